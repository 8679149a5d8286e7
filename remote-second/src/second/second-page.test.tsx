import {
  notify,
  Observable,
  type Push,
  type PushedAccount,
  session,
  socket,
  Subject,
  type Translator,
} from '@exchange/shared';
import {
  fakeSocket,
  type FakeSocket,
  flushPending,
  type MatchMediaStub,
  mockApi,
  renderAtRoute,
  signInAs,
  stubMatchMedia,
  testUser,
} from '@exchange/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  DURATIONS,
  liveChannel,
  optionPair,
  payable,
  quoteGroup,
  secondI18n,
  optionOrder,
  secondTexts,
  settled,
  silentChart,
} from '../test-kit/second-kit';
import type { ChartEngine } from '@exchange/shared/trading';
import { SecondPage } from './second-page';
import { SECOND_STORAGE_KEY } from './second-storage';
import type * as React from 'react';
import { startTransition } from 'react';

// The real startTransition, counted: a pair change re-renders the page as a transition.
jest.mock('react', () => {
  const actual: typeof React = jest.requireActual('react');
  return { ...actual, startTransition: jest.fn(actual.startTransition) };
});

const BTC = optionPair('BTC/USDT', 1);
const ETH = optionPair('ETH/USDT', 2, {
  currency_quotation: { ...BTC.currency_quotation, close: '50.25' },
});
const DOGE = optionPair('DOGE/USDT', 3, { open_microtrade: 0 });
const ETH_BTC = optionPair('ETH/BTC', 4);

/** A flat one-minute bar at `close`. */
const bar = (time: number, close: string): object => {
  const [open, high, low] = [close, close, close];
  return { time, close, open, high, low, volume: '1' };
};

/** Mocked answers, then the chart feed's animation frame, then what that set off. */
const settle = async (): Promise<void> => {
  await flushPending();
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  await flushPending();
};

let i18n: Translator;
beforeAll(async () => {
  i18n = await secondI18n();
});
beforeEach(() => {
  window.localStorage.clear();
  signInAs(testUser());
});
afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

const show = (
  live: () => unknown = liveChannel,
  lists: unknown = { data: [], total: 0, per_page: 10, current_page: 1, last_page: 1 },
  engine: ChartEngine = silentChart(),
): ReturnType<typeof mockApi> => {
  live();
  const api = mockApi({
    get: {
      'market/currency_matches': [
        quoteGroup('USDT', [BTC, ETH, DOGE]),
        quoteGroup('BTC', [ETH_BTC]),
      ],
      'market/kline': [bar(1_700_000_000_000, '100'), bar(1_700_000_060_000, '100.5')],
      // A new list per read, as from the server.
      'microtrade/payable_currencies': () => [payable()],
      'microtrade/seconds': DURATIONS,
      'microtrade/lists': lists,
    },
  });
  renderAtRoute(
    i18n,
    '/second',
    '/second',
    <SecondPage loadEngine={() => Promise.resolve(engine)} />,
  );
  return api;
};

it('lists the USDT pairs open for options as tabs, with the chart, form and risk note', async () => {
  show();
  await settle();
  const tabs = within(screen.getByTestId('second-pairs')).getAllByRole('tab');
  expect(tabs.map((tab) => tab.getAttribute('data-testid'))).toEqual([
    'pair-BTC/USDT',
    'pair-ETH/USDT',
  ]);
  expect(screen.getByTestId('second-page').getAttribute('data-pair')).toBe('BTC/USDT');
  expect(screen.getByTestId('market-symbol').textContent).toBe('BTC/USDT');
  expect(screen.getByTestId('micro-balance').textContent).toBe('250.00');
  expect(screen.getByTestId('risk-note').textContent).toContain(secondTexts.risk.body);
});

it('remembers the pair in secondData and opens on it next time', async () => {
  const api = show();
  await settle();
  jest.mocked(startTransition).mockClear();
  act(() => screen.getByTestId('pair-ETH/USDT').click());
  expect(startTransition).toHaveBeenCalled();
  await settle();
  expect(screen.getByTestId('second-page').getAttribute('data-pair')).toBe('ETH/USDT');
  expect(JSON.parse(window.localStorage.getItem(SECOND_STORAGE_KEY.pair) ?? '{}')).toEqual({
    match_id: 2,
    symbol: 'ETH/USDT',
  });
  expect(api.get).toHaveBeenCalledWith(
    'microtrade/lists',
    expect.objectContaining({ match_id: 2 }),
  );
});

