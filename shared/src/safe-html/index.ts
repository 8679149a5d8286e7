// @exchange/shared/safe-html: server HTML rendered only after DOMPurify, loaded by the screens
// that show such HTML (news, notices), not by the first page.
export * from './safe-html';
