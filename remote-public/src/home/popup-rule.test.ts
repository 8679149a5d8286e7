import {
  lastPopupClose,
  needsSanitizer,
  POPUP_INTERVAL_MS,
  rememberPopupClosed,
  shouldShowPopup,
} from './popup-rule';

const NOW = 1_717_000_000_000;

beforeEach(() => {
  window.localStorage.clear();
});

describe('shouldShowPopup', () => {
  it('the interval is one hour', () => {
    expect(POPUP_INTERVAL_MS).toBe(3_600_000);
  });

  it.each([['0'], [''], ['true'], ['01'], [' 1']])('never shows when popup_on is %p', (popupOn) => {
    expect(shouldShowPopup(popupOn, null, NOW)).toBe(false);
    expect(shouldShowPopup(popupOn, String(NOW - 10 * POPUP_INTERVAL_MS), NOW)).toBe(false);
  });

  it('shows when popup_on is 1 and the popup was never closed', () => {
    expect(shouldShowPopup('1', null, NOW)).toBe(true);
    expect(shouldShowPopup('1', '', NOW)).toBe(true);
  });

  it('stays hidden when it was closed exactly 3 600 000 ms ago', () => {
    expect(shouldShowPopup('1', String(NOW - 3_600_000), NOW)).toBe(false);
  });

  it('shows again 3 600 001 ms after the close', () => {
    expect(shouldShowPopup('1', String(NOW - 3_600_001), NOW)).toBe(true);
  });

  it('stays hidden right after a close', () => {
    expect(shouldShowPopup('1', String(NOW), NOW)).toBe(false);
    expect(shouldShowPopup('1', String(NOW - 1), NOW)).toBe(false);
  });

  it('shows when the stored time is not a number', () => {
    expect(shouldShowPopup('1', 'yesterday', NOW)).toBe(true);
  });
});

describe('rememberPopupClosed / lastPopupClose', () => {
  it('stores the close time under lastCloseTime and reads it back', () => {
    expect(lastPopupClose()).toBeNull();
    rememberPopupClosed(NOW);
    expect(window.localStorage.getItem('lastCloseTime')).toBe(String(NOW));
    expect(lastPopupClose()).toBe(String(NOW));
    expect(shouldShowPopup('1', lastPopupClose(), NOW + POPUP_INTERVAL_MS)).toBe(false);
    expect(shouldShowPopup('1', lastPopupClose(), NOW + POPUP_INTERVAL_MS + 1)).toBe(true);
  });
});

describe('needsSanitizer', () => {
  it.each([
    ['<p>Trading pauses.</p>'],
    ['Text <img src=x onerror="alert(1)">'],
    ['a < b'],
    ['Fish &amp; chips'],
    ['&lt;script&gt;'],
  ])('sends markup or a character reference through the sanitizer: %p', (html) => {
    expect(needsSanitizer(html)).toBe(true);
  });

  it.each([
    ['Spot markets are open around the clock. Sunday 02:00 to 03:00 UTC; "quotes" > none.'],
    [''],
  ])('shows text without < or & as it is: %p', (html) => {
    expect(needsSanitizer(html)).toBe(false);
  });
});
