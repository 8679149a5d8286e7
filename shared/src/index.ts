/**
 * @exchange/shared: everything areas and the shell may use. Shared as a Module Federation
 * singleton so the session, socket, i18n instance and toast channel exist once per page.
 */
export * from './api';
export * from './contract';
export * from './i18n';
export * from './market';
export * from './money';
export * from './navigation';
export * from './notify';
export * from './session';
export * from './socket';
export * from './storage/storage-keys';
export * from './theme';
export * from './ui';

/** The version areas are built against (checked by the shell's share scope). */
export const SHARED_VERSION = '0.1.0';
