import { createTestI18n } from '@exchange/shared/testing';
import {
  api,
  BehaviorSubject,
  type ConnectionState,
  type DayMarketPush,
  fiatSetting,
  type Push,
  type QuoteGroup,
  socket,
  Subject,
  I18nProvider,
  type Translator,
} from '@exchange/shared';
import { MemoryRouter, Route, Routes } from '@exchange/shared/router';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import publicTexts from '../locales/en.json';
import pageTexts from '../page-texts/locales/en.json';
import { PAGES_NAMESPACE } from '../page-texts/page-texts';
import { MarketsPage } from './markets-page';
import { groupOf, pairOf } from './test-fixtures';

const texts = pageTexts.markets;

let i18n: Translator;

beforeAll(async () => {
  i18n = await createTestI18n({ public: publicTexts, [PAGES_NAMESPACE]: pageTexts });
});

const groups = (): QuoteGroup[] => [
  groupOf('USDT', '7.1', [
    pairOf('BTC/USDT', { close: '97120.35', change: '1.33' }, { id: 1 }),
    pairOf('ETH/USDT', { close: '3384.17', change: '-1.89' }, { id: 2 }),
    pairOf('XRP/USDT', { close: '9.5', change: '0.00' }, { id: 4 }),
    pairOf('LTC/USDT', { close: '10.1', change: '-0.5' }, { id: 3 }),
  ]),
  groupOf(
    'BTC',
    '680000',
    [pairOf('ETH/BTC', { close: '0.0349', change: '0.58' }, { id: 9 })],
    '95000',
  ),
];

let get: jest.SpyInstance;
let dayMarket: Subject<Push>;
let connection: BehaviorSubject<ConnectionState>;

beforeEach(() => {
  window.localStorage.clear();
  get = jest.spyOn(api, 'get').mockResolvedValue(groups());
  dayMarket = new Subject<Push>();
  jest.spyOn(socket, 'topic').mockReturnValue(dayMarket.asObservable() as never);
  connection = new BehaviorSubject<ConnectionState>({
    status: 'open',
    attempt: 0,
    nextAttemptAt: null,
  });
  jest.spyOn(socket, 'connectionState$').mockReturnValue(connection.asObservable());
});

afterEach(() => {
  jest.restoreAllMocks();
});

const renderPage = (): ReturnType<typeof render> =>
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/markets']}>
        <Routes>
          <Route path="/markets" element={<MarketsPage />} />
          <Route path="/trade" element={<p>trade page</p>} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );

const rowSymbols = (): string[] =>
  screen.queryAllByTestId('market-row').map((row) => row.getAttribute('data-symbol') ?? '');

const loaded = async (): Promise<void> => {
  await screen.findAllByTestId('market-row');
};

