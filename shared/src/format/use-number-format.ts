import { useMemo } from 'react';
import { useObservable } from '../hooks/use-observable';
import { useTranslation } from '../i18n/i18n-react';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages';
import type { DecimalInput } from '../money/money';
import {
  amountDecimalsOf,
  type PairDecimals,
  priceDecimalsOf,
  quantityDecimalsOf,
  totalDecimalsOf,
} from './display-decimals';
import { FIAT_DECIMALS, FIAT_SYMBOL, type FiatCurrency, fiatSetting } from './fiat';
import { type FormatOptions, formatDecimal, formatPercent, NO_NUMBER } from './format-decimal';

type Value = DecimalInput | null | undefined;

/** Formatters bound to a page language and estimate currency (docs/decisions.md#display-numbers). */
export type NumberFormat = {
  language: Language;
  fiatCurrency: FiatCurrency;
  /** Any number with `places` decimals. */
  decimal: (value: Value, places: number, options?: FormatOptions) => string;
  /** An amount of a currency (balances, fees): its display decimals, at most its own. */
  amount: (
    value: Value,
    code: string,
    currencyDecimals?: number | null,
    options?: FormatOptions,
  ) => string;
  price: (value: Value, pair: Pick<PairDecimals, 'price_decimals'>) => string;
  quantity: (value: Value, pair: Pick<PairDecimals, 'number_decimals'>) => string;
  /** Totals, turnover and volume in the pair's quote currency. */
  total: (
    value: Value,
    pair: Pick<PairDecimals, 'quote_currency_code' | 'quote_currency_decimals'>,
    options?: FormatOptions,
  ) => string;
  /** A value already in the estimate currency, with its symbol: "$1,234.50", "¥1,234.50". */
  fiat: (value: Value) => string;
  /** A value in percent units: "-1.25%" (en), "-1,25 %" (de); 2 decimals unless told. */
  percent: (value: Value, places?: number) => string;
};

/** Builds the formatters for a language and fiat currency (the hook's work, usable outside React). */
export const numberFormatFor = (language: Language, fiatCurrency: FiatCurrency): NumberFormat => {
  const decimal: NumberFormat['decimal'] = (value, places, options) =>
    formatDecimal(value, places, language, options);
  return {
    language,
    fiatCurrency,
    decimal,
    amount: (value, code, currencyDecimals, options) =>
      decimal(value, amountDecimalsOf(code, currencyDecimals), options),
    price: (value, pair) => decimal(value, priceDecimalsOf(pair)),
    quantity: (value, pair) => decimal(value, quantityDecimalsOf(pair)),
    total: (value, pair, options) => decimal(value, totalDecimalsOf(pair), options),
    fiat: (value) => {
      const text = decimal(value, FIAT_DECIMALS);
      return text === NO_NUMBER ? text : `${FIAT_SYMBOL[fiatCurrency]}${text}`;
    },
    percent: (value, places = 2) => formatPercent(value, language, places),
  };
};

/** The page language's formatters; re-renders when the user picks another estimate currency. */
export const useNumberFormat = (): NumberFormat => {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const choice$ = useMemo(() => fiatSetting.choice$(), []);
  const chosen = useObservable(choice$, fiatSetting.stored());
  const fiatCurrency = chosen ?? fiatSetting.get(language);
  return useMemo(() => numberFormatFor(language, fiatCurrency), [language, fiatCurrency]);
};
