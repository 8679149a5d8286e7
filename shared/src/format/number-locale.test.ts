import { LANGUAGES } from '../i18n/languages';
import { numberLocaleOf, numberSymbolsOf, type NumberSymbols } from './number-locale';

/** What Intl (ICU) writes for a locale, read off sample numbers. */
const symbolsFromIntl = (locale: string): NumberSymbols => {
  const plain = new Intl.NumberFormat(locale);
  // "12,345.6": the group separator after two digits, the decimal one before the last digit.
  const sample = plain.format(12345.6);
  return {
    group: sample.slice(2, -5),
    decimal: sample.slice(-2, -1),
    minGroupedDigits: plain.format(1234).length > 4 ? 4 : 5,
    percent: new Intl.NumberFormat(locale, { style: 'percent' }).format(0).slice(1),
  };
};

describe('numberSymbolsOf', () => {
  it.each(LANGUAGES)('matches what ICU writes for %s', (language) => {
    expect(numberSymbolsOf(language)).toEqual(symbolsFromIntl(numberLocaleOf(language)));
  });

  it('keeps the separators that differ between languages apart', () => {
    expect(numberSymbolsOf('fr').group).toBe('\u202f');
    expect(numberSymbolsOf('de').decimal).toBe(',');
    expect(numberSymbolsOf('es').minGroupedDigits).toBe(5);
  });

  it('reads no Intl at run time (its first use is a long task on a phone)', () => {
    const spy = jest.spyOn(Intl, 'NumberFormat');
    for (const language of LANGUAGES) numberSymbolsOf(language);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