it('opens on the pair saved in secondData when it is still open', async () => {
  window.localStorage.setItem(SECOND_STORAGE_KEY.pair, JSON.stringify({ match_id: 2 }));
  show();
  await settle();
  expect(screen.getByTestId('second-page').getAttribute('data-pair')).toBe('ETH/USDT');
  expect(screen.getByTestId('pair-ETH/USDT').getAttribute('aria-selected')).toBe('true');
});

it('remembers the chart period in secondPeriod and restores it', async () => {
  show();
  await settle();
  act(() => screen.getByTestId('kline-view-15min').click());
  await settle();
  expect(window.localStorage.getItem(SECOND_STORAGE_KEY.period)).toBe('15min');
  expect(screen.getByTestId('kline-view-15min').getAttribute('aria-pressed')).toBe('true');
});

it('opens the chart on the saved period', async () => {
  window.localStorage.setItem(SECOND_STORAGE_KEY.period, '1day');
  const api = show();
  await settle();
  await settle();
  expect(screen.getByTestId('kline-view-1day').getAttribute('aria-pressed')).toBe('true');
  expect(api.get).toHaveBeenCalledWith(
    'market/kline',
    expect.objectContaining({ period: '1day' }),
    expect.anything(),
  );
});

it('a visitor sees login and register links, no form and no history', async () => {
  session.clear();
  const api = show();
  await settle();
  expect(screen.getByTestId('second-login-prompt')).toBeTruthy();
  expect(screen.queryByTestId('second-form')).toBeNull();
  expect(screen.getByText(secondTexts.history.loginFirst)).toBeTruthy();
  expect(api.get).not.toHaveBeenCalledWith('microtrade/payable_currencies', expect.anything());
});

it('says so when no pair is open for options', async () => {
  liveChannel();
  mockApi({ get: { 'market/currency_matches': [quoteGroup('USDT', [DOGE])] } });
  renderAtRoute(
    i18n,
    '/second',
    '/second',
    <SecondPage loadEngine={() => Promise.resolve(silentChart())} />,
  );
  await settle();
  expect(screen.getByText(secondTexts.noPairs)).toBeTruthy();
});

/**
 * `socket.topic` counted like the live channel: the first subscriber of a topic sends `sub`,
 * the last one leaving sends `unsub`. `frames` are what the server would have received.
 */
const countedChannel = (): { frames: string[]; send: (topic: string, body: object) => void } => {
  const frames: string[] = [];
  const counts = new Map<string, number>();
  const subjects = new Map<string, Subject<Push>>();
  const subjectOf = (topic: string): Subject<Push> => {
    if (!subjects.has(topic)) subjects.set(topic, new Subject<Push>());
    return subjects.get(topic) as Subject<Push>;
  };
  jest.spyOn(socket, 'topic').mockImplementation(
    ((topic: string) =>
      new Observable<Push>((subscriber) => {
        const count = counts.get(topic) ?? 0;
        counts.set(topic, count + 1);
        if (count === 0) frames.push(`sub ${topic}`);
        const inner = subjectOf(topic).subscribe(subscriber);
        return () => {
          inner.unsubscribe();
          const left = (counts.get(topic) ?? 1) - 1;
          counts.set(topic, left);
          if (left === 0) frames.push(`unsub ${topic}`);
        };
      })) as never,
  );
  return { frames, send: (topic, body) => subjectOf(topic).next({ topic, ...body } as Push) };
};

it('keeps MICRO_CLOSED subscribed once for the page across pair changes', async () => {
  let channel: ReturnType<typeof countedChannel> | null = null;
  show(() => (channel = countedChannel()));
  await settle();
  act(() => screen.getByTestId('pair-ETH/USDT').click());
  await settle();
  act(() => screen.getByTestId('pair-BTC/USDT').click());
  await settle();
  const closed = (channel as ReturnType<typeof countedChannel> | null)?.frames.filter((frame) =>
    frame.endsWith('MICRO_CLOSED'),
  );
  expect(closed).toEqual(['sub MICRO_CLOSED']);
});

