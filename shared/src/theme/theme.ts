import { createTheme, type Theme } from '@mui/material/styles';
import { BehaviorSubject, type Observable } from 'rxjs';
import { storage, STORAGE_KEY } from '../storage/storage-keys';

export type ThemeMode = 'dark' | 'light';

/** Rise and fall colours (spec 01: green when change ≥ 0, red otherwise; way 2 = buy, green). */
export const TRADE_COLOR: Record<ThemeMode, { up: string; down: string }> = {
  dark: { up: '#2ebd85', down: '#f6465d' },
  light: { up: '#0f9d58', down: '#d9304f' },
};

export const createAppTheme = (mode: ThemeMode): Theme =>
  createTheme({
    palette:
      mode === 'dark'
        ? {
            mode,
            primary: { main: '#f0b90b', contrastText: '#14151a' },
            secondary: { main: '#3d8bfd' },
            background: { default: '#0f1217', paper: '#171b22' },
            success: { main: TRADE_COLOR.dark.up },
            error: { main: TRADE_COLOR.dark.down },
            divider: 'rgba(255,255,255,0.08)',
          }
        : {
            mode,
            primary: { main: '#c99400', contrastText: '#ffffff' },
            secondary: { main: '#1f6feb' },
            background: { default: '#f5f6f8', paper: '#ffffff' },
            success: { main: TRADE_COLOR.light.up },
            error: { main: TRADE_COLOR.light.down },
          },
    shape: { borderRadius: 6 },
    typography: {
      fontFamily:
        '"Inter", "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", "Noto Sans Thai", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0, color: 'default' } },
    },
  });

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
