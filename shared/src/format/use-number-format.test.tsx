import { act, renderHook } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nProvider } from '../i18n/i18n-react';
import type { Language } from '../i18n/languages';
import { Translator } from '../i18n/translator';
import type * as FormatModule from './index';
import { fiatSetting, useNumberFormat } from './index';

/** fiat.ts keeps the choice in module state: the setting's tests load a fresh copy (the hook's
 * tests use the one copy, which shares React with the renderer, and run in order). */
const loadFormat = (): typeof FormatModule => {
  let loaded: typeof FormatModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof FormatModule>('./index');
  });
  if (!loaded) throw new Error('format module did not load');
  return loaded;
};

const inLanguage =
  (language: Language) =>
  ({ children }: { children?: ReactNode }): ReactElement => (
    <I18nProvider i18n={new Translator(language)}>{children}</I18nProvider>
  );

beforeEach(() => window.localStorage.clear());

describe('fiat estimate currency', () => {
  it('defaults to CNY for zh and hk and USD for every other language', () => {
    const { defaultFiatOf } = loadFormat();
    expect(defaultFiatOf('zh')).toBe('CNY');
    expect(defaultFiatOf('hk')).toBe('CNY');
    for (const language of ['en', 'pt', 'jp', 'th', 'kr', 'de', 'fr', 'es', 'vi'] as const) {
      expect(defaultFiatOf(language)).toBe('USD');
    }
  });

  it('the stored setting overrides the language', () => {
    window.localStorage.setItem('fiat', 'CNY');
    const { fiatSetting } = loadFormat();
    expect(fiatSetting.get('en')).toBe('CNY');
  });

  it('ignores an unknown stored value', () => {
    window.localStorage.setItem('fiat', 'EUR');
    const { fiatSetting } = loadFormat();
    expect(fiatSetting.get('en')).toBe('USD');
    expect(fiatSetting.get('zh')).toBe('CNY');
  });

  it('set() stores the choice under fiat', () => {
    const { fiatSetting } = loadFormat();
    fiatSetting.set('CNY');
    expect(window.localStorage.getItem('fiat')).toBe('CNY');
    expect(fiatSetting.get('de')).toBe('CNY');
  });

  it('picks the rate of the estimate currency', () => {
    const { fiatRateOf } = loadFormat();
    const priced = { usd_price: '1', cny_price: '7.2' };
    expect(fiatRateOf(priced, 'USD')).toBe('1');
    expect(fiatRateOf(priced, 'CNY')).toBe('7.2');
  });
});

describe('useNumberFormat', () => {
  it('formats in the page language with the default fiat', () => {
    const { result } = renderHook(() => useNumberFormat(), { wrapper: inLanguage('de') });
    const format = result.current;
    expect(format.amount('10000.00000000', 'USDT')).toBe('10.000,00');
    expect(format.amount('0.123456789', 'BTC')).toBe('0,12345678');
    expect(format.price('96475.84947', { price_decimals: 2 })).toBe('96.475,84');
    expect(format.quantity('1.23456789', { number_decimals: 4 })).toBe('1,2345');
    expect(format.total('123.456789', { quote_currency_code: 'USDT' })).toBe('123,45');
    expect(format.fiat('1234.5')).toBe('$1.234,50');
    expect(format.percent('3.456')).toBe('3,45\u00a0%');
    expect(format.fiat('bad')).toBe('--');
  });

  it('uses ¥ for zh and follows a new choice at once', () => {
    const { result } = renderHook(() => useNumberFormat(), { wrapper: inLanguage('zh') });
    expect(result.current.fiat('10')).toBe('¥10.00');
    act(() => fiatSetting.set('USD'));
    expect(result.current.fiatCurrency).toBe('USD');
    expect(result.current.fiat('10')).toBe('$10.00');
  });
});
