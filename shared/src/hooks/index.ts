export * from './countdown';
export * from './head-start';
export * from './with-head-start';
export * from './use-live-stale';
export * from './use-observable';
export * from './use-paged-list';
export * from './use-request';
export * from './use-stable-callback';
