export * from './display-decimals';
export * from './fiat';
export * from './format-decimal';
export * from './number-locale';
export * from './use-number-format';
