import {
  I18nProvider,
  Subject,
  type SpotOrder,
  type StopOrder,
  type Translator,
} from '@exchange/shared';
import { MemoryRouter } from '@exchange/shared/router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { pagedOf } from '../test-kit/spot-fixtures';
import { fakeApi, fakeSocket, spotTestI18n, spotTexts } from '../test-kit/spot-harness';
import { OrderPanel } from './order-panel';
import { stopPlaced$ } from './stop-events';
import { addPlacedStop } from './use-stop-list';

const texts = spotTexts.orders;

let i18n: Translator;
beforeAll(async () => {
  i18n = await spotTestI18n();
});
afterEach(() => jest.restoreAllMocks());

const stopOf = (id: number, extra: Partial<StopOrder> = {}): StopOrder => ({
  id,
  way: 1,
  way_name: 'Buy',
  stop_price: '105',
  price: '106',
  number: '0.5',
  status: 1,
  status_name: 'Waiting',
  order_id: null,
  currency_match_id: 1,
  currency_match: { symbol: 'BTC/USDT' },
  created_at: '2026-01-01 00:00:00',
  updated_at: '2026-01-01 00:00:00',
  ...extra,
});

/** The server's waiting stops: tests change it as the server would. */
let waiting: StopOrder[] = [];

const setup = ({ loggedIn = true }: { loggedIn?: boolean } = {}) => {
  const socket = fakeSocket();
  const { get, post } = fakeApi(
    {
      'tx_in/list': () => pagedOf([]),
      'stop_order/list': () => pagedOf(waiting),
    },
    {
      'stop_order/cancel': (body) => {
        waiting = waiting.filter((stop) => stop.id !== body.id);
        return stopOf(Number(body.id), { status: 3 });
      },
    },
  );
  const onBalancesChanged = jest.fn();
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <OrderPanel
          pairId={1}
          loggedIn={loggedIn}
          placed$={new Subject<SpotOrder>()}
          onBalancesChanged={onBalancesChanged}
        />
      </MemoryRouter>
    </I18nProvider>,
  );
  return { socket, get, post, onBalancesChanged };
};

const stopIds = (): number[] =>
  screen.queryAllByTestId('stop-row').map((row) => Number(row.getAttribute('data-id')));
const openTab = (): void => {
  fireEvent.click(screen.getByRole('tab', { name: texts.stops }));
};

describe('OrderPanel: Stop orders tab (docs/product.md#spot-order-types)', () => {
  beforeEach(() => {
    waiting = [stopOf(2), stopOf(1, { way: 2, way_name: 'Sell', stop_price: '95', price: '94' })];
  });

  it('lists the waiting stops of the pair with stop and limit prices, without buy/sell sub-tabs', async () => {
    const { get } = setup();
    openTab();
    await waitFor(() => expect(stopIds()).toEqual([2, 1]));
    expect(get).toHaveBeenCalledWith('stop_order/list', {
      page: 1,
      limit: 10,
      currency_match_id: 1,
    });
    expect(screen.queryByTestId('orders-way-buy')).not.toBeInTheDocument();
    const row = screen.getAllByTestId('stop-row')[1];
    expect(row).toHaveTextContent('95');
    expect(row).toHaveTextContent('94');
    expect(screen.getByRole('columnheader', { name: texts.stopPrice })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: texts.limitPrice })).toBeInTheDocument();
  });

  it('Cancel cancels the stop, drops the row and has the balances read again', async () => {
    const { post, onBalancesChanged } = setup();
    openTab();
    await waitFor(() => expect(stopIds()).toEqual([2, 1]));
    fireEvent.click(screen.getAllByTestId('stop-cancel')[0]);
    await waitFor(() => expect(stopIds()).toEqual([1]));
    expect(post).toHaveBeenCalledWith('stop_order/cancel', { id: 2 }, { silentSuccess: true });
    expect(onBalancesChanged).toHaveBeenCalledTimes(1);
  });

  it('stays live: a stop placed here appears, a triggered one leaves on the next push', async () => {
    const { socket } = setup();
    openTab();
    await waitFor(() => expect(stopIds()).toEqual([2, 1]));
    act(() => stopPlaced$.next(stopOf(7)));
    expect(stopIds()).toEqual([7, 2, 1]);
    // Stop 2 triggered on the server: its limit order comes as TX_SUBMIT, the list is read again.
    waiting = [stopOf(7), waiting[1]];
    act(() => socket.push('TX_SUBMIT', { type: 'TX_SUBMIT', way: 1, order: {} }));
    await waitFor(() => expect(stopIds()).toEqual([7, 1]));
    // Cancelled in another tab: its lock moved (ACCOUNT_BALANCE), the list is read again.
    waiting = [stopOf(7)];
    act(() => socket.push('ACCOUNT_BALANCE', { type: 'ACCOUNT_BALANCE', accounts: [] }));
    await waitFor(() => expect(stopIds()).toEqual([7]));
  });

  it('says so when nothing waits', async () => {
    waiting = [];
    setup();
    openTab();
    expect(await screen.findByText(texts.stopsEmpty)).toBeInTheDocument();
  });

  it('asks visitors to log in and reads nothing', () => {
    const { get } = setup({ loggedIn: false });
    openTab();
    expect(screen.getByTestId('orders-login-prompt')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });
});

describe('addPlacedStop', () => {
  it('adds a stop of the pair on the first page once, newest first', () => {
    const rows = [stopOf(2)];
    expect(addPlacedStop(rows, stopOf(3), { pairId: 1, page: 1 }).map((s) => s.id)).toEqual([3, 2]);
    expect(addPlacedStop(rows, stopOf(2), { pairId: 1, page: 1 })).toBe(rows);
    expect(addPlacedStop(rows, stopOf(3), { pairId: 1, page: 2 })).toBe(rows);
    const other = stopOf(3, { currency_match_id: 4 });
    expect(addPlacedStop(rows, other, { pairId: 1, page: 1 })).toBe(rows);
  });
});
