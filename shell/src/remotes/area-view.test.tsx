import { createTheme, ThemeProvider } from '@exchange/shared/ui-kit';
import { createTestI18n } from '@exchange/shared/testing';
import { I18nProvider, type Translator } from '@exchange/shared';
import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect, type ComponentType, type ReactElement } from 'react';
import commonTexts from '../../../shared/src/i18n/locales/en.json';
import shellTexts from '../locales/en.json';
import { AreaView } from './area-view';
import { AreaLoadError, loadAreaModule, readyAreaScreen } from './load-area-module';

jest.mock('./load-area-module', () => ({
  ...jest.requireActual<object>('./load-area-module'),
  loadAreaModule: jest.fn(),
  readyAreaScreen: jest.fn(),
}));
jest.mock('./remotes-manifest', () => ({ reloadManifest: jest.fn(async () => undefined) }));

let i18n: Translator;

beforeAll(async () => {
  i18n = await createTestI18n({ shell: shellTexts, common: commonTexts });
});

const TradeScreen = (): ReactElement => <p>trade screen</p>;

const renderArea = (): void => {
  render(
    <ThemeProvider theme={createTheme()}>
      <I18nProvider i18n={i18n}>
        <AreaView area="spot" module="trade" />
      </I18nProvider>
    </ThemeProvider>,
  );
};

beforeEach(() => {
  jest.mocked(readyAreaScreen).mockReturnValue(null);
  jest.mocked(loadAreaModule).mockReset();
});

// The order matters: the page's first area screen is handled apart from later ones.
describe('AreaView', () => {
  it("shows the page's first screen right after the shell's first commit, even when already loaded", async () => {
    jest.mocked(readyAreaScreen).mockReturnValue(TradeScreen as ComponentType);
    let firstCommit = '';
    const Shell = (): ReactElement => {
      useLayoutEffect(() => {
        firstCommit = document.body.textContent ?? '';
      }, []);
      return <p>header</p>;
    };
    await act(async () => {
      render(
        <ThemeProvider theme={createTheme()}>
          <I18nProvider i18n={i18n}>
            <Shell />
            <AreaView area="spot" module="trade" />
          </I18nProvider>
        </ThemeProvider>,
      );
    });
    // The header's commit did not wait for the screen's render...
    expect(firstCommit).toContain('header');
    expect(firstCommit).not.toContain('trade screen');
    // ...and the screen follows without a new load (no Suspense fallback, no reveal throttle).
    expect(screen.getByText('trade screen')).toBeInTheDocument();
    expect(screen.queryByTestId('area-skeleton')).not.toBeInTheDocument();
    expect(loadAreaModule).not.toHaveBeenCalled();
  });

  it('renders a later screen whose module already loaded in its first commit, without a skeleton', () => {
    jest.mocked(readyAreaScreen).mockReturnValue(TradeScreen as ComponentType);
    renderArea();
    expect(screen.getByText('trade screen')).toBeInTheDocument();
    expect(screen.queryByTestId('area-skeleton')).not.toBeInTheDocument();
    expect(document.querySelector('[data-area-rendered="spot"]')).not.toBeNull();
    expect(loadAreaModule).not.toHaveBeenCalled();
  });

  it('shows the skeleton while the module loads, then the screen and its rendered marker', async () => {
    let resolve: (value: { default: ComponentType }) => void = () => undefined;
    jest.mocked(loadAreaModule).mockReturnValue(
      new Promise((done) => {
        resolve = done;
      }),
    );
    renderArea();
    expect(screen.getByTestId('area-skeleton')).toBeInTheDocument();
    expect(document.querySelector('[data-area-rendered]')).toBeNull();
    expect(loadAreaModule).toHaveBeenCalledWith('spot', 'trade');
    await act(async () => resolve({ default: TradeScreen }));
    expect(screen.getByText('trade screen')).toBeInTheDocument();
    expect(screen.queryByTestId('area-skeleton')).not.toBeInTheDocument();
    expect(document.querySelector('[data-area-rendered="spot"]')).not.toBeNull();
  });

  it('hands a failed load to the area error boundary', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest
      .mocked(loadAreaModule)
      .mockRejectedValue(new AreaLoadError('not-deployed', 'spot', 'spot is not in /remotes.json'));
    renderArea();
    expect(await screen.findByTestId('area-unavailable')).toBeInTheDocument();
    expect(screen.queryByTestId('area-skeleton')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});
