import { BehaviorSubject, type Observable } from 'rxjs';
import { storage, STORAGE_KEY } from '../storage/storage-keys';

export type ThemeMode = 'dark' | 'light';

/**
 * Rise and fall colours (docs/product.md#public-and-spot: green when change ≥ 0, red otherwise; way 2 = buy, green).
 * The dark theme's red is a lighter one than the usual #f6465d: that one reads at only 4.1 : 1 on
 * the order book's depth bars and the hover shade (docs/product.md#colour-contrast).
 */
export const TRADE_COLOR: Record<ThemeMode, { up: string; down: string }> = {
  dark: { up: '#2ebd85', down: '#ff5c70' },
  light: { up: '#0f9d58', down: '#d9304f' },
};

const readMode = (): ThemeMode => (storage.get(STORAGE_KEY.theme) === 'light' ? 'light' : 'dark');

const mode = new BehaviorSubject<ThemeMode>(readMode());

/** The chosen theme mode: dark by default, stored under `theme`. */
export const themeMode = {
  get: (): ThemeMode => mode.value,
  mode$: (): Observable<ThemeMode> => mode.asObservable(),
  set: (next: ThemeMode): void => {
    storage.set(STORAGE_KEY.theme, next);
    mode.next(next);
  },
  toggle: (): void => themeMode.set(mode.value === 'dark' ? 'light' : 'dark'),
};
