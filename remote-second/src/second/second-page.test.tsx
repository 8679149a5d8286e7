import {
  notify,
  Observable,
  type Push,
  session,
  socket,
  Subject,
  type Translator,
} from '@exchange/shared';
import { flushPending, mockApi, renderAtRoute, signInAs, testUser } from '@exchange/shared/testing';
import { act, screen, within } from '@testing-library/react';
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

const show = (live: () => unknown = liveChannel): ReturnType<typeof mockApi> => {
  live();
  const api = mockApi({
    get: {
      'market/currency_matches': [
        quoteGroup('USDT', [BTC, ETH, DOGE]),
        quoteGroup('BTC', [ETH_BTC]),
      ],
      'market/kline': [bar(1_700_000_000_000, '100'), bar(1_700_000_060_000, '100.5')],
      'microtrade/payable_currencies': [payable()],
      'microtrade/seconds': DURATIONS,
      'microtrade/lists': { data: [], total: 0, per_page: 10, current_page: 1, last_page: 1 },
    },
  });
  const engine = silentChart();
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
  expect(screen.getByTestId('micro-balance').textContent).toBe('250');
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
  // At the currency's 8 decimals (payable()).
  expect(toasts).toEqual([
    {
      id: expect.any(Number),
      severity: 'success',
      message: vars(secondTexts.settled.win, '8.50000000'),
    },
    {
      id: expect.any(Number),
      severity: 'warning',
      message: vars(secondTexts.settled.loss, '10.00000000', 'ETH/USDT'),
    },
    {
      id: expect.any(Number),
      severity: 'info',
      message: vars(secondTexts.settled.tie, '10.00000000'),
    },
  ]);
});
