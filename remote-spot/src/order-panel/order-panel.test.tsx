import { ApiError, type SpotOrder, Subject, I18nProvider, type Translator } from '@exchange/shared';
import { MemoryRouter } from '@exchange/shared/router';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { orderOf, pagedOf } from '../test-kit/spot-fixtures';
import {
  fakeApi,
  fakeSocket,
  spotTestI18n,
  spotTexts,
  type FakeSocket,
} from '../test-kit/spot-harness';
import { OrderPanel } from './order-panel';

const texts = spotTexts.orders;

let i18n: Translator;
beforeAll(async () => {
  i18n = await spotTestI18n();
});
afterEach(() => jest.restoreAllMocks());

type Setup = {
  socket: FakeSocket;
  get: jest.SpyInstance;
  post: jest.SpyInstance;
  placed: Subject<SpotOrder>;
  onBalancesChanged: jest.Mock;
};

const BUY = [orderOf(3), orderOf(2), orderOf(1)];
const SELL = [orderOf(9, { way: 2, way_name: 'Sell' })];
const HISTORY = [
  orderOf(20, {
    way: 2,
    way_name: 'Sell',
    status: 3,
    status_name: 'Filled',
    number: '0',
    transacted_amount: '2',
    transacted_volume: '201.50',
    fee: '0.20150000',
    fee_currency: 'USDT',
  }),
];

const setup = ({
  loggedIn = true,
  lastPage = 1,
}: { loggedIn?: boolean; lastPage?: number } = {}): Setup => {
  const socket = fakeSocket();
  const { get, post } = fakeApi(
    {
      'tx_in/list': (params) =>
        pagedOf(params.page === 2 ? [orderOf(30)] : BUY, lastPage, Number(params.page)),
      'tx_out/list': () => pagedOf(SELL),
      'tx_history/list': () => pagedOf(HISTORY),
    },
    { 'tx_in/cancel': () => null, 'tx_out/cancel': () => null },
  );
  const placed = new Subject<SpotOrder>();
  const onBalancesChanged = jest.fn();
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <OrderPanel
          pairId={1}
          loggedIn={loggedIn}
          placed$={placed}
          onBalancesChanged={onBalancesChanged}
        />
      </MemoryRouter>
    </I18nProvider>,
  );
  return { socket, get, post, placed, onBalancesChanged };
};

const rowIds = (): number[] =>
  screen.queryAllByTestId('order-row').map((row) => Number(row.getAttribute('data-id')));

const loaded = async (): Promise<void> => {
  await waitFor(() => expect(screen.queryByTestId('order-row-loading')).not.toBeInTheDocument());
};

describe('OrderPanel: lists (docs/product.md#public-and-spot-screens, docs/product.md#public-and-spot-calls)', () => {
  it('shows current buy orders of the pair, 10 a page', async () => {
    const { get } = setup();
    expect(screen.getAllByTestId('order-row-loading').length).toBeGreaterThan(0);
    await loaded();
    expect(get).toHaveBeenCalledWith('tx_in/list', { page: 1, limit: 10, currency_match_id: 1 });
    expect(rowIds()).toEqual([3, 2, 1]);
    expect(screen.getAllByTestId('order-cancel')).toHaveLength(3);
  });

  it('the sell sub-tab lists sell orders', async () => {
    const { get } = setup();
    await loaded();
    fireEvent.click(screen.getByTestId('orders-way-sell'));
    await loaded();
    expect(get).toHaveBeenLastCalledWith('tx_out/list', {
      page: 1,
      limit: 10,
      currency_match_id: 1,
    });
    expect(rowIds()).toEqual([9]);
  });

  it('the all tab lists open orders of every pair', async () => {
    const { get } = setup();
    await loaded();
    fireEvent.click(screen.getByRole('tab', { name: texts.all }));
    await loaded();
    expect(get).toHaveBeenLastCalledWith('tx_in/list', { page: 1, limit: 10 });
  });

  it('history shows way name, total volume and status name, without sub-tabs or cancel', async () => {
    const { get } = setup();
    await loaded();
    fireEvent.click(screen.getByRole('tab', { name: texts.history }));
    await loaded();
    expect(get).toHaveBeenLastCalledWith('tx_history/list', {
      page: 1,
      limit: 10,
      currency_match_id: 1,
    });
    expect(screen.queryByTestId('orders-way-buy')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-cancel')).not.toBeInTheDocument();
    const row = screen.getByTestId('order-row');
    expect(within(row).getByText('Sell')).toBeInTheDocument();
    // The filled value at the quote's display decimals (docs/decisions.md#display-numbers).
    expect(within(row).getByText('201.50')).toBeInTheDocument();
    expect(within(row).getByText('Filled')).toBeInTheDocument();
    // The fee paid, in its currency (docs/product.md#spot-fees), floored to USDT's 2 decimals.
    expect(within(row).getByText('0.20 USDT')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: texts.fee })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: texts.totalVolume })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: texts.status })).toBeInTheDocument();
  });

  it('pages through a longer list', async () => {
    const { get } = setup({ lastPage: 3 });
    await loaded();
    fireEvent.click(await screen.findByRole('button', { name: 'Go to page 2' }));
    await loaded();
    expect(get).toHaveBeenLastCalledWith('tx_in/list', {
      page: 2,
      limit: 10,
      currency_match_id: 1,
    });
    expect(rowIds()).toEqual([30]);
  });

  it('asks anonymous visitors to log in and loads nothing', () => {
    const { get } = setup({ loggedIn: false });
    expect(screen.getByTestId('orders-login-prompt')).toHaveTextContent(
      'Log in to see your orders.',
    );
    expect(get).not.toHaveBeenCalled();
  });
});

