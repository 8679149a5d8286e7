export * from './i18n';
export * from './i18n-react';
export * from './languages';
export * from './translator';
export * from './use-namespace';
export * from './widget-texts';
