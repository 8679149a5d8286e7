import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Translator } from '@exchange/shared';
import type { P2PMessage, P2POrderDetail } from '@exchange/shared/contract/p2p';
import { fakeSocket, mockApi, renderAtRoute, type FakeSocket } from '@exchange/shared/testing';
import { p2pApi } from '../api/p2p-api';
import { orderDetail, p2pI18n, p2pTexts, pngFile } from '../test-kit/p2p-kit';
import { OrderDetailScreen } from './order-detail-view';

jest.mock('../api/p2p-api');
const api = jest.mocked(p2pApi);
const texts = p2pTexts;
let i18n: Translator;
let live: FakeSocket;
/** What the server holds: `order` answers it, a push changes it. */
let server: P2POrderDetail;

beforeAll(async () => {
  i18n = await p2pI18n();
});
beforeEach(() => {
  mockApi({});
  live = fakeSocket();
  server = orderDetail();
  api.order.mockImplementation(() => Promise.resolve(server));
  api.messages.mockResolvedValue([]);
  api.uploadImage.mockResolvedValue('/uploads/voucher.png');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  jest.resetAllMocks();
});

const renderOrder = async (): Promise<void> => {
  renderAtRoute(
    i18n,
    '/legalIndex/orderdetail?id=41',
    '/legalIndex/orderdetail',
    <OrderDetailScreen id={41} listPath="/legalIndex/orders" />,
  );
  await screen.findByTestId('p2p-order');
};

const state = (): string | null => screen.getByTestId('p2p-order').getAttribute('data-status');

