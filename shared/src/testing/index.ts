export * from './create-test-i18n';