describe('MarketsPage', () => {
  it('shows skeleton rows while loading, then every pair of every quote on tab 0', async () => {
    renderPage();
    expect(screen.getAllByTestId('market-row-loading').length).toBeGreaterThan(0);
    await loaded();
    expect(get).toHaveBeenCalledWith('market/currency_matches');
    expect(screen.queryByTestId('market-row-loading')).not.toBeInTheDocument();
    expect(rowSymbols()).toEqual(['BTC/USDT', 'ETH/USDT', 'XRP/USDT', 'LTC/USDT', 'ETH/BTC']);
    expect(screen.queryByTestId('quote-row')).not.toBeInTheDocument();
  });

  it('a quote-currency tab shows that quote only, with the quote-currency row', async () => {
    renderPage();
    await loaded();
    fireEvent.click(screen.getByRole('tab', { name: 'BTC' }));
    expect(rowSymbols()).toEqual(['ETH/BTC']);
    const row = screen.getByTestId('quote-row');
    // Each quote's rate in the estimate currency: dollars on an English page.
    expect(row).toHaveTextContent('USDT ≈ $1.00');
    expect(row).toHaveTextContent('BTC ≈ $95,000.00');

    // The row switches the quote currency too, and disappears again on "All".
    fireEvent.click(within(row).getByText('USDT ≈ $1.00'));
    expect(rowSymbols()).toEqual(['BTC/USDT', 'ETH/USDT', 'XRP/USDT', 'LTC/USDT']);
    expect(screen.getByRole('tab', { name: 'USDT' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: texts.tabAll }));
    expect(screen.queryByTestId('quote-row')).not.toBeInTheDocument();
    expect(rowSymbols()).toHaveLength(5);
  });

  it('sorts by latest price numerically, toggling ascending and descending', async () => {
    renderPage();
    await loaded();
    const header = screen.getByRole('button', { name: texts.column.price });
    fireEvent.click(header);
    expect(rowSymbols()).toEqual(['ETH/BTC', 'XRP/USDT', 'LTC/USDT', 'ETH/USDT', 'BTC/USDT']);
    expect(header.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(header);
    expect(rowSymbols()).toEqual(['BTC/USDT', 'ETH/USDT', 'LTC/USDT', 'XRP/USDT', 'ETH/BTC']);
    expect(header.closest('th')).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts by change and by pair from their headers', async () => {
    renderPage();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: texts.column.change }));
    expect(rowSymbols()).toEqual(['ETH/USDT', 'LTC/USDT', 'XRP/USDT', 'ETH/BTC', 'BTC/USDT']);
    fireEvent.click(screen.getByRole('button', { name: texts.column.pair }));
    expect(rowSymbols()).toEqual(['BTC/USDT', 'ETH/USDT', 'ETH/BTC', 'LTC/USDT', 'XRP/USDT']);
    fireEvent.click(screen.getByRole('button', { name: texts.column.pair }));
    expect(rowSymbols()).toEqual(['XRP/USDT', 'LTC/USDT', 'ETH/USDT', 'ETH/BTC', 'BTC/USDT']);
  });

  it('shows the change with 2 decimals and the fiat value in dollars for English', async () => {
    renderPage();
    await loaded();
    const btc = screen.getAllByTestId('market-row')[0];
    expect(within(btc).getByTestId('row-change')).toHaveTextContent('+1.33%');
    expect(within(btc).getByTestId('row-price')).toHaveTextContent('97,120.3500');
    expect(within(btc).getByTestId('row-fiat')).toHaveTextContent('≈ $97,120.35');
    const ethBtc = screen.getAllByTestId('market-row')[4];
    // 0.0349 BTC × 95000 USD per BTC (docs/decisions.md#display-numbers).
    expect(within(ethBtc).getByTestId('row-fiat')).toHaveTextContent('≈ $3,315.50');
  });

  it('shows the ≈ ¥ value from the group rate once the user picks CNY', async () => {
    renderPage();
    await loaded();
    act(() => fiatSetting.set('CNY'));
    const btc = screen.getAllByTestId('market-row')[0];
    expect(within(btc).getByTestId('row-fiat')).toHaveTextContent('≈ ¥689,554.48');
    const ethBtc = screen.getAllByTestId('market-row')[4];
    expect(within(ethBtc).getByTestId('row-fiat')).toHaveTextContent('≈ ¥23,732.00');
    act(() => fiatSetting.set('USD'));
    expect(within(btc).getByTestId('row-fiat')).toHaveTextContent('≈ $97,120.35');
  });

  it('filters by the search box and shows an empty state when nothing matches', async () => {
    renderPage();
    await loaded();
    const search = screen.getByRole('searchbox', { name: texts.search });
    fireEvent.change(search, { target: { value: 'eth' } });
    expect(rowSymbols()).toEqual(['ETH/USDT', 'ETH/BTC']);
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(rowSymbols()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No pair matches “zzz”.');
  });

  it('clicking a row saves tradeinfo and goes to /trade', async () => {
    renderPage();
    await loaded();
    fireEvent.click(screen.getByText('LTC'));
    expect(JSON.parse(window.localStorage.getItem('tradeinfo') ?? 'null')).toEqual({
      currency_name: 'LTC',
      currency_id: 30,
      legal_name: 'USDT',
      legal_id: 1,
      symbol: 'LTC/USDT',
      match_id: 3,
    });
    expect(screen.getByText('trade page')).toBeInTheDocument();
  });

  it('Enter on a focused row opens it too', async () => {
    renderPage();
    await loaded();
    const row = screen.getAllByTestId('market-row')[1];
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(JSON.parse(window.localStorage.getItem('tradeinfo') ?? 'null')).toMatchObject({
      symbol: 'ETH/USDT',
    });
    expect(screen.getByText('trade page')).toBeInTheDocument();
  });

  it('applies DAY_MARKET pushes and marks the data stale while the live channel reconnects', async () => {
    renderPage();
    await loaded();
    expect(screen.getByTestId('markets-table')).toHaveAttribute('data-stale', 'false');
    expect(screen.queryByTestId('markets-stale')).not.toBeInTheDocument();

    const push: DayMarketPush = {
      type: 'DAY_MARKET',
      topic: 'DAY_MARKET',
      seq: 2,
      epoch: 'run-1',
      currency_match_id: 1,
      symbol: 'BTC/USDT',
      quotation: {
        currency_match_id: 1,
        close: '90000.00',
        change: '-2.456',
        high: '97980.00',
        low: '89000.00',
        volume: '1',
      },
    };
    // The floor rule of the decimals filter: -2.456 shows as -2.46, never rounded towards 0.
    act(() => dayMarket.next(push as unknown as Push));
    const btc = screen.getAllByTestId('market-row')[0];
    expect(within(btc).getByTestId('row-price')).toHaveTextContent('90,000.0000');
    expect(within(btc).getByTestId('row-change')).toHaveTextContent('-2.46%');

    act(() => connection.next({ status: 'reconnecting', attempt: 1, nextAttemptAt: 1 }));
    expect(screen.getByTestId('markets-table')).toHaveAttribute('data-stale', 'true');
    expect(screen.getByTestId('markets-stale')).toHaveTextContent(texts.stale);
    // Stale data stays on screen.
    expect(rowSymbols()).toHaveLength(5);
  });

  it('says so when the market data cannot be loaded', async () => {
    get.mockRejectedValue(new Error('network'));
    renderPage();
    expect(await screen.findByText(texts.failed)).toBeInTheDocument();
  });
});
