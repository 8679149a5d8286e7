export * from './decimal-input';
export * from './exact-decimal';
export * from './money';
export * from './pair-decimals';
