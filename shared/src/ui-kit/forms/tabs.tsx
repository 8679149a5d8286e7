import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import SvgIcon from '@mui/material/SvgIcon';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { classNames } from '../class-names';
import { moveFocusAlong } from './arrow-focus';

// The kit's own tab row, in place of MUI's Tabs and Tab. MUI's Tabs measures itself and every
// tab after each of its renders to place a sliding indicator and its scroll buttons: on /trade
// that was 30–50 ms of layout forced inside the page's first commit, and the two components
// are ≈ 8.4 KB gzip beyond the ButtonBase the base kit already ships. Here the underline is
// each tab's own pseudo-element (no measuring), and only a scrolling row with scroll buttons
// observes its size. What the call sites rely on is kept: the `role`s, `aria-selected`, arrow
// keys / Home / End moving the focus, one tab stop (the selected tab), and the class names
// `MuiTabs-root`, `MuiTab-root` and `Mui-selected` their `sx` selects on.

export type TabValue = string | number;

type TabsState = {
  value: TabValue;
  select: (event: SyntheticEvent, value: TabValue) => void;
  fullWidth: boolean;
};

const TabsContext = createContext<TabsState | null>(null);

export type TabsProps<V extends TabValue> = {
  value: V;
  onChange: (event: SyntheticEvent, value: V) => void;
  children: ReactNode;
  /** `scrollable`: the row scrolls sideways; `fullWidth`: the tabs share the width. */
  variant?: 'standard' | 'scrollable' | 'fullWidth';
  /** Arrow buttons at the ends of a scrollable row while it overflows (`auto` or `true`). */
  scrollButtons?: 'auto' | boolean;
  /** Keep the scroll buttons below the `sm` breakpoint too (hidden there by default). */
  allowScrollButtonsMobile?: boolean;
  'aria-label'?: string;
  'data-testid'?: string;
  className?: string;
  sx?: SxProps<Theme>;
};

const TabsRoot = styled('div')({ display: 'flex', minHeight: 48, overflow: 'hidden' });

const TabList = styled('div')({
  position: 'relative',
  flex: '1 1 auto',
  display: 'flex',
  overflowX: 'hidden',
  '&.scrollable': {
    overflowX: 'auto',
    scrollbarWidth: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  },
});

const ScrollButton = styled(ButtonBase)(({ theme }) => ({
  width: 40,
  flexShrink: 0,
  color: theme.palette.text.secondary,
  '&.Mui-disabled': { opacity: 0 },
}));

const BACK_PATH = 'M15.41 16.09 10.83 11.5l4.58-4.59L14 5.5l-6 6 6 6z';
const FORWARD_PATH = 'M8.59 16.34 13.17 11.75 8.59 7.16 10 5.75l6 6-6 6z';

type Overflow = { back: boolean; forward: boolean };

/** Whether a row can scroll back or forward; read after layout (resize, scroll), never forced. */
const useOverflow = (listRef: RefObject<HTMLDivElement | null>, watch: boolean): Overflow => {
  const [overflow, setOverflow] = useState<Overflow>({ back: false, forward: false });
  useEffect(() => {
    const list = listRef.current;
    if (!list || !watch || typeof ResizeObserver === 'undefined') return undefined;
    const update = (): void => {
      const back = list.scrollLeft > 1;
      const forward = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setOverflow((now) =>
        now.back === back && now.forward === forward ? now : { back, forward },
      );
    };
    const observer = new ResizeObserver(update);
    observer.observe(list);
    list.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      list.removeEventListener('scroll', update);
    };
  }, [listRef, watch]);
  return overflow;
};

const scrollRowTo = (row: HTMLElement, left: number): void => {
  row.scrollLeft = left;
};

/** Scrolls `row` so its selected tab is inside it. */
const bringSelectedIntoView = (row: HTMLElement): void => {
  const tab = row.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!tab) return;
  const start = tab.offsetLeft;
  const end = start + tab.offsetWidth;
  if (start < row.scrollLeft) scrollRowTo(row, start);
  else if (end > row.scrollLeft + row.clientWidth) scrollRowTo(row, end - row.clientWidth);
};

/**
 * Scrolls a scrollable row so its selected tab is inside it (first render and each change).
 * The boxes are read in a ResizeObserver's first callback, which the browser runs right after
 * its own layout of the frame: read from an effect, they forced the page's first layout inside
 * the task that committed it (≈ 35 ms of /trade's first render on this machine).
 */