it('toasts each settlement: won with the profit, lost with the stake, refunded', async () => {
  let channel: ReturnType<typeof countedChannel> | null = null;
  show(() => (channel = countedChannel()));
  await settle();
  const toasts: { severity: string; message: string }[] = [];
  const watching = notify.toasts$.subscribe((toast) => toasts.push(toast));
  const send = (order: ReturnType<typeof optionOrder>): void =>
    act(() =>
      (channel as ReturnType<typeof countedChannel> | null)?.send('MICRO_CLOSED', { order }),
    );
  // On another pair than the one on screen too: a settlement is news wherever it happened.
  send(settled(optionOrder(1), '101', 'win'));
  send(settled(optionOrder(2, { match_id: 2, symbol_name: 'ETH/USDT' }), '99', 'loss'));
  send(settled(optionOrder(3), '100.5', 'tie'));
  watching.unsubscribe();
  const vars = (text: string, amount: string, symbol = 'BTC/USDT'): string =>
    text.replace('{{symbol}}', symbol).replace('{{amount}}', amount).replace('{{code}}', 'USDT');
  // At USDT's 2 display decimals, within the currency's 8 (payable()); docs/decisions.md#display-numbers.
  expect(toasts).toEqual([
    {
      id: expect.any(Number),
      severity: 'success',
      message: vars(secondTexts.settled.win, '8.50'),
    },
    {
      id: expect.any(Number),
      severity: 'warning',
      message: vars(secondTexts.settled.loss, '10.00', 'ETH/USDT'),
    },
    {
      id: expect.any(Number),
      severity: 'info',
      message: vars(secondTexts.settled.tie, '10.00'),
    },
  ]);
});

describe('live option balances (docs/architecture.md#account-stream)', () => {
  /** An account as ACCOUNT_BALANCE lists it: USDT (currency 1) of the option account (4). */
  const account = (overrides: Partial<PushedAccount> = {}): PushedAccount => ({
    account_type_id: 4,
    currency_id: 1,
    currency_code: 'USDT',
    balance: '0',
    lock_balance: '0',
    ...overrides,
  });
  const showLive = async (): Promise<{ live: FakeSocket; api: ReturnType<typeof mockApi> }> => {
    let live: FakeSocket | null = null;
    const api = show(() => (live = fakeSocket()));
    await settle();
    return { live: live as unknown as FakeSocket, api };
  };

  it('shows the pushed option-account balance of the payable currency at once', async () => {
    const { live } = await showLive();
    expect(live.live()).toContain('ACCOUNT_BALANCE');
    expect(screen.getByTestId('micro-balance').textContent).toBe('250.00');
    act(() => live.push('ACCOUNT_BALANCE', { accounts: [account({ balance: '239.9' })] }));
    expect(screen.getByTestId('micro-balance').textContent).toBe('239.90');
  });

  it('ignores pushes of other account types and other currencies', async () => {
    const { live } = await showLive();
    act(() =>
      live.push('ACCOUNT_BALANCE', {
        accounts: [
          account({ account_type_id: 1, balance: '1' }),
          account({ account_type_id: 3, balance: '2' }),
          account({ currency_id: 2, currency_code: 'BTC', balance: '3' }),
        ],
      }),
    );
    expect(screen.getByTestId('micro-balance').textContent).toBe('250.00');
  });

  it('reads the payable currencies again after a reconnect and shows that answer', async () => {
    const { live, api } = await showLive();
    act(() => live.push('ACCOUNT_BALANCE', { accounts: [account({ balance: '239.9' })] }));
    const reads = (): number =>
      api.get.mock.calls.filter(([path]) => path === 'microtrade/payable_currencies').length;
    const before = reads();
    act(() => live.reconnect());
    await settle();
    expect(reads()).toBe(before + 1);
    expect(screen.getByTestId('micro-balance').textContent).toBe('250.00');
  });

  it('shows no order book: no MARKET_DEPTH subscription (docs/product.md#logged-in-areas-screens)', async () => {
    const { live } = await showLive();
    expect(live.live().filter((topic) => topic.startsWith('MARKET_DEPTH'))).toEqual([]);
    expect(screen.queryByTestId('order-book')).toBeNull();
  });

  it('a visitor holds no account stream', async () => {
    session.clear();
    const { live } = await showLive();
    expect(live.live()).not.toContain('ACCOUNT_BALANCE');
  });
});

