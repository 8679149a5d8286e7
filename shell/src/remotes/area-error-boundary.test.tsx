import { createTheme, ThemeProvider } from '@exchange/shared/ui-kit';
import { createTestI18n } from '@exchange/shared/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nProvider, type Translator } from '@exchange/shared';
import commonTexts from '../../../shared/src/i18n/locales/en.json';
import shellTexts from '../locales/en.json';
import { AreaErrorBoundary } from './area-error-boundary';
import { AreaLoadError } from './load-area-module';

let i18n: Translator;

beforeAll(async () => {
  i18n = await createTestI18n({ shell: shellTexts, common: commonTexts });
});

let consoleError: jest.SpyInstance;

beforeEach(() => {
  // React and the boundary both log the caught error; keep the output readable.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
});

const theme = createTheme({
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});

const Boom = ({ error }: { error: unknown }): ReactElement => {
  throw error;
};

const renderBoundary = (children: ReactNode, onRetry: () => Promise<void>): void => {
  render(
    <ThemeProvider theme={theme}>
      <I18nProvider i18n={i18n}>
        <p>header stays</p>
        <AreaErrorBoundary area="spot" onRetry={onRetry}>
          {children}
        </AreaErrorBoundary>
      </I18nProvider>
    </ThemeProvider>,
  );
};

describe('AreaErrorBoundary', () => {
  it('renders its children when nothing fails', () => {
    renderBoundary(
      <p>trade screen</p>,
      jest.fn(async () => undefined),
    );
    expect(screen.getByText('trade screen')).toBeInTheDocument();
    expect(screen.queryByTestId('area-unavailable')).not.toBeInTheDocument();
  });

  it('shows the load-failed fallback inside the area when a screen throws', () => {
    renderBoundary(
      <Boom error={new Error('chunk failed')} />,
      jest.fn(async () => undefined),
    );
    const fallback = screen.getByTestId('area-unavailable');
    expect(fallback).toHaveAttribute('data-kind', 'load-failed');
    expect(fallback).toHaveTextContent(
      shellTexts.unavailable['load-failed'].title.replace('{{area}}', shellTexts.areas.spot),
    );
    expect(screen.getByText('header stays')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      '[areas] spot failed',
      expect.any(Error),
      expect.anything(),
    );
  });

  it('keeps the kind of an AreaLoadError (not deployed)', () => {
    renderBoundary(
      <Boom error={new AreaLoadError('not-deployed', 'spot', 'spot is not in /remotes.json')} />,
      jest.fn(async () => undefined),
    );
    const fallback = screen.getByTestId('area-unavailable');
    expect(fallback).toHaveAttribute('data-kind', 'not-deployed');
    expect(fallback).toHaveTextContent(shellTexts.unavailable['not-deployed'].title);
  });

  it('Retry calls onRetry once and is disabled until it settles', async () => {
    let finish!: () => void;
    const onRetry = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    renderBoundary(<Boom error={new Error('offline')} />, onRetry);
    const retry = screen.getByRole('button', { name: commonTexts.retry });

    fireEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(retry).toBeDisabled();
    fireEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    expect(retry).toBeEnabled();
  });
});
