export * from './decimal-input';
export * from './exact-decimal';
export * from './money';
