export * from './areas';
export * from './auth';
export * from './dev';
export * from './envelope';
export * from './market';
export * from './news';
export * from './paths';
export * from './settings';
export * from './socket';
export * from './user';
export * from './spot';
export * from './remotes-release';
export * from './assets';
// Own entry points, not re-exported here so pages that do not use them do not carry them:
// '@exchange/shared/contract/p2p', '/ieo', '/lever', '/personal', '/second', '/uid-transfer'.
