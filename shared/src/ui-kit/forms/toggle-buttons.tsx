import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import { alpha, styled, type SxProps, type Theme } from '@mui/material/styles';
import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useMemo,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { classNames } from '../class-names';
import { moveFocusAlong } from './arrow-focus';

// The kit's own toggle buttons, in place of MUI's ToggleButtonGroup and ToggleButton. MUI's
// buttons register themselves with their group's roving focus in a layout effect, each one a
// state update, so every group rendered again with all its buttons right after it mounted,
// inside the commit of the page (13 buttons in 3 groups on /trade). Here the one tab stop is
// worked out from the group's value while rendering, and arrow keys move the focus through the
// DOM, as the kit's tabs do. Kept from MUI: the look, `role="group"`, `aria-pressed`, the
// exclusive `onChange(event, value | null)` (null when the chosen button is clicked again), and
// the class names `MuiToggleButtonGroup-root`, `MuiToggleButton-root`, `Mui-selected` and
// `Mui-disabled` that call sites' `sx` select on. Only exclusive groups: the product has no
// other kind.

export type ToggleValue = string | number;

type GroupState = {
  value: unknown;
  /** The button that takes the tab stop: the chosen one, else the first. */
  tabStop: unknown;
  choose: (event: MouseEvent<HTMLElement>, value: ToggleValue) => void;
  size: 'small' | 'medium' | 'large';
  color: 'standard' | 'primary';
  fullWidth: boolean;
  disabled: boolean;
};

const GroupContext = createContext<GroupState | null>(null);

export type ToggleButtonGroupProps<V extends ToggleValue> = {
  /** Only exclusive groups exist (one value or none). */
  exclusive: true;
  value: V | null;
  onChange?: (event: MouseEvent<HTMLElement>, value: V | null) => void;
  children: ReactNode;
  size?: 'small' | 'medium' | 'large';
  color?: 'standard' | 'primary';
  fullWidth?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
  className?: string;
  sx?: SxProps<Theme>;
};

const GroupRoot = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  borderRadius: theme.shape.borderRadius,
  '&.full-width': { display: 'flex', width: '100%' },
  // `:where` keeps these at two classes, so a call site's `& .MuiToggleButton-root` (in the
  // same rule, after them) still wins, as it does over MUI's.
  '& > .MuiToggleButton-root:where(:not(:last-child))': {
    borderTopRightRadius: 0,
    borderBottomRightRadius: 0,
  },
  '& > .MuiToggleButton-root:where(:not(:first-child))': {
    marginLeft: -1,
    borderLeft: '1px solid transparent',
    borderTopLeftRadius: 0,
    borderBottomLeftRadius: 0,
  },
  '& > .Mui-selected + .Mui-selected': { borderLeft: 0, marginLeft: 0 },
  '& > .Mui-focusVisible': { zIndex: 1 },
}));

/** Arrow keys, Home and End move the focus along the group; Space and Enter choose. */
const moveFocus = (event: KeyboardEvent<HTMLDivElement>): void =>
  moveFocusAlong(event, ':scope > button:not([disabled])');

const valuesOf = (children: ReactNode): unknown[] =>
  Children.toArray(children).map((child) =>
    isValidElement<{ value?: unknown }>(child) ? child.props.value : undefined,
  );

/** A row of buttons of which one (or none) is chosen. */
export const ToggleButtonGroup = <V extends ToggleValue>({
  value,
  onChange,
  children,
  size = 'medium',
  color = 'standard',
  fullWidth = false,
  disabled = false,
  className,
  sx,
  'aria-label': ariaLabel,
  'aria-labelledby': labelledBy,
  'data-testid': testId,
}: ToggleButtonGroupProps<V>): ReactElement => {
  const values = valuesOf(children);
  const tabStop = values.some((item) => Object.is(item, value)) ? value : values[0];
  const state = useMemo(
    (): GroupState => ({
      value,
      tabStop,
      choose: (event, chosen) => onChange?.(event, Object.is(chosen, value) ? null : (chosen as V)),
      size,
      color,
      fullWidth,
      disabled,
    }),
    [value, tabStop, onChange, size, color, fullWidth, disabled],
  );
  return (
    <GroupRoot
      role="group"
      aria-label={ariaLabel}
      aria-labelledby={labelledBy}
      data-testid={testId}
      className={classNames('MuiToggleButtonGroup-root', fullWidth && 'full-width', className)}
      sx={sx}
      onKeyDown={moveFocus}
    >
      <GroupContext.Provider value={state}>{children}</GroupContext.Provider>
    </GroupRoot>
  );
};

type Look = { size: GroupState['size']; colour: GroupState['color']; fullWidth: boolean };

// The size, colour and width are variants of the button's one class, as in MUI: a call site's
// `& .MuiToggleButton-root` (two classes) then still outweighs them.
const LOOK_PROPS = new Set(['size', 'colour', 'fullWidth']);

const ButtonRoot = styled(ButtonBase, {
  shouldForwardProp: (prop) => !LOOK_PROPS.has(String(prop)),
})<Look>(({ theme }) => {
  const { palette } = theme;
  const selected = (colour: string): object => ({
    '&.Mui-selected': {
      color: colour,
      backgroundColor: alpha(colour, palette.action.selectedOpacity),
      '&:hover': {
        backgroundColor: alpha(
          colour,
          palette.action.selectedOpacity + palette.action.hoverOpacity,
        ),
        '@media (hover: none)': { backgroundColor: alpha(colour, palette.action.selectedOpacity) },
      },
    },
  });
  return {
    ...theme.typography.button,
    borderRadius: theme.shape.borderRadius,
    padding: 11,
    border: `1px solid ${palette.divider}`,
    color: palette.action.active,
    '&.Mui-disabled': {
      color: palette.action.disabled,
      border: `1px solid ${palette.action.disabledBackground}`,
    },
    '&:hover': {
      textDecoration: 'none',
      backgroundColor: alpha(palette.text.primary, palette.action.hoverOpacity),
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    variants: [
      { props: { colour: 'standard' }, style: selected(palette.text.primary) },
      { props: { colour: 'primary' }, style: selected(palette.primary.main) },
      { props: { fullWidth: true }, style: { width: '100%' } },
      { props: { size: 'small' }, style: { padding: 7, fontSize: theme.typography.pxToRem(13) } },
      { props: { size: 'large' }, style: { padding: 15, fontSize: theme.typography.pxToRem(15) } },
    ],
  };
});

export type ToggleButtonProps = Omit<ButtonBaseProps, 'value' | 'onChange'> & {
  value: ToggleValue;
  'data-testid'?: string;
};

/** One button of a `ToggleButtonGroup`: chosen when its value is the group's value. */
export const ToggleButton = ({
  value,
  className,
  disabled,
  onClick,
  children,
  ...rest
}: ToggleButtonProps): ReactElement => {
  const group = useContext(GroupContext);
  const selected = group !== null && Object.is(group.value, value);
  const off = Boolean(disabled || group?.disabled);
  return (
    <ButtonRoot
      {...rest}
      type="button"
      value={value}
      disabled={off}
      aria-pressed={selected}
      tabIndex={group === null || Object.is(group.tabStop, value) ? 0 : -1}
      size={group?.size ?? 'medium'}
      colour={group?.color ?? 'standard'}
      fullWidth={group?.fullWidth ?? false}
      // ButtonBase adds `Mui-disabled` itself.
      className={classNames('MuiToggleButton-root', selected && 'Mui-selected', className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) group?.choose(event, value);
      }}
    >
      {children}
    </ButtonRoot>
  );
};
