import { currentLanguage, LANGUAGE_INFO, useTranslation } from '@exchange/shared';
import { Button, preloadOverlays } from '@exchange/shared/ui-kit';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import type * as MenuModule from './language-menu';

const loadMenu = (): Promise<typeof MenuModule> => import('./language-menu');
const LanguageMenu = lazy(() => loadMenu().then((module) => ({ default: module.LanguageMenu })));
/** A hover or focus fetches the menu's code and the overlays before the click. */
const preload = (): void => {
  preloadOverlays();
  void loadMenu();
};

/**
 * Stores the language under `lang` and reloads the page (docs/product.md#public-and-spot-screens).
 * Below the languages, the currency of fiat estimates, stored under `fiat` and applied at once
 * without a reload (docs/decisions.md#display-numbers).
 */
export const LanguageSelect = (): ReactElement => {
  const { t } = useTranslation('shell');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so the menu can animate closed.
  const [opened, setOpened] = useState(false);
  const language = currentLanguage();
  return (
    <>
      <Button
        color="inherit"
        size="small"
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={t('language')}
        aria-haspopup="menu"
        data-testid="language-button"
      >
        {LANGUAGE_INFO[language].label}
      </Button>
      {anchor !== null || opened ? (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} close={() => setAnchor(null)} />
        </Suspense>
      ) : undefined}
    </>
  );
};
