import { BehaviorSubject, type Observable } from 'rxjs';
import type { Language } from '../i18n/languages';
import { storage, STORAGE_KEY } from '../storage/storage-keys';

/** The two currencies the server prices everything in (`usd_price`, `cny_price`). */
export const FIAT_CURRENCIES = ['USD', 'CNY'] as const;
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number];

export const FIAT_SYMBOL: Record<FiatCurrency, string> = { USD: '$', CNY: '¥' };

/** Fiat estimates show cents. */
export const FIAT_DECIMALS = 2;

const isFiat = (value: string | null): value is FiatCurrency =>
  value !== null && (FIAT_CURRENCIES as readonly string[]).includes(value);

/** The language's usual fiat: yuan for Chinese readers, dollars for everyone else. */
export const defaultFiatOf = (language: Language): FiatCurrency =>
  language === 'zh' || language === 'hk' ? 'CNY' : 'USD';

// Read on first use, not at import: core loads before anything is stored in tests and harnesses.
let chosen: BehaviorSubject<FiatCurrency | null> | null = null;
const choice = (): BehaviorSubject<FiatCurrency | null> => {
  if (!chosen) {
    const stored = storage.get(STORAGE_KEY.fiat);
    chosen = new BehaviorSubject<FiatCurrency | null>(isFiat(stored) ? stored : null);
  }
  return chosen;
};

/**
 * The estimate currency: the one stored under `fiat` once the user picks it in the header, else
 * the language's default (docs/decisions.md#display-numbers).
 */
export const fiatSetting = {
  /** The stored choice, or null while the language decides. */
  stored: (): FiatCurrency | null => choice().value,
  get: (language: Language): FiatCurrency => choice().value ?? defaultFiatOf(language),
  choice$: (): Observable<FiatCurrency | null> => choice().asObservable(),
  set: (next: FiatCurrency): void => {
    storage.set(STORAGE_KEY.fiat, next);
    choice().next(next);
  },
};

/** The rate of `priced` (an item with `usd_price` and `cny_price`) in the fiat currency. */
export const fiatRateOf = (
  priced: { usd_price?: string; cny_price?: string } | null | undefined,
  fiat: FiatCurrency,
): string | undefined => (fiat === 'USD' ? priced?.usd_price : priced?.cny_price);
