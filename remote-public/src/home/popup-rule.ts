import { storage, STORAGE_KEY } from '@exchange/shared';

/** docs/product.md#public-and-spot-screens, docs/product.md#public-and-spot-constants: the popup shows at most once per 3,600,000 ms. */
export const POPUP_INTERVAL_MS = 3_600_000;

/** Shown only when `popup_on` is "1" and more than an hour passed since the last close. */
export const shouldShowPopup = (
  popupOn: string,
  lastCloseTime: string | null,
  now: number,
): boolean => {
  if (popupOn !== '1') return false;
  const closedAt = Number(lastCloseTime);
  if (!lastCloseTime || !Number.isFinite(closedAt)) return true;
  return now - closedAt > POPUP_INTERVAL_MS;
};

export const rememberPopupClosed = (now: number): void =>
  storage.set(STORAGE_KEY.lastCloseTime, String(now));

export const lastPopupClose = (): string | null => storage.get(STORAGE_KEY.lastCloseTime);

/**
 * Whether the notice's HTML needs the sanitizer: only with a tag or a character reference. HTML
 * without `<` and `&` is its own text, so React can show it as text, safely, and a first visit
 * to /home does not download DOMPurify for it (docs/performance.md#page-weight).
 */
export const needsSanitizer = (html: string): boolean => /[<&]/.test(html);
