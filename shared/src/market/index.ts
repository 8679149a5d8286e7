export * from './apply-day-market';
export * from './trade-info';
export * from './use-quote-groups';
