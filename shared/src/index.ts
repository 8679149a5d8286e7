/**
 * @exchange/shared (core): what the shell and every area load first. Contract types, the api
 * client, session, live channel, i18n, money, theme mode and React hooks over them. No MUI and
 * no heavy library here: components live in `./ui`, the MUI kit in `./ui-kit`, trading widgets
 * in `./trading`, HTML sanitizing in `./safe-html`, QR codes in `./qr`, routing in `./router`
 * and ECharts in `./echarts`, each its own shared module (tools/webpack/shared-scope.cjs).
 */
export * from './api';
export * from './contract';
export * from './format';
export * from './hooks';
export * from './i18n';
export * from './market';
export * from './money';
export * from './navigation';
export * from './rx';
export * from './notify';
export * from './session';
export * from './socket';
export * from './storage/storage-keys';
export * from './theme';

/** The version areas are built against (checked by the shell's share scope). */
export const SHARED_VERSION = '0.3.1';
