import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { ElementType, ReactElement } from 'react';
import { classNames } from './class-names';

// The kit's own Link, in place of MUI's (0.8 KB on every page): MUI's Link is a Typography
// with underline rules, and so is this one. It keeps the props the product uses (`component`
// with `to` for router links, `href`, `underline`, `color`, `variant`, `sx`) and MUI's class
// name `MuiLink-root`.

export type LinkProps = Omit<TypographyProps, 'color' | 'component'> & {
  /** The element or component to render (an `a` by default; the router's Link for routes). */
  component?: ElementType;
  to?: string;
  href?: string;
  target?: string;
  rel?: string;
  underline?: 'none' | 'hover' | 'always';
  /** A palette colour (`primary` by default, `inherit`, `text.secondary`, …). */
  color?: string;
};

const UNDERLINE = {
  none: { textDecoration: 'none' },
  hover: { textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
  always: { textDecoration: 'underline', textUnderlineOffset: '0.15em' },
} as const;

/** `primary` → `primary.main`; `inherit` and paths such as `text.secondary` as they are. */
const paletteColor = (color: string): string =>
  color === 'inherit' || color.includes('.') ? color : `${color}.main`;

/** A text link in the theme's colours. */
export const Link = ({
  component = 'a',
  underline = 'always',
  color = 'primary',
  variant = 'inherit',
  className,
  sx,
  ...rest
}: LinkProps): ReactElement => (
  <Typography
    component={component}
    variant={variant}
    className={classNames('MuiLink-root', className)}
    sx={[
      { cursor: 'pointer', color: paletteColor(color), ...UNDERLINE[underline] },
      ...(Array.isArray(sx) ? sx : [sx]),
    ]}
    {...rest}
  />
);
