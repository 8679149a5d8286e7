import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Translator } from '@exchange/shared';
import {
  currentLocation,
  fakeSocket,
  mockApi,
  renderAtRoute,
  type FakeSocket,
} from '@exchange/shared/testing';
import { orderDetail, ordersPage, p2pI18n, p2pTexts } from '../test-kit/p2p-kit';
import { OrderListPanel } from './order-list-panel';

const texts = p2pTexts;
let i18n: Translator;
let live: FakeSocket;

beforeAll(async () => {
  i18n = await p2pI18n();
});
beforeEach(() => {
  mockApi({});
  live = fakeSocket();
});
afterEach(() => jest.restoreAllMocks());

describe('OrderListPanel', () => {
  it('lists running orders, switches scope, follows pushes and opens an order', async () => {
    const load = jest.fn((scope: string) =>
      Promise.resolve(
        ordersPage(
          scope === 'active'
            ? [orderDetail(), orderDetail({ id: 42, role: 'seller', status: 2 })]
            : [],
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderAtRoute(
      i18n,
      '/legalIndex/orders',
      '/legalIndex/orders',
      <OrderListPanel load={load} detailPath={(id) => `/legalIndex/orderdetail?id=${id}`} />,
    );
    const rows = await screen.findAllByTestId('p2p-order-row');
    expect(load).toHaveBeenCalledWith('active', 1);
    const first = within(rows[0]);
    expect(first.getByText('713.00 USD')).toBeInTheDocument();
    expect(first.getByText('100.000000')).toBeInTheDocument();
    expect(first.getByText(texts.side.buy)).toBeInTheDocument();
    expect(first.getByText('Store 5')).toBeInTheDocument();
    expect(within(rows[1]).getByText(texts.side.sell)).toBeInTheDocument();
    expect(within(rows[1]).getByText('Buyer Bea')).toBeInTheDocument();

    await act(async () => {
      live.push('P2P_ORDER', { order: { ...orderDetail(), status: 4 } });
    });
    expect(rows[0]).toHaveAttribute('data-status', 'cancelled');
    expect(first.getByText(texts.status.cancelled)).toBeInTheDocument();

    await user.click(rows[1]);
    expect(currentLocation()).toEqual({ path: '/legalIndex/orderdetail', search: '?id=42' });
  });

  it('reads the finished orders on the second tab', async () => {
    const load = jest.fn(() => Promise.resolve(ordersPage([])));
    const user = userEvent.setup({ delay: null });
    renderAtRoute(
      i18n,
      '/legalIndex/orders',
      '/legalIndex/orders',
      <OrderListPanel load={load} detailPath={(id) => `/o?id=${id}`} />,
    );
    expect(await screen.findByText(texts.orders.empty)).toBeInTheDocument();
    await user.click(screen.getByTestId('p2p-orders-done'));
    await waitFor(() => expect(load).toHaveBeenLastCalledWith('done', 1));
  });
});
