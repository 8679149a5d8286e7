import {
  type DealAnswer,
  type Depth,
  type QuoteGroup,
  saveTradeInfo,
  session,
  type UserInfo,
  I18nProvider,
  type Translator,
} from '@exchange/shared';
import { MemoryRouter } from '@exchange/shared/router';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type * as React from 'react';
import { startTransition } from 'react';
import { stubMatchMedia, type MatchMediaStub } from '@exchange/shared/testing';
import { depthRow, groupOf, orderOf, pairOf, tradeOf } from '../test-kit/spot-fixtures';
import {
  fakeApi,
  fakeChartEngine,
  fakeSocket,
  nextFrame,
  spotTestI18n,
  spotTexts,
  type FakeSocket,
} from '../test-kit/spot-harness';
import { TradePage } from './trade-page';

// The real startTransition, counted: a pair change re-renders the page as a transition.
jest.mock('react', () => {
  const actual: typeof React = jest.requireActual('react');
  return { ...actual, startTransition: jest.fn(actual.startTransition) };
});

const BTC = pairOf('BTC/USDT', 1, {}, { close: '100.00' });
const ETH = pairOf('ETH/USDT', 2, {}, { close: '50.00' });
const XRP = pairOf('XRP/USDT', 3, { open_change: 0 });
const ETH_BTC = pairOf('ETH/BTC', 4);
const GROUPS: QuoteGroup[] = [groupOf('USDT', [BTC, ETH, XRP]), groupOf('BTC', [ETH_BTC])];

const USER: UserInfo = {
  id: 7,
  uid: '700',
  email: 'trader@example.com',
  mobile: '',
  account: 'trader@example.com',
  invite_code: 'X',
  review_status: 0,
  is_seller: false,
};

const bookOf = (bid: string, ask: string): Depth => ({
  in: [depthRow(bid, '1'), depthRow(String(Number(bid) - 1), '2')],
  out: [depthRow(ask, '1.5'), depthRow(String(Number(ask) + 1), '3')],
});

const dealOf = (id: number, seq = 10): DealAnswer => {
  const pair = [BTC, ETH, ETH_BTC].find((item) => item.id === id) ?? BTC;
  return {
    currency_match_id: id,
    symbol: pair.symbol,
    quotation: pair.currency_quotation,
    depth: id === 1 ? bookOf('99.5', '100.5') : bookOf('49.5', '50.5'),
    tx_completes: [tradeOf(2, pair.currency_quotation.close, 2), tradeOf(1, '1', 1)],
    seq,
    epoch: 'run-1',
  };
};

let i18n: Translator;
beforeAll(async () => {
  i18n = await spotTestI18n();
});

type Setup = {
  socket: FakeSocket;
  get: jest.SpyInstance;
  post: jest.SpyInstance;
  unmount: () => void;
};

const setup = ({
  loggedIn = false,
  post = {},
}: { loggedIn?: boolean; post?: Parameters<typeof fakeApi>[1] } = {}): Setup => {
  if (loggedIn) session.signIn('tok-1', USER);
  const socket = fakeSocket();
  const { get, post: posted } = fakeApi(
    {
      'market/currency_matches': () => GROUPS,
      'market/deal': (params) => dealOf(Number(params.currency_match_id)),
      'market/kline': () => [
        { time: 60_000, open: '1', high: '1', low: '1', close: '1', volume: '1' },
        { time: 120_000, open: '1', high: '2', low: '1', close: '2', volume: '1' },
      ],
      'account/detail': (params) => ({
        currency_id: params.currency_id,
        currency_code: 'X',
        balance: params.currency_id === 1 ? '1000' : '2',
        lock_balance: '0',
      }),
      'tx_in/list': () => ({ total: 0, per_page: 10, last_page: 1, current_page: 1, data: [] }),
    },
    post,
  );
  const { engine } = fakeChartEngine();
  const view = render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/trade']}>
        <TradePage loadEngine={() => Promise.resolve(engine)} />
      </MemoryRouter>
    </I18nProvider>,
  );
  return { socket, get, post: posted, unmount: view.unmount };
};

const page = (): HTMLElement => screen.getByTestId('trade-page');

const bookReady = async (): Promise<void> => {
  await waitFor(() => expect(screen.getAllByTestId('book-bid').length).toBeGreaterThan(0));
};

beforeEach(() => {
  window.localStorage.clear();
  session.clear();
});
afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

