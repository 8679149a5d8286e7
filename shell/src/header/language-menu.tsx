import {
  changeLanguage,
  currentLanguage,
  FIAT_CURRENCIES,
  LANGUAGE_INFO,
  LANGUAGES,
  fiatSetting,
  useNumberFormat,
  useTranslation,
} from '@exchange/shared';
import { Divider, Menu, MenuItem, Typography } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';

/**
 * The language and estimate-currency menu: loaded the first time it opens, not with every first
 * visit (docs/performance.md#page-weight).
 */
export const LanguageMenu = ({
  anchor,
  close,
}: {
  anchor: HTMLElement | null;
  close: () => void;
}): ReactElement => {
  const { t } = useTranslation('shell');
  const { fiatCurrency } = useNumberFormat();
  const language = currentLanguage();
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
      {LANGUAGES.map((code) => (
        <MenuItem
          key={code}
          selected={code === language}
          lang={LANGUAGE_INFO[code].bcp47}
          data-lang={code}
          onClick={() => {
            close();
            if (code !== language) changeLanguage(code);
          }}
        >
          {LANGUAGE_INFO[code].label}
        </MenuItem>
      ))}
      <Divider />
      <Typography variant="caption" color="text.secondary" component="div" sx={{ px: 2, py: 0.5 }}>
        {t('fiat.heading')}
      </Typography>
      {FIAT_CURRENCIES.map((code) => (
        <MenuItem
          key={code}
          selected={code === fiatCurrency}
          data-fiat={code}
          onClick={() => {
            close();
            fiatSetting.set(code);
          }}
        >
          {t(`fiat.${code}`)}
        </MenuItem>
      ))}
    </Menu>
  );
};