describe('entry price lines on the chart (docs/product.md#logged-in-areas-screens)', () => {
  type Call = { option: { series?: { id?: string; data?: unknown; endLabel?: object }[] } };
  /** A chart engine that records every instance's setOption calls. */
  const recordingChart = (): { engine: ChartEngine; lines: () => string[] } => {
    const charts: { calls: Call[]; merged: Map<string, string> }[] = [];
    const engine: ChartEngine = {
      init: () => {
        const chart = { calls: [] as Call[], merged: new Map<string, string>() };
        charts.push(chart);
        return {
          setOption: (option, options) => {
            // As ECharts merges by id: a full option replaces all, an empty line removes it.
            if (options?.notMerge) chart.merged.clear();
            for (const item of (option as Call['option']).series ?? []) {
              if (!item.id?.startsWith('price-line-')) continue;
              const label = (item.endLabel as { formatter?: string } | undefined)?.formatter;
              if (Array.isArray(item.data) && item.data.length === 0) chart.merged.delete(item.id);
              else if (label) chart.merged.set(item.id, label);
            }
          },
          resize: () => undefined,
          dispose: () => undefined,
        };
      },
    };
    return { engine, lines: () => charts.flatMap((chart) => [...chart.merged.values()]) };
  };
  const page = (rows: ReturnType<typeof optionOrder>[]): object => ({
    data: rows,
    total: rows.length,
    per_page: 10,
    current_page: 1,
    last_page: 1,
  });

  it('draws the entry price of each running order of the pair, removed when it settles', async () => {
    let channel: ReturnType<typeof countedChannel> | null = null;
    const chart = recordingChart();
    const up = optionOrder(1, { open_price: '100.5', type: 1 });
    const down = optionOrder(2, { open_price: '99.75', type: 2 });
    show(
      () => (channel = countedChannel()),
      (params: { status: number }) => page(params.status === 1 ? [up, down] : []),
      chart.engine,
    );
    await settle();
    // At the pair's 4 price decimals (optionPair).
    expect(chart.lines()).toEqual([
      `${secondTexts.direction.up} 100.5000`,
      `${secondTexts.direction.down} 99.7500`,
    ]);
    act(() =>
      (channel as ReturnType<typeof countedChannel> | null)?.send('MICRO_CLOSED', {
        order: settled(up, '101', 'win'),
      }),
    );
    await settle();
    expect(chart.lines()).toEqual([`${secondTexts.direction.down} 99.7500`]);
  });

  it('draws no line without a running order', async () => {
    const chart = recordingChart();
    show(liveChannel, page([]), chart.engine);
    await settle();
    expect(chart.lines()).toEqual([]);
  });
});

describe('on a phone (docs/product.md#trade-pages-on-a-phone)', () => {
  let media: MatchMediaStub;
  beforeEach(() => {
    media = stubMatchMedia(390);
  });
  afterEach(() => media.restore());

  it('shows the pair tabs and the chart, then the history; the form waits for the bar', async () => {
    show();
    await settle();
    expect(screen.getByTestId('second-page')).toHaveAttribute('data-layout', 'phone');
    const chart = screen.getByTestId('second-chart');
    const tabs = screen.getByTestId('phone-tabs');
    expect(chart.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // One panel: no tab row of the layout's own, the history keeps its tabs.
    expect(screen.queryByTestId('phone-tab-history')).toBeNull();
    expect(within(tabs).getByTestId('tab-in-progress')).toBeTruthy();
    expect(screen.getByTestId('phone-tab-panel')).toHaveAttribute('data-tab', 'history');
    expect(screen.queryByTestId('second-form')).toBeNull();
    expect(screen.getByTestId('phone-up')).toHaveTextContent(secondTexts.form.buyUp);
  });

  it('Buy down opens the form with the down button only; a placed option closes the sheet', async () => {
    const api = show();
    api.post.mockImplementation((path: string) =>
      path === 'microtrade/submit'
        ? Promise.resolve(optionOrder(5, { type: 2 }))
        : Promise.reject(new Error(`unexpected POST ${path}`)),
    );
    await settle();
    fireEvent.click(screen.getByTestId('phone-down'));
    const sheet = within(await screen.findByTestId('phone-trade-sheet'));
    expect(sheet.getByTestId('buy-down')).toBeTruthy();
    expect(sheet.queryByTestId('buy-up')).toBeNull();
    expect(sheet.getByTestId('risk-note')).toBeTruthy();
    fireEvent.change(sheet.getByTestId('stake'), { target: { value: '10' } });
    fireEvent.click(sheet.getByTestId('buy-down'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        'microtrade/submit',
        expect.objectContaining({ type: 2, number: '10' }),
        { silentSuccess: true },
      ),
    );
    await waitFor(() => expect(screen.queryByTestId('second-form')).toBeNull());
    await settle();
  });
});