describe('TradePage: entry (docs/product.md#public-and-spot-screens)', () => {
  it('opens the pair saved in tradeinfo when it is still open', async () => {
    saveTradeInfo(ETH);
    const { get } = setup();
    await waitFor(() => expect(page()).toHaveAttribute('data-pair', 'ETH/USDT'));
    await bookReady();
    expect(get).toHaveBeenCalledWith('market/deal', { currency_match_id: 2 });
    expect(screen.getByTestId('market-symbol')).toHaveTextContent('ETH/USDT');
  });

  it('otherwise opens the first pair of the first quote currency', async () => {
    saveTradeInfo(XRP);
    setup();
    await waitFor(() => expect(page()).toHaveAttribute('data-pair', 'BTC/USDT'));
  });

  it('anonymous: subscribes the pair topics only, and shows login links in the form', async () => {
    const { socket, get } = setup();
    await bookReady();
    expect(socket.live()).toEqual([
      'DAY_MARKET',
      'GLOBAL_TX.BTC/USDT',
      'KLINE.BTC/USDT',
      'MARKET_DEPTH.BTC/USDT',
    ]);
    expect(screen.getByTestId('buy-login-prompt')).toBeInTheDocument();
    expect(get.mock.calls.map(([path]) => path)).not.toContain('account/detail');
  });

  it('logged in: also subscribes ACCOUNT_BALANCE, TX_MATCHED and TX_SUBMIT and reads both balances', async () => {
    const { socket, get } = setup({ loggedIn: true });
    await bookReady();
    await waitFor(() =>
      expect(screen.getByTestId('buy-available')).toHaveTextContent('1,000.00 USDT'),
    );
    expect(screen.getByTestId('sell-available')).toHaveTextContent('2.00000000 BTC');
    expect(get).toHaveBeenCalledWith('account/detail', {
      currency_id: 10,
      account_type_id: 1,
      id: 1,
    });
    expect(get).toHaveBeenCalledWith('account/detail', {
      currency_id: 1,
      account_type_id: 1,
      id: 1,
    });
    expect(socket.live()).toEqual([
      'ACCOUNT_BALANCE',
      'DAY_MARKET',
      'GLOBAL_TX.BTC/USDT',
      'KLINE.BTC/USDT',
      'MARKET_DEPTH.BTC/USDT',
      'TX_MATCHED',
      'TX_SUBMIT',
    ]);
  });
});

describe('TradePage: the account changed elsewhere (docs/architecture.md#account-stream)', () => {
  const spotUsdt = (balance: string, accountTypeId = 1): object => ({
    account_type_id: accountTypeId,
    currency_id: 1,
    currency_code: 'USDT',
    balance,
    lock_balance: '0',
  });

  it('an ACCOUNT_BALANCE push of a spot account of the pair sets its Available; other types do not', async () => {
    const { socket } = setup({ loggedIn: true });
    await waitFor(() =>
      expect(screen.getByTestId('buy-available')).toHaveTextContent('1,000.00 USDT'),
    );
    act(() =>
      socket.push('ACCOUNT_BALANCE', { type: 'ACCOUNT_BALANCE', accounts: [spotUsdt('5', 5)] }),
    );
    expect(screen.getByTestId('buy-available')).toHaveTextContent('1,000.00 USDT');
    act(() =>
      socket.push('ACCOUNT_BALANCE', { type: 'ACCOUNT_BALANCE', accounts: [spotUsdt('987.5')] }),
    );
    expect(screen.getByTestId('buy-available')).toHaveTextContent('987.50 USDT');
    expect(screen.getByTestId('sell-available')).toHaveTextContent('2.00000000 BTC');
  });

  it('an order accepted elsewhere brings the balances after its lock', async () => {
    const { socket } = setup({ loggedIn: true });
    await waitFor(() =>
      expect(screen.getByTestId('sell-available')).toHaveTextContent('2.00000000 BTC'),
    );
    act(() =>
      socket.push('TX_SUBMIT', {
        type: 'TX_SUBMIT',
        way: 2,
        order: { id: 9, way: 2, currency_match_id: 1, status: 1 },
        base_account: { balance: '1.5', lock_balance: '0.5' },
        quote_account: { balance: '1000', lock_balance: '0' },
      }),
    );
    expect(screen.getByTestId('sell-available')).toHaveTextContent('1.50000000 BTC');
  });

  it('after a reconnect it loads the balances and the orders again', async () => {
    const { socket, get } = setup({ loggedIn: true });
    await waitFor(() =>
      expect(screen.getByTestId('buy-available')).toHaveTextContent('1,000.00 USDT'),
    );
    await waitFor(() => expect(get).toHaveBeenCalledWith('tx_in/list', expect.anything()));
    const calls = (path: string): number => get.mock.calls.filter(([p]) => p === path).length;
    const [details, lists] = [calls('account/detail'), calls('tx_in/list')];
    act(() => socket.reconnect());
    await waitFor(() => expect(calls('account/detail')).toBe(details + 2));
    await waitFor(() => expect(calls('tx_in/list')).toBe(lists + 1));
  });
});