describe('OrderDetailScreen', () => {
  it("counts down from the server's deadline, not the browser clock", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    // The browser's clock is 5 minutes behind the server's.
    const serverNow = 1_800_000_000_000;
    jest.setSystemTime(serverNow - 5 * 60_000);
    server = orderDetail({ server_time: serverNow, deadline_at: serverNow + 15 * 60_000 });
    await renderOrder();
    expect(screen.getByTestId('p2p-countdown')).toHaveTextContent('Pay within 15:00');
    await act(async () => {
      jest.advanceTimersByTime(61_000);
    });
    expect(screen.getByTestId('p2p-countdown')).toHaveTextContent('Pay within 13:59');
  });

  it('the buyer pays only after uploading a voucher; cancel warns about the daily limit', async () => {
    api.markPaid.mockImplementation(() =>
      Promise.resolve({ ...server, status: 2, voucher: '/uploads/voucher.png' }),
    );
    const user = userEvent.setup({ delay: null });
    await renderOrder();
    expect(screen.getByTestId('p2p-paid')).toBeDisabled();
    expect(screen.getByTestId('p2p-paid-hint')).toHaveTextContent(texts.order.voucherFirst);
    expect(screen.getByTestId('p2p-pay-bank-card_no')).toHaveTextContent('6222 0000 1111');
    expect(screen.queryByTestId('p2p-release')).toBeNull();

    await user.click(screen.getByTestId('p2p-cancel'));
    expect(await screen.findByTestId('p2p-cancel-warning')).toHaveTextContent(
      texts.order.cancelWarning.replace('{{limit}}', '3'),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.upload(screen.getByTestId('p2p-voucher-upload-input'), pngFile());
    await waitFor(() => expect(screen.getByTestId('p2p-paid')).toBeEnabled());
    await user.click(screen.getByTestId('p2p-paid'));
    expect(api.markPaid).toHaveBeenCalledWith(41, '/uploads/voucher.png');
    await waitFor(() => expect(state()).toBe('paid'));
    expect(screen.getByTestId('p2p-countdown')).toHaveTextContent(/^Seller confirms within/);
  });

  it('a seller of a paid order may release with the trade password, delay once, and appeal', async () => {
    server = orderDetail({
      role: 'seller',
      status: 2,
      voucher: '/uploads/voucher.png',
      paid_at: 1_800_000_100_000,
    });
    api.release.mockImplementation(() =>
      Promise.resolve({ ...server, status: 3, deadline_at: null }),
    );
    const user = userEvent.setup({ delay: null });
    await renderOrder();
    expect(screen.queryByTestId('p2p-paid')).toBeNull();
    expect(screen.queryByTestId('p2p-cancel')).toBeNull();
    expect(screen.getByTestId('p2p-delay')).toBeInTheDocument();
    expect(screen.getByTestId('p2p-appeal')).toBeInTheDocument();
    expect(screen.getByTestId('p2p-voucher')).toBeInTheDocument();
    await user.click(screen.getByTestId('p2p-release'));
    await screen.findByTestId('p2p-release-dialog');
    expect(screen.getByText(texts.order.releaseWarning)).toBeInTheDocument();
    await user.click(screen.getByTestId('p2p-release-confirm'));
    expect(await screen.findByText(texts.errors.passwordEmpty)).toBeInTheDocument();
    expect(api.release).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(texts.take.password), 'trade-pass{Enter}');
    await waitFor(() =>
      expect(api.release).toHaveBeenCalledWith(41, 'trade-pass', { silentError: true }),
    );
    await waitFor(() => expect(state()).toBe('completed'));
    expect(screen.queryByTestId('p2p-release')).toBeNull();
  });

  it('hides the delay once it was used', async () => {
    server = orderDetail({ role: 'seller', status: 6, delayed: true });
    await renderOrder();
    expect(screen.getByTestId('p2p-release')).toBeInTheDocument();
    expect(screen.queryByTestId('p2p-delay')).toBeNull();
  });

  it('a cancelled order no longer shows the payment details', async () => {
    server = orderDetail({
      status: 4,
      pay_details: null,
      cancel_reason: 'timeout',
      deadline_at: null,
    });
    await renderOrder();
    expect(screen.getByTestId('p2p-pay-details-hidden')).toHaveTextContent(
      texts.order.payDetailsHidden,
    );
    expect(screen.queryByTestId('p2p-pay-details')).toBeNull();
    expect(screen.queryByTestId('p2p-paid')).toBeNull();
    expect(screen.queryByTestId('p2p-countdown')).toBeNull();
  });

  it('follows a P2P_ORDER push for this order, and ignores other orders', async () => {
    await renderOrder();
    expect(state()).toBe('unpaid');
    await act(async () => {
      live.push('P2P_ORDER', { order: { ...server, id: 99, status: 3 } });
    });
    expect(state()).toBe('unpaid');
    server = {
      ...server,
      status: 4,
      cancel_reason: 'timeout',
      pay_details: null,
      deadline_at: null,
    };
    await act(async () => {
      live.push('P2P_ORDER', { order: { ...server } });
    });
    await waitFor(() => expect(state()).toBe('cancelled'));
    expect(screen.getByTestId('p2p-order-state')).toHaveTextContent(texts.status.cancelled);
    expect(screen.getByTestId('p2p-pay-details-hidden')).toBeInTheDocument();
  });

  it('sends a message on Enter and shows messages as plain text', async () => {
    const sent: P2PMessage = {
      id: 8,
      order_id: 41,
      uid: '10000007',
      name: 'Buyer Bea',
      text: '<b>paid</b>',
      created_at: 1_800_000_050_000,
    };
    api.sendMessage.mockResolvedValue(sent);
    const user = userEvent.setup({ delay: null });
    await renderOrder();
    await user.type(screen.getByTestId('p2p-message-input'), '<b>paid</b>{Enter}');
    expect(api.sendMessage).toHaveBeenCalledWith(41, '<b>paid</b>');
    const text = await screen.findByTestId('p2p-message-text');
    expect(text).toHaveTextContent('<b>paid</b>');
    expect(text.querySelector('b')).toBeNull();
    expect(screen.getByTestId('p2p-message-input')).toHaveValue('');
    // A push for this order is added; one for another order is not.
    await act(async () => {
      live.push('P2P_MESSAGE', {
        message: { ...sent, id: 9, uid: '2', name: 'Store 5', text: 'ok' },
      });
      live.push('P2P_MESSAGE', { message: { ...sent, id: 10, order_id: 7, text: 'elsewhere' } });
    });
    expect(screen.getAllByTestId('p2p-message-text').map((node) => node.textContent)).toEqual([
      '<b>paid</b>',
      'ok',
    ]);
  });
});
