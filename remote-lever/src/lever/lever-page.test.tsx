import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PushedAccount, Translator } from '@exchange/shared';
import {
  fakeSocket,
  type FakeSocket,
  stubMatchMedia,
  type MatchMediaStub,
} from '@exchange/shared/testing';
import { leverDeal, leverPage, leverPair, quoteGroup } from '../test-kit/lever-fixtures';
import {
  flush,
  leverTestI18n,
  leverTexts,
  renderScreen,
  stubApi,
  stubSocket,
} from '../test-kit/lever-test-kit';
import { LeverPage } from './lever-page';
import type * as React from 'react';
import { startTransition } from 'react';

// The real startTransition, counted: a pair change re-renders the page as a transition.
jest.mock('react', () => {
  const actual: typeof React = jest.requireActual('react');
  return { ...actual, startTransition: jest.fn(actual.startTransition) };
});

const BTC = leverPair('BTC/USDT', 1);
const ETH = leverPair('ETH/USDT', 2, { open_lever: 0 });
const SOL = leverPair('SOL/USDT', 3);
const ETH_BTC = leverPair('ETH/BTC', 4, { open_lever: 0 });

// The chart library is never loaded in these tests: its loader waits forever.
const noEngine = (): Promise<never> => new Promise<never>(() => undefined);

let i18n: Translator;
beforeAll(async () => {
  i18n = await leverTestI18n();
});
afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

const renderPage = (
  live: () => unknown = stubSocket,
  extra: Parameters<typeof stubApi>[0] = {},
): ReturnType<typeof stubApi> => {
  live();
  const api = stubApi({
    'market/currency_matches': () => [
      quoteGroup('USDT', [BTC, ETH, SOL]),
      quoteGroup('BTC', [ETH_BTC]),
    ],
    'market/deal': (params) => ({
      currency_match_id: params.currency_match_id,
      symbol: 'X',
      quotation: BTC.currency_quotation,
      depth: { in: [], out: [] },
      tx_completes: [],
      seq: 1,
      epoch: 'e',
    }),
    'market/kline': () => [],
    'lever/deal': (params) =>
      leverDeal({ user_lever: params.currency_match_id === 3 ? '7.5' : '20' }),
    'lever/my_trade': () => leverPage([]),
    ...extra,
  });
  renderScreen(i18n, '/lever', '/lever', <LeverPage loadEngine={noEngine} />);
  return api;
};

describe('LeverPage', () => {
  it('lists only lever pairs and opens the first one with its form and positions', async () => {
    const { post } = renderPage();
    await flush();
    const list = screen.getByTestId('pair-list');
    expect(
      within(list)
        .getAllByTestId('pair-row')
        .map((row) => row.getAttribute('data-symbol')),
    ).toEqual(['BTC/USDT', 'SOL/USDT']);
    expect(screen.getByTestId('lever-page')).toHaveAttribute('data-pair', 'BTC/USDT');
    expect(screen.getByTestId('lever-available')).toHaveTextContent('20.00 USDT');
    expect(post).toHaveBeenCalledWith(
      'lever/deal',
      { currency_match_id: 1 },
      { silentSuccess: true },
    );
    expect(screen.getByTestId('positions-panel')).toBeInTheDocument();
  });

  it('switches pair, remembers it in leverData and opens on it next time', async () => {
    renderPage();
    await flush();
    const sol = screen
      .getAllByTestId('pair-row')
      .find((row) => row.getAttribute('data-symbol') === 'SOL/USDT') as HTMLElement;
    jest.mocked(startTransition).mockClear();
    fireEvent.click(within(sol).getByTestId('pair-select'));
    expect(startTransition).toHaveBeenCalled();
    await flush();
    expect(screen.getByTestId('lever-page')).toHaveAttribute('data-pair', 'SOL/USDT');
    expect(screen.getByTestId('lever-available')).toHaveTextContent('7.50 USDT');
    expect(JSON.parse(window.localStorage.getItem('leverData') ?? 'null')).toMatchObject({
      match_id: 3,
    });
  });

  it('opens on the pair saved in leverData', async () => {
    window.localStorage.setItem('leverData', JSON.stringify({ match_id: 3, symbol: 'SOL/USDT' }));
    renderPage();
    await flush();
    expect(screen.getByTestId('lever-page')).toHaveAttribute('data-pair', 'SOL/USDT');
  });

  it('remembers the chart period the trader picks in leverPeriod', async () => {
    renderPage();
    await flush();
    fireEvent.click(screen.getByTestId('kline-view-15min'));
    await flush();
    expect(window.localStorage.getItem('leverPeriod')).toBe('15min');
  });

  it('opens the chart on the period saved in leverPeriod', async () => {
    window.localStorage.setItem('leverPeriod', '1day');
    const { get } = renderPage();
    await flush();
    expect(screen.getByTestId('kline-view-1day')).toHaveAttribute('aria-pressed', 'true');
    expect(get).toHaveBeenCalledWith(
      'market/kline',
      expect.objectContaining({ period: '1day' }),
      expect.anything(),
    );
  });

  describe('live lever balance (docs/architecture.md#account-stream)', () => {
    /** An account as ACCOUNT_BALANCE lists it; USDT (currency 1) of the lever account (3). */
    const account = (overrides: Partial<PushedAccount> = {}): PushedAccount => ({
      account_type_id: 3,
      currency_id: BTC.quote_currency_id,
      currency_code: 'USDT',
      balance: '0',
      lock_balance: '0',
      ...overrides,
    });
    const showLive = async (): Promise<{ live: FakeSocket; post: jest.SpyInstance }> => {
      let live: FakeSocket | null = null;
      const { post } = renderPage(() => (live = fakeSocket()));
      await flush();
      return { live: live as unknown as FakeSocket, post };
    };

    it('shows the pushed lever balance of the quote currency at once', async () => {
      const { live } = await showLive();
      expect(live.live()).toContain('ACCOUNT_BALANCE');
      expect(screen.getByTestId('lever-available')).toHaveTextContent('20.00 USDT');
      act(() => live.push('ACCOUNT_BALANCE', { accounts: [account({ balance: '12.5' })] }));
      expect(screen.getByTestId('lever-available')).toHaveTextContent('12.50 USDT');
    });

    it('ignores pushes of other account types and other currencies', async () => {
      const { live } = await showLive();
      act(() =>
        live.push('ACCOUNT_BALANCE', {
          accounts: [
            account({ account_type_id: 1, balance: '1' }),
            account({ account_type_id: 4, balance: '2' }),
            account({ currency_id: BTC.base_currency_id, currency_code: 'BTC', balance: '3' }),
          ],
        }),
      );
      expect(screen.getByTestId('lever-available')).toHaveTextContent('20.00 USDT');
    });

    it('reads lever/deal and the positions again after a reconnect', async () => {
      const { live, post } = await showLive();
      const calls = (path: string): number =>
        post.mock.calls.filter(([called]) => called === path).length;
      const [deals, lists] = [calls('lever/deal'), calls('lever/my_trade')];
      act(() => live.reconnect());
      await flush();
      expect(calls('lever/deal')).toBe(deals + 1);
      expect(calls('lever/my_trade')).toBeGreaterThan(lists);
    });

    it('a reload after the push shows the answer read after it', async () => {
      const { live, post } = await showLive();
      act(() => live.push('ACCOUNT_BALANCE', { accounts: [account({ balance: '12.5' })] }));
      post.mockClear();
      act(() => live.reconnect());
      await flush();
      expect(post).toHaveBeenCalledWith('lever/deal', { currency_match_id: 1 }, expect.anything());
      expect(screen.getByTestId('lever-available')).toHaveTextContent('20.00 USDT');
    });
  });
});

