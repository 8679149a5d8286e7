export * from './session-actions';
export * from './session-store';