describe('TradePage: pair change and leaving (docs/product.md#public-and-spot-states "Live data")', () => {
  it('a new pair closes the old topics, opens its own and is saved in tradeinfo', async () => {
    const { socket } = setup();
    await bookReady();
    jest.mocked(startTransition).mockClear();
    fireEvent.click(within(screen.getByTestId('pair-list')).getByText('ETH'));
    // Synchronously within the click: the page switches pair as a transition (INP).
    expect(startTransition).toHaveBeenCalled();
    await waitFor(() => expect(page()).toHaveAttribute('data-pair', 'ETH/USDT'));
    await waitFor(() =>
      expect(socket.live()).toEqual([
        'DAY_MARKET',
        'GLOBAL_TX.ETH/USDT',
        'KLINE.ETH/USDT',
        'MARKET_DEPTH.ETH/USDT',
      ]),
    );
    expect(JSON.parse(window.localStorage.getItem('tradeinfo') ?? 'null')).toMatchObject({
      symbol: 'ETH/USDT',
      match_id: 2,
    });
    await waitFor(() =>
      expect(screen.getAllByTestId('book-bid')[0]).toHaveAttribute('data-price', '49.50'),
    );
  });

  it('leaving the page closes every topic', async () => {
    const { socket, unmount } = setup({ loggedIn: true });
    await bookReady();
    unmount();
    // KLINE is released after a zero-delay grace (interval switches keep it); the rest at once.
    expect(socket.live()).toEqual(['KLINE.BTC/USDT']);
    await waitFor(() => expect(socket.live()).toEqual([]));
  });
});

describe('TradePage: book, trades and form together', () => {
  it('a click on a book row puts its price into the form', async () => {
    setup({ loggedIn: true });
    await bookReady();
    fireEvent.click(screen.getAllByTestId('book-ask')[1]);
    expect(screen.getByTestId('buy-price')).toHaveValue('100.50');
    expect(screen.getByTestId('sell-price')).toHaveValue('100.50');
  });

  it('draws pushed depth and trades, capped at 30 trades', async () => {
    const { socket } = setup();
    await bookReady();
    await act(async () => {
      socket.push('MARKET_DEPTH.BTC/USDT', {
        type: 'MARKET_DEPTH',
        seq: 11,
        epoch: 'run-1',
        currency_match_id: 1,
        symbol: 'BTC/USDT',
        depth: bookOf('98', '101'),
      });
      for (let id = 3; id < 43; id += 1) {
        socket.push('GLOBAL_TX.BTC/USDT', {
          type: 'GLOBAL_TX',
          seq: id,
          epoch: 'run-1',
          completes: [tradeOf(id, '100.75', 2)],
        });
      }
      await nextFrame();
    });
    expect(screen.getAllByTestId('book-bid')[0]).toHaveAttribute('data-price', '98.00');
    expect(screen.getAllByTestId('trade-row')).toHaveLength(30);
    expect(screen.getByTestId('book-last-price')).toHaveTextContent('100.75');
  });

  it('re-syncs the book from market/deal when a depth seq is skipped', async () => {
    const { socket, get } = setup();
    await bookReady();
    const deals = (): number => get.mock.calls.filter(([path]) => path === 'market/deal').length;
    expect(deals()).toBe(1);
    await act(async () => {
      socket.push('MARKET_DEPTH.BTC/USDT', {
        type: 'MARKET_DEPTH',
        seq: 11,
        epoch: 'run-1',
        currency_match_id: 1,
        symbol: 'BTC/USDT',
        depth: bookOf('99', '101'),
      });
      await nextFrame();
    });
    expect(deals()).toBe(1);
    await act(async () => {
      socket.push('MARKET_DEPTH.BTC/USDT', {
        type: 'MARKET_DEPTH',
        seq: 14,
        epoch: 'run-1',
        currency_match_id: 1,
        symbol: 'BTC/USDT',
        depth: bookOf('99', '101'),
      });
      await nextFrame();
    });
    expect(deals()).toBe(2);
  });

  it('marks live data stale while the channel reconnects, and keeps it on screen', async () => {
    const { socket } = setup();
    await bookReady();
    expect(screen.queryByTestId('trade-stale')).not.toBeInTheDocument();
    act(() => socket.connection.next({ status: 'reconnecting', attempt: 1, nextAttemptAt: 1 }));
    expect(screen.getByTestId('trade-stale')).toHaveTextContent(spotTexts.stale);
    expect(screen.getByTestId('order-book')).toHaveAttribute('data-stale', 'true');
    expect(screen.getByTestId('pair-list')).toHaveAttribute('data-stale', 'true');
    expect(screen.getAllByTestId('book-bid').length).toBeGreaterThan(0);
  });

  it('says so when no pair is open', async () => {
    jest.restoreAllMocks();
    fakeSocket();
    fakeApi({ 'market/currency_matches': () => [groupOf('USDT', [XRP])] });
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <TradePage loadEngine={() => Promise.resolve(fakeChartEngine().engine)} />
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(await screen.findByText(spotTexts.noPairs)).toBeInTheDocument();
  });
});

