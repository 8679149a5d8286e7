import { NavLink, useLocation } from '@exchange/shared/router';
import { Box } from '@exchange/shared/ui-kit';
import { List, ListItemButton, ListItemText } from '@exchange/shared/ui-kit/extras';
import { useCallback, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';

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

/** Which ends of a scrolling row hide more entries (none when everything fits). */
type Overflow = { start: boolean; end: boolean };

const NO_OVERFLOW: Overflow = { start: false, end: false };

/** The fade at each end that hides more entries: the scroll hint of the phone row. */
const FADE = 40;

export const fadeMask = ({ start, end }: Overflow): string | undefined =>
  start || end
    ? `linear-gradient(to right, ${start ? 'transparent' : '#000'}, #000 ${FADE}px, #000 calc(100% - ${FADE}px), ${end ? 'transparent' : '#000'})`
    : undefined;

const overflowOf = (row: HTMLElement): Overflow => ({
  // One pixel of slack: a zoomed page rounds scroll positions.
  start: row.scrollLeft > 1,
  end: row.scrollLeft + row.clientWidth < row.scrollWidth - 1,
});

/**
 * The left menu: a column beside the page on wide screens, a scrolling row above it on phones.
 * On a phone the row shows whole entries only (they never wrap or shrink), fades out at an end
 * that hides more of them, and scrolls the current page's entry into view
 * (docs/product.md#area-menus-on-a-phone).
 */
const SideMenu = ({
  label,
  links,
  width,
  testId,
}: Pick<MenuLayoutProps, 'label' | 'links' | 'width'> & { testId: string }): ReactElement => {
  const { pathname } = useLocation();
  const menu = useRef<HTMLElement>(null);
  const [overflow, setOverflow] = useState<Overflow>(NO_OVERFLOW);
  const measure = useCallback((): void => {
    const row = menu.current;
    if (!row) return;
    const next = overflowOf(row);
    setOverflow((now) => (now.start === next.start && now.end === next.end ? now : next));
  }, []);
  // Keep the current page's entry in view, centred when the row scrolls.
  useEffect(() => {
    const active = menu.current?.querySelector<HTMLElement>('.active');
    const row = menu.current;
    if (active && row && row.scrollWidth > row.clientWidth) {
      row.scrollLeft = active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
    }
    measure();
  }, [pathname, links.length, measure]);
  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  const mask = fadeMask(overflow);
  return (
    <List
      ref={menu}
      component="nav"
      aria-label={label}
      data-testid={testId}
      data-more-start={overflow.start}
      data-more-end={overflow.end}
      onScroll={measure}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'row', md: 'column' },
        gap: 0.5,
        overflowX: { xs: 'auto', md: 'visible' },
        flexShrink: 0,
        width: { xs: '100%', md: width },
        p: 0,
        maskImage: { xs: mask, md: 'none' },
        WebkitMaskImage: { xs: mask, md: 'none' },
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