describe('LeverPage on a phone (docs/product.md#trade-pages-on-a-phone)', () => {
  let media: MatchMediaStub;
  beforeEach(() => {
    media = stubMatchMedia(390);
  });
  afterEach(() => media.restore());

  it('shows the chart, then book / trades / positions as tabs; the pairs open from the header', async () => {
    renderPage();
    await flush();
    expect(screen.getByTestId('lever-page')).toHaveAttribute('data-layout', 'phone');
    const chart = screen.getByTestId('lever-chart');
    const tabs = screen.getByTestId('phone-tabs');
    expect(chart.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByTestId('lever-book')).toBeInTheDocument();
    expect(screen.queryByTestId('lever-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('pair-list')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('phone-tab-trades'));
    expect(screen.getByTestId('lever-trades')).toBeInTheDocument();
    expect(screen.queryByTestId('lever-book')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('phone-tab-positions'));
    expect(screen.getByTestId('phone-tab-panel')).toHaveAttribute('data-tab', 'positions');
    fireEvent.click(screen.getByRole('button', { name: leverTexts.phone.pairs }));
    const list = await screen.findByTestId('pair-list');
    fireEvent.click(within(list).getByText('SOL'));
    await flush();
    expect(screen.getByTestId('lever-page')).toHaveAttribute('data-pair', 'SOL/USDT');
  });

  it('Sell short opens the form in a sheet with the short button only; a placed order closes it', async () => {
    const { post } = renderPage(stubSocket, { 'lever/submit': () => ({ id: 11 }) });
    await flush();
    fireEvent.click(screen.getByTestId('phone-short'));
    const sheet = within(await screen.findByTestId('phone-trade-sheet'));
    expect(sheet.getByTestId('lever-short')).toBeInTheDocument();
    expect(sheet.queryByTestId('lever-long')).not.toBeInTheDocument();
    fireEvent.change(sheet.getByTestId('lever-lots'), { target: { value: '2' } });
    fireEvent.change(sheet.getByLabelText(leverTexts.form.password), {
      target: { value: 'pay-secret' },
    });
    fireEvent.click(sheet.getByTestId('lever-short'));
    fireEvent.click(await screen.findByTestId('confirm-dialog-ok'));
    await flush();
    expect(post).toHaveBeenCalledWith(
      'lever/submit',
      expect.objectContaining({ share: 2, type: 2 }),
      { silentSuccess: true },
    );
    await waitFor(() => expect(screen.queryByTestId('lever-form')).not.toBeInTheDocument());
  });
});
