// @exchange/shared/ui: small components more than one app renders (toasts, empty states, …).
export * from './change-text';
export * from './confirm-dialog';
export * from './empty-state';
export * from './paginator';
export * from './send-code-button';
export * from './toast-host';
export * from './with-namespace';