describe('TradePage: on a phone (docs/product.md#trade-pages-on-a-phone)', () => {
  let media: MatchMediaStub;
  beforeEach(() => {
    media = stubMatchMedia(390);
  });
  afterEach(() => media.restore());

  const before = (first: HTMLElement, second: HTMLElement): boolean =>
    Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

  it('shows the chart first, then book / trades / orders as tabs, and no form or pair list', async () => {
    setup({ loggedIn: true });
    await bookReady();
    expect(page()).toHaveAttribute('data-layout', 'phone');
    expect(before(screen.getByTestId('chart-panel'), screen.getByTestId('phone-tabs'))).toBe(true);
    expect(screen.getByTestId('phone-tab-book')).toHaveTextContent(spotTexts.phone.book);
    expect(screen.queryByTestId('recent-trades')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('phone-tab-trades'));
    expect(screen.queryByTestId('order-book')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('phone-tab-orders'));
    expect(await screen.findByTestId('order-panel')).toBeInTheDocument();
    expect(await screen.findAllByText(spotTexts.orders.empty)).not.toHaveLength(0);
    expect(screen.queryByTestId('order-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('pairs-panel')).not.toBeInTheDocument();
  });

  it('opens the pair list from the price header and closes it on a choice', async () => {
    setup({ loggedIn: true });
    await bookReady();
    fireEvent.click(screen.getByRole('button', { name: spotTexts.phone.pairs }));
    const pairs = await screen.findByTestId('pairs-panel');
    fireEvent.click(within(pairs).getByText('ETH'));
    await waitFor(() => expect(page()).toHaveAttribute('data-pair', 'ETH/USDT'));
    await waitFor(() => expect(screen.queryByTestId('pairs-panel')).not.toBeInTheDocument());
  });

  it('the bar opens the form in a bottom sheet with that side only; a placed order closes it', async () => {
    const { post } = setup({
      loggedIn: true,
      post: { 'tx_out/add': () => orderOf(9, { way: 2 }) },
    });
    await bookReady();
    fireEvent.click(screen.getByTestId('phone-sell'));
    const sheet = await screen.findByTestId('phone-trade-sheet');
    expect(sheet).toHaveAttribute('data-side', 'sell');
    expect(within(sheet).getByTestId('sell-submit')).toBeInTheDocument();
    expect(within(sheet).queryByTestId('buy-submit')).not.toBeInTheDocument();
    fireEvent.change(within(sheet).getByTestId('sell-price'), { target: { value: '101' } });
    fireEvent.change(within(sheet).getByTestId('sell-quantity'), { target: { value: '1' } });
    fireEvent.click(within(sheet).getByTestId('sell-submit'));
    fireEvent.click(await screen.findByTestId('confirm-dialog-ok'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        'tx_out/add',
        expect.objectContaining({ price: '101', number: '1' }),
        expect.anything(),
      ),
    );
    await waitFor(() => expect(screen.queryByTestId('order-form')).not.toBeInTheDocument());
  });

  it('keeps the sheet open when the form refuses the order (no price)', async () => {
    setup({ loggedIn: true });
    await bookReady();
    fireEvent.click(screen.getByTestId('phone-buy'));
    const sheet = await screen.findByTestId('phone-trade-sheet');
    fireEvent.click(within(sheet).getByTestId('buy-submit'));
    expect(screen.queryByTestId('order-confirm')).not.toBeInTheDocument();
    expect(within(sheet).getByTestId('order-form')).toBeInTheDocument();
  });

  it('switches to the desktop grid when the window grows past the breakpoint', async () => {
    setup({ loggedIn: true });
    await bookReady();
    act(() => media.resize(1440));
    expect(page()).toHaveAttribute('data-layout', 'desktop');
    expect(screen.getByTestId('order-form')).toBeInTheDocument();
    expect(screen.getByTestId('pairs-panel')).toBeInTheDocument();
    expect(screen.queryByTestId('phone-trade-bar')).not.toBeInTheDocument();
    expect(await screen.findAllByText(spotTexts.orders.empty)).not.toHaveLength(0);
  });
});
