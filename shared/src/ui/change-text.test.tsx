import { ThemeProvider } from '@exchange/shared/ui-kit';
import { render, screen } from '@testing-library/react';
import { TRADE_COLOR, type ThemeMode } from '../theme/theme';
import { createAppTheme } from '../ui-kit';
import { ChangeText } from './change-text';

const renderChange = (change: string | null | undefined, mode: ThemeMode = 'dark'): HTMLElement => {
  render(
    <ThemeProvider theme={createAppTheme(mode)}>
      <span data-testid="cell">
        <ChangeText change={change} />
      </span>
    </ThemeProvider>,
  );
  return screen.getByTestId('cell').firstElementChild as HTMLElement;
};

describe('ChangeText', () => {
  it('shows a rise in green with a plus sign and 2 decimals', () => {
    const element = renderChange('1.239');
    expect(element).toHaveTextContent('+1.23%');
    expect(element).toHaveStyle({ color: TRADE_COLOR.dark.up });
  });

  it('shows 0 in green (green when ≥ 0)', () => {
    const element = renderChange('0');
    expect(element).toHaveTextContent('+0.00%');
    expect(element).toHaveStyle({ color: TRADE_COLOR.dark.up });
  });

  it('shows a fall in red with its minus sign', () => {
    const element = renderChange('-2.5');
    expect(element).toHaveTextContent('-2.50%');
    expect(element).toHaveStyle({ color: TRADE_COLOR.dark.down });
  });

  it('shows a tiny fall floored to -0.01 in red', () => {
    const element = renderChange('-0.001');
    expect(element).toHaveTextContent('-0.01%');
    expect(element).toHaveStyle({ color: TRADE_COLOR.dark.down });
  });

  it('shows the server\'s "-0.00" (a zero change) in green like any other 0', () => {
    const element = renderChange('-0.00');
    expect(element).toHaveTextContent('0.00%');
    expect(element).toHaveStyle({ color: TRADE_COLOR.dark.up });
  });

  it('uses the light theme colours in light mode', () => {
    const up = renderChange('3', 'light');
    expect(up).toHaveStyle({ color: TRADE_COLOR.light.up });
  });

  it('shows -- without a percent sign for a missing value', () => {
    const element = renderChange(null);
    expect(element.textContent).toBe('--');
  });
});