const useSelectedInView = (
  listRef: RefObject<HTMLDivElement | null>,
  value: TabValue,
  on: boolean,
): void => {
  useEffect(() => {
    const list = listRef.current;
    if (!list || !on) return undefined;
    if (typeof ResizeObserver === 'undefined') {
      bringSelectedIntoView(list);
      return undefined;
    }
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      bringSelectedIntoView(list);
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [listRef, value, on]);
};

/** Arrow keys, Home and End move the focus along the row (the WAI-ARIA tabs pattern). */
const moveFocus = (event: KeyboardEvent<HTMLDivElement>): void =>
  moveFocusAlong(event, '[role="tab"]:not([disabled])');

const ScrollArrow = ({
  direction,
  disabled,
  hideOnMobile,
  onClick,
}: {
  direction: 1 | -1;
  disabled: boolean;
  hideOnMobile: boolean;
  onClick: () => void;
}): ReactElement => (
  <ScrollButton
    aria-hidden
    tabIndex={-1}
    data-scroll={direction < 0 ? 'back' : 'forward'}
    disabled={disabled}
    onClick={onClick}
    sx={hideOnMobile ? { display: { xs: 'none', sm: 'inline-flex' } } : undefined}
  >
    <SvgIcon fontSize="small">
      <path d={direction < 0 ? BACK_PATH : FORWARD_PATH} />
    </SvgIcon>
  </ScrollButton>
);

/** A row of tabs; `onChange` gets the value of the tab chosen. */
export const Tabs = <V extends TabValue>({
  value,
  onChange,
  children,
  variant = 'standard',
  scrollButtons = false,
  allowScrollButtonsMobile = false,
  className,
  sx,
  'aria-label': ariaLabel,
  'data-testid': testId,
}: TabsProps<V>): ReactElement => {
  // A ref, not state: a ref callback setting state made every row render again inside the
  // commit that mounted it (a synchronous update, 3 rows on /trade). The row is always there.
  const listRef = useRef<HTMLDivElement | null>(null);
  const scrollable = variant === 'scrollable';
  const withButtons = scrollable && scrollButtons !== false;
  const overflow = useOverflow(listRef, withButtons);
  useSelectedInView(listRef, value, scrollable);
  // Memoised: the row's own state (its overflow) changes after mount and on scroll, and the
  // tabs need not render again for that.
  const state = useMemo(
    (): TabsState => ({
      value,
      select: (event, next) => onChange(event, next as V),
      fullWidth: variant === 'fullWidth',
    }),
    [value, onChange, variant],
  );
  const scrollBy = (direction: 1 | -1): void =>
    listRef.current?.scrollBy?.({
      left: direction * listRef.current.clientWidth * 0.8,
      behavior: 'smooth',
    });
  const showButtons = withButtons && (overflow.back || overflow.forward);
  const arrow = (direction: 1 | -1): ReactElement | null =>
    showButtons ? (
      <ScrollArrow
        direction={direction}
        disabled={direction < 0 ? !overflow.back : !overflow.forward}
        hideOnMobile={!allowScrollButtonsMobile}
        onClick={() => scrollBy(direction)}
      />
    ) : null;
  return (
    <TabsRoot className={classNames('MuiTabs-root', className)} sx={sx} data-testid={testId}>
      {arrow(-1)}
      <TabList
        ref={listRef}
        role="tablist"
        aria-label={ariaLabel}
        aria-orientation="horizontal"
        className={classNames('MuiTabs-list', scrollable && 'scrollable')}
        onKeyDown={moveFocus}
      >
        <TabsContext.Provider value={state}>{children}</TabsContext.Provider>
      </TabList>
      {arrow(1)}
    </TabsRoot>
  );
};

const TabButton = styled(ButtonBase)(({ theme }) => ({
  ...theme.typography.button,
  position: 'relative',
  flexShrink: 0,
  minHeight: 48,
  minWidth: 90,
  maxWidth: 360,
  padding: '12px 16px',
  lineHeight: 1.25,
  textAlign: 'center',
  color: theme.palette.text.secondary,
  '&.Mui-selected': { color: theme.palette.primary.main },
  // The theme's focus ring, drawn inside: a scrolling row clips what is outside it.
  '&.Mui-focusVisible': { outlineOffset: -2 },
  '&.full-width': { flex: '1 1 0', maxWidth: 'none' },
  // The underline: drawn by the tab itself, so nothing measures where it goes.
  '&::after': {
    content: '""',
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    height: 2,
    backgroundColor: theme.palette.primary.main,
    transform: 'scaleX(0)',
    transition: theme.transitions.create('transform', {
      duration: theme.transitions.duration.short,
    }),
  },
  '&.Mui-selected::after': { transform: 'scaleX(1)' },
}));

export type TabProps = Omit<ButtonBaseProps, 'value' | 'onChange' | 'children'> & {
  value: TabValue;
  label: ReactNode;
  'data-testid'?: string;
};

/** One tab of a `Tabs` row: selected when its value is the row's value. */
export const Tab = ({ value, label, className, onClick, ...rest }: TabProps): ReactElement => {
  const tabs = useContext(TabsContext);
  const selected = tabs !== null && Object.is(tabs.value, value);
  return (
    <TabButton
      {...rest}
      focusRipple
      role="tab"
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      className={classNames(
        'MuiTab-root',
        selected && 'Mui-selected',
        tabs?.fullWidth && 'full-width',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!selected) tabs?.select(event, value);
      }}
    >
      {label}
    </TabButton>
  );
};
