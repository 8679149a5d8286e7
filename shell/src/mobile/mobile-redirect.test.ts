import { api } from '@exchange/shared';
import { isMobileVisitor, MOBILE_MAX_WIDTH, redirectMobileVisitor } from './mobile-redirect';

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile Safari/537.36';

describe('isMobileVisitor', () => {
  it('the width threshold is 760 px', () => {
    expect(MOBILE_MAX_WIDTH).toBe(760);
  });

  it('is true for phone user agents whatever the width', () => {
    expect(isMobileVisitor(IPHONE_UA, 1280)).toBe(true);
    expect(isMobileVisitor(ANDROID_UA, 1920)).toBe(true);
  });

  it('is true for a desktop agent in a window narrower than 760 px', () => {
    expect(isMobileVisitor(DESKTOP_UA, 759)).toBe(true);
    expect(isMobileVisitor(DESKTOP_UA, 320)).toBe(true);
  });

  it('is false for a desktop agent at 760 px or wider', () => {
    expect(isMobileVisitor(DESKTOP_UA, 760)).toBe(false);
    expect(isMobileVisitor(DESKTOP_UA, 1440)).toBe(false);
  });
});

describe('redirectMobileVisitor', () => {
  let width = 1280;
  let userAgent = DESKTOP_UA;
  let get: jest.SpyInstance;
  const location = { replace: jest.fn<void, [string]>() };
  const innerWidth = Object.getOwnPropertyDescriptor(window, 'innerWidth');

  beforeEach(() => {
    width = 1280;
    userAgent = DESKTOP_UA;
    location.replace.mockClear();
    Object.defineProperty(window, 'innerWidth', { configurable: true, get: () => width });
    jest.spyOn(window.navigator, 'userAgent', 'get').mockImplementation(() => userAgent);
    get = jest.spyOn(api, 'get').mockResolvedValue('https://m.exchange.example/');
  });

  afterEach(() => {
    jest.restoreAllMocks();
    if (innerWidth) Object.defineProperty(window, 'innerWidth', innerWidth);
  });

  it('leaves desktop visitors alone without asking for the setting', async () => {
    await expect(redirectMobileVisitor(location)).resolves.toBe(false);
    expect(get).not.toHaveBeenCalled();
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('sends a phone to the configured https mobile site', async () => {
    userAgent = IPHONE_UA;
    await expect(redirectMobileVisitor(location)).resolves.toBe(true);
    expect(get).toHaveBeenCalledWith(
      'default/setting',
      { key: 'mobile_url' },
      expect.objectContaining({ silentError: true }),
    );
    expect(location.replace).toHaveBeenCalledWith('https://m.exchange.example/');
  });

  it('sends a narrow desktop window to an http mobile site', async () => {
    width = 700;
    get.mockResolvedValue('http://m.exchange.example');
    await expect(redirectMobileVisitor(location)).resolves.toBe(true);
    expect(location.replace).toHaveBeenCalledWith('http://m.exchange.example');
  });

  it.each([
    ['empty', ''],
    ['a relative path', '/m'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a javascript: URL quoting an https one', 'javascript:void("https://m.exchange.example")'],
    ['another scheme', 'ftp://m.exchange.example'],
    ['a bare host', 'm.exchange.example'],
    ['null', null],
  ])('does not redirect when mobile_url is %s', async (_label, value) => {
    userAgent = ANDROID_UA;
    get.mockResolvedValue(value);
    await expect(redirectMobileVisitor(location)).resolves.toBe(false);
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('does not redirect when the setting cannot be read', async () => {
    userAgent = IPHONE_UA;
    get.mockRejectedValue(new Error('network'));
    await expect(redirectMobileVisitor(location)).resolves.toBe(false);
    expect(location.replace).not.toHaveBeenCalled();
  });
});
