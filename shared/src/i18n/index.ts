export * from './i18n';
export * from './languages';
export * from './use-namespace';
