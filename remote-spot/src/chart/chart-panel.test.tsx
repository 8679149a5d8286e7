import { BehaviorSubject, I18nProvider, type Translator } from '@exchange/shared';
import { initialMarketState, type MarketFeedState } from '@exchange/shared/trading';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { depthRow, pairOf } from '../test-kit/spot-fixtures';
import { fakeApi, fakeChartEngine, fakeSocket, spotTestI18n } from '../test-kit/spot-harness';
import { ChartPanel } from './chart-panel';

const PAIR = pairOf('BTC/USDT', 1, {}, { close: '97120.35', change: '1.33' });
const BARS = [
  { time: 60_000, open: '1', high: '1', low: '1', close: '1', volume: '1' },
  { time: 120_000, open: '1', high: '2', low: '1', close: '2', volume: '1' },
];

let i18n: Translator;
beforeAll(async () => {
  i18n = await spotTestI18n();
});
afterEach(() => jest.restoreAllMocks());

const setup = (): { get: jest.SpyInstance; live: () => string[]; options: object[] } => {
  const socket = fakeSocket();
  const { get } = fakeApi({ 'market/kline': () => BARS });
  const { engine, options } = fakeChartEngine();
  const feed = new BehaviorSubject<MarketFeedState>({
    ...initialMarketState(),
    status: 'ready',
    depth: { in: [depthRow('97000', '1')], out: [depthRow('97200', '2')] },
  });
  render(
    <I18nProvider i18n={i18n}>
      <ChartPanel
        pair={PAIR}
        feed$={feed}
        stale={false}
        loadEngine={() => Promise.resolve(engine)}
      />
    </I18nProvider>,
  );
  return { get, live: socket.live, options };
};

describe('ChartPanel', () => {
  it('shows the pair header and asks market/kline with symbol, period and pair id', async () => {
    const { get } = setup();
    expect(screen.getByTestId('market-symbol')).toHaveTextContent('BTC/USDT');
    expect(screen.getByTestId('market-latest')).toHaveTextContent('97,120.35');
    await waitFor(() =>
      expect(screen.getByTestId('kline-chart')).toHaveAttribute('data-status', 'ready'),
    );
    expect(get).toHaveBeenCalledWith(
      'market/kline',
      expect.objectContaining({ symbol: 'BTC/USDT', period: '1min', currency_match_id: 1 }),
      { silentError: true },
    );
  });

  it('keeps the KLINE subscription across interval changes', async () => {
    const { get, live } = setup();
    await waitFor(() => expect(live()).toEqual(['KLINE.BTC/USDT']));
    fireEvent.click(screen.getByTestId('kline-view-1day'));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        'market/kline',
        expect.objectContaining({ period: '1day' }),
        { silentError: true },
      ),
    );
    expect(live()).toEqual(['KLINE.BTC/USDT']);
    await waitFor(() =>
      expect(screen.getByTestId('kline-chart')).toHaveAttribute('data-status', 'ready'),
    );
  });

  it('switches to the depth chart of the book and back', async () => {
    const { options, live } = setup();
    await waitFor(() =>
      expect(screen.getByTestId('kline-chart')).toHaveAttribute('data-status', 'ready'),
    );
    fireEvent.click(screen.getByTestId('chart-view-depth'));
    expect(screen.getByTestId('depth-chart')).toBeInTheDocument();
    expect(screen.queryByTestId('kline-chart')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(options.some((option) => JSON.stringify(option).includes('"id":"asks"'))).toBe(true),
    );
    await waitFor(() => expect(live()).toEqual([]));
    fireEvent.click(screen.getByTestId('chart-view-candles'));
    await waitFor(() =>
      expect(screen.getByTestId('kline-chart')).toHaveAttribute('data-status', 'ready'),
    );
  });
});
