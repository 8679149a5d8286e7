// The logged-in areas' common screen parts (personal, assets, lever, second): a federation
// singleton of its own, so /home never downloads it (README "Shared code").
export * from './copy-text';
export * from './load-state';
export * from './page-card';
export * from './menu-layout';