describe('OrderPanel: cancel (docs/product.md#public-and-spot-states)', () => {
  it('removes the row and asks for fresh balances', async () => {
    const { post, onBalancesChanged } = setup();
    await loaded();
    fireEvent.click(screen.getAllByTestId('order-cancel')[1]);
    await waitFor(() => expect(rowIds()).toEqual([3, 1]));
    expect(post).toHaveBeenCalledWith('tx_in/cancel', { id: 2 }, { silentSuccess: true });
    expect(onBalancesChanged).toHaveBeenCalledTimes(1);
  });

  it('a refused cancel (the order filled meanwhile) reads the list again instead of keeping the row', async () => {
    const { get, post } = setup();
    await loaded();
    post.mockImplementation(() =>
      Promise.reject(new ApiError('rejected', 'The order is already filled or cancelled', 0)),
    );
    const lists = get.mock.calls.filter(([path]) => path === 'tx_in/list').length;
    get.mockImplementation((path: string) =>
      Promise.resolve(path === 'tx_in/list' ? pagedOf([orderOf(3), orderOf(1)]) : pagedOf([])),
    );
    fireEvent.click(screen.getAllByTestId('order-cancel')[1]);
    await waitFor(() => expect(rowIds()).toEqual([3, 1]));
    expect(get.mock.calls.filter(([path]) => path === 'tx_in/list').length).toBe(lists + 1);
  });

  it('cancels a sell on the sell path', async () => {
    const { post } = setup();
    await loaded();
    fireEvent.click(screen.getByTestId('orders-way-sell'));
    await loaded();
    fireEvent.click(screen.getByTestId('order-cancel'));
    await waitFor(() => expect(rowIds()).toEqual([]));
    expect(post).toHaveBeenCalledWith('tx_out/cancel', { id: 9 }, { silentSuccess: true });
    expect(screen.getByText(texts.empty)).toBeInTheDocument();
  });
});

describe('OrderPanel: live rules (docs/product.md#public-and-spot-states)', () => {
  it('TX_MATCHED updates number and transacted_amount, and removes a filled order', async () => {
    const { socket } = setup();
    await loaded();
    expect(socket.live()).toEqual(['TX_MATCHED', 'TX_SUBMIT']);
    act(() =>
      socket.push('TX_MATCHED', {
        type: 'TX_MATCHED',
        order: orderOf(2, { number: '0.5', transacted_amount: '1.5', status: 2 }),
      }),
    );
    const row = screen.getAllByTestId('order-row')[1];
    expect(row).toHaveTextContent('1.5');
    expect(row).toHaveTextContent('0.5');
    act(() =>
      socket.push('TX_MATCHED', {
        type: 'TX_MATCHED',
        order: orderOf(2, { number: '0', transacted_amount: '2', status: 3 }),
      }),
    );
    expect(rowIds()).toEqual([3, 1]);
  });

  it('TX_SUBMIT puts a new order on top of page 1 of the matching sub-tab only', async () => {
    const { socket } = setup();
    await loaded();
    act(() => socket.push('TX_SUBMIT', { type: 'TX_SUBMIT', way: 1, order: orderOf(40) }));
    expect(rowIds()).toEqual([40, 3, 2, 1]);
    act(() =>
      socket.push('TX_SUBMIT', { type: 'TX_SUBMIT', way: 2, order: orderOf(41, { way: 2 }) }),
    );
    act(() =>
      socket.push('TX_SUBMIT', {
        type: 'TX_SUBMIT',
        way: 1,
        order: orderOf(42, { currency_match_id: 2 }),
      }),
    );
    expect(rowIds()).toEqual([40, 3, 2, 1]);
  });

  it('a new order is not added on page 2 nor in history', async () => {
    const { socket } = setup({ lastPage: 3 });
    await loaded();
    fireEvent.click(await screen.findByRole('button', { name: 'Go to page 2' }));
    await loaded();
    act(() => socket.push('TX_SUBMIT', { type: 'TX_SUBMIT', way: 1, order: orderOf(50) }));
    expect(rowIds()).toEqual([30]);
    fireEvent.click(screen.getByRole('tab', { name: texts.history }));
    await loaded();
    act(() => socket.push('TX_SUBMIT', { type: 'TX_SUBMIT', way: 1, order: orderOf(51) }));
    expect(rowIds()).toEqual([20]);
  });

  it('an order placed on this page appears at once, and once only', async () => {
    const { socket, placed } = setup();
    await loaded();
    act(() => placed.next(orderOf(60)));
    act(() => socket.push('TX_SUBMIT', { type: 'TX_SUBMIT', way: 1, order: orderOf(60) }));
    expect(rowIds()).toEqual([60, 3, 2, 1]);
  });
});
