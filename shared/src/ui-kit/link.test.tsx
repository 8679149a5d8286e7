import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { createAppTheme } from './app-theme';
import { Link } from './link';

const theme = createAppTheme('light');
const inTheme = (node: ReactNode): void => {
  render(<ThemeProvider theme={theme}>{node}</ThemeProvider>);
};

const hexToRgb = (hex: string): string => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

const RouteLink = ({ to, ...rest }: { to: string; children?: ReactNode }): ReactNode => (
  <a href={`#${to}`} data-router="yes" {...rest} />
);

describe('Link (the kit)', () => {
  it('is a link in the primary colour, underlined by default', () => {
    inTheme(<Link href="/terms">Terms</Link>);
    const link = screen.getByRole('link', { name: 'Terms' });
    expect(link).toHaveAttribute('href', '/terms');
    expect(link).toHaveClass('MuiLink-root');
    const style = getComputedStyle(link);
    expect(style.textDecoration).toContain('underline');
    // #c99400, the light theme's primary.
    expect(style.color).toBe('rgb(201, 148, 0)');
  });

  it('renders through a given component with its props (a router link)', () => {
    inTheme(
      <Link component={RouteLink} to="/markets" underline="none" data-testid="to-markets">
        Markets
      </Link>,
    );
    const link = screen.getByTestId('to-markets');
    expect(link).toHaveAttribute('href', '#/markets');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(getComputedStyle(link).textDecoration).not.toContain('underline');
  });

  it('inherits the colour around it when asked, and takes palette paths as they are', () => {
    inTheme(
      <div style={{ color: 'rgb(1, 2, 3)' }}>
        <Link href="/a" color="inherit">
          A
        </Link>
        <Link href="/b" color="error">
          B
        </Link>
      </div>,
    );
    // jsdom does not resolve `inherit`: the rule itself is what the browser resolves.
    expect(getComputedStyle(screen.getByRole('link', { name: 'A' })).color).toBe('inherit');
    // error.main of the light theme.
    expect(getComputedStyle(screen.getByRole('link', { name: 'B' })).color).toBe(
      theme.palette.error.main.startsWith('#') ? hexToRgb(theme.palette.error.main) : '',
    );
  });
});
