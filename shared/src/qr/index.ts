// @exchange/shared/qr: QR codes (app download, deposit addresses), loaded only where drawn.
export * from './qr-code-card';
