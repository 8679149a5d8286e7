import { useTranslation } from '@exchange/shared';
import { useLocation } from '@exchange/shared/router';
import { IconButton, MenuIcon, preloadOverlays } from '@exchange/shared/ui-kit';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import type * as DrawerModule from './mobile-menu-drawer';

const loadDrawer = (): Promise<typeof DrawerModule> => import('./mobile-menu-drawer');
const MobileMenuDrawer = lazy(() =>
  loadDrawer().then((module) => ({ default: module.MobileMenuDrawer })),
);
/** A hover or focus fetches the drawer's code and the overlays before the tap. */
const preload = (): void => {
  preloadOverlays();
  void loadDrawer();
};

type Display = 'flex' | 'block' | 'inline-flex' | 'none';

/**
 * A `display` per MUI breakpoint. The header switches at `lg` (1200 px): below it the eight
 * menu entries, the account and the language select do not fit one row in German, French,
 * Spanish, Portuguese or Vietnamese, and a wrapped two-row header pushed every page down.
 */
export type ResponsiveDisplay = { xs: Display; lg: Display };

/** For parts of the header shown from `lg` up: pure CSS, so the first render is already right. */
export const desktopOnly = (display: Display): ResponsiveDisplay => ({ xs: 'none', lg: display });

/** For parts of the header shown below `lg`, where the menu lives in the drawer. */
export const mobileOnly = (display: Display): ResponsiveDisplay => ({ xs: display, lg: 'none' });

/**
 * Narrow screens: a menu button opening a drawer with the header menu and the account (or log-in)
 * links. The drawer belongs to the page it was opened on, so any navigation closes it.
 */
export const MobileMenu = ({
  isSeller,
  account,
}: {
  isSeller: boolean;
  /** The logged-in account, or null for a visitor. */
  account: string | null;
}): ReactElement => {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === location.key;
  // Mounted from the first opening on, so the drawer can animate closed.
  const [opened, setOpened] = useState(false);
  const close = (): void => setOpenedOn(null);

  return (
    <>
      <IconButton
        color="inherit"
        edge="end"
        onClick={() => {
          setOpened(true);
          setOpenedOn(location.key);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="mobile-menu-button"
        sx={{ display: mobileOnly('inline-flex') }}
      >
        <MenuIcon />
      </IconButton>
      {opened ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer isSeller={isSeller} account={account} open={open} close={close} />
        </Suspense>
      ) : undefined}
    </>
  );
};
