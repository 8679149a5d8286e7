import { themeMode, useObservable, useTranslation } from '@exchange/shared';
import {
  DarkModeOutlinedIcon as DarkModeOutlined,
  IconButton,
  LightModeOutlinedIcon as LightModeOutlined,
} from '@exchange/shared/ui-kit';
import { useMemo, type ReactElement } from 'react';

/** Switches dark ↔ light; the choice is stored under `theme`. */
export const ThemeSwitch = (): ReactElement => {
  const { t } = useTranslation('shell');
  const mode$ = useMemo(() => themeMode.mode$(), []);
  const mode = useObservable(mode$, themeMode.get());
  const label = mode === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    // The browser's own tooltip (title): a MUI Tooltip would pull Popper into every first paint.
    <IconButton
      color="inherit"
      onClick={themeMode.toggle}
      aria-label={label}
      title={label}
      data-testid="theme-switch"
      data-mode={mode}
    >
      {mode === 'dark' ? (
        <LightModeOutlined fontSize="small" />
      ) : (
        <DarkModeOutlined fontSize="small" />
      )}
    </IconButton>
  );
};
