import { NavLink, useLocation } from '@exchange/shared/router';
import { Box } from '@exchange/shared/ui-kit';
import { List, ListItemButton, ListItemText } from '@exchange/shared/ui-kit/extras';
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';

export type MenuLink = { to: string; label: string; testId?: string };

export type MenuLayoutProps = {
  /** The menu's accessible name. */
  label: string;
  links: MenuLink[];
  /** Menu column width on wide screens, in px. */
  width: number;
  testId: string;
  menuTestId: string;
  /** The chosen page. */
  children: ReactNode;
};

/** The left menu: a column beside the page on wide screens, a scrolling row above it on phones. */
const SideMenu = ({
  label,
  links,
  width,
  testId,
}: Pick<MenuLayoutProps, 'label' | 'links' | 'width'> & { testId: string }): ReactElement => {
  const { pathname } = useLocation();
  const menu = useRef<HTMLElement>(null);
  // On a phone the menu is a scrolling row: keep the current page's entry in view.
  useEffect(() => {
    const active = menu.current?.querySelector<HTMLElement>('.active');
    const row = menu.current;
    if (!active || !row || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  return (
    <List
      ref={menu}
      component="nav"
      aria-label={label}
      data-testid={testId}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'row', md: 'column' },
        gap: 0.5,
        overflowX: { xs: 'auto', md: 'visible' },
        flexShrink: 0,
        width: { xs: '100%', md: width },
        p: 0,
      }}
    >
      {links.map((link) => (
        <ListItemButton
          key={link.to}
          component={NavLink}
          to={link.to}
          data-testid={link.testId}
          sx={{
            borderRadius: 1,
            flex: { xs: '0 0 auto', md: 'initial' },
            '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 },
          }}
        >
          <ListItemText
            primary={link.label}
            slotProps={{ primary: { sx: { fontWeight: 'inherit', whiteSpace: 'nowrap' } } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
};

/** An area with a left menu (assets, personal): the menu and, beside it, the chosen page. */
export const MenuLayout = ({
  label,
  links,
  width,
  testId,
  menuTestId,
  children,
}: MenuLayoutProps): ReactElement => (
  <Box
    data-testid={testId}
    sx={{
      display: 'flex',
      flexDirection: { xs: 'column', md: 'row' },
      gap: { xs: 2, md: 3 },
      alignItems: 'flex-start',
    }}
  >
    <SideMenu label={label} links={links} width={width} testId={menuTestId} />
    <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>{children}</Box>
  </Box>
);
