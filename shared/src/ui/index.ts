export * from './change-text';
export * from './empty-state';
export * from './safe-html';
export * from './toast-host';
export * from './use-observable';
export * from './use-live-stale';
export * from './use-request';
