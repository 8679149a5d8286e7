import { fireEvent, render, screen } from '@testing-library/react';
import { createRef, type ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme } from './app-theme';
import { Alert, AlertTitle } from './alert';

const inTheme = (node: ReactNode, mode: 'light' | 'dark' = 'light'): void => {
  render(<ThemeProvider theme={createAppTheme(mode)}>{node}</ThemeProvider>);
};

describe('Alert (the kit)', () => {
  it('is an alert by default, a status when asked, with its message, title and data props', () => {
    inTheme(
      <Alert severity="info" data-testid="notice" data-areas="spot lever">
        <AlertTitle>Heads up</AlertTitle>A new version
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-testid', 'notice');
    expect(alert).toHaveAttribute('data-areas', 'spot lever');
    expect(alert).toHaveAttribute('data-severity', 'info');
    expect(alert).toHaveClass('MuiAlert-root');
    expect(alert.querySelector('.MuiAlertTitle-root')).toHaveTextContent('Heads up');
    expect(alert.querySelector('.MuiAlert-message')).toHaveTextContent('Heads upA new version');
    render(<Alert role="status">Saved</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('draws a different icon per severity', () => {
    const paths = (['success', 'info', 'warning', 'error'] as const).map((severity) => {
      const { container, unmount } = render(<Alert severity={severity}>x</Alert>);
      const d = container.querySelector('.MuiAlert-icon path')?.getAttribute('d');
      unmount();
      return d;
    });
    expect(new Set(paths).size).toBe(4);
  });

  it('shows the action when given, else a named close button for onClose', () => {
    const onClose = jest.fn();
    const { unmount } = render(
      <Alert onClose={onClose} closeText="Schließen">
        Gone soon
      </Alert>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    render(
      <Alert onClose={onClose} action={<button type="button">Retry</button>}>
        Failed
      </Alert>,
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('hands its root element to a ref (a Snackbar transition holds it) and takes its style', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Alert ref={ref} style={{ opacity: 0.5 }}>
        Moving
      </Alert>,
    );
    expect(ref.current).toBe(screen.getByRole('alert'));
    expect(ref.current?.style.opacity).toBe('0.5');
  });

  it("takes the severity's colours: tinted standard, solid filled", () => {
    inTheme(
      <>
        <Alert severity="error" data-testid="standard">
          a
        </Alert>
        <Alert severity="error" variant="filled" data-testid="filled">
          b
        </Alert>
      </>,
    );
    const standard = getComputedStyle(screen.getByTestId('standard'));
    const filled = getComputedStyle(screen.getByTestId('filled'));
    expect(standard.backgroundColor).not.toBe('');
    expect(filled.backgroundColor).not.toBe(standard.backgroundColor);
    expect(filled.color).toBe('rgb(255, 255, 255)');
  });
});
