import {
  changeLanguage,
  currentLanguage,
  LANGUAGE_INFO,
  LANGUAGES,
  useTranslation,
} from '@exchange/shared';
import { Button, Menu, MenuItem, preloadOverlays } from '@exchange/shared/ui-kit';
import { useState, type ReactElement } from 'react';

/** Stores the language under `lang` and reloads the page (docs/product.md#public-and-spot-screens). */
export const LanguageSelect = (): ReactElement => {
  const { t } = useTranslation('shell');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const language = currentLanguage();
  return (
    <>
      <Button
        color="inherit"
        size="small"
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={preloadOverlays}
        onFocus={preloadOverlays}
        aria-label={t('language')}
        aria-haspopup="menu"
        data-testid="language-button"
      >
        {LANGUAGE_INFO[language].label}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((code) => (
          <MenuItem
            key={code}
            selected={code === language}
            lang={LANGUAGE_INFO[code].bcp47}
            data-lang={code}
            onClick={() => {
              setAnchor(null);
              if (code !== language) changeLanguage(code);
            }}
          >
            {LANGUAGE_INFO[code].label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
