export * from './fixed';
export * from './ledger';
export * from './order-book';
export * from './spot-engine';
