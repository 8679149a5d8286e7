export * from './exact-decimal';
export * from './money';
