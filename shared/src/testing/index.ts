export * from './create-test-i18n';
export * from './render-at-route';
export * from './flush';
export * from './api-mocks';
export * from './deferred';
export * from './socket-mocks';
export * from './match-media';
