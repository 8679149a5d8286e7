import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Translator } from '@exchange/shared';
import type { P2PMarketAd } from '@exchange/shared/contract/p2p';
import {
  currentLocation,
  flushPending,
  mockApi,
  refused,
  renderAtRoute,
} from '@exchange/shared/testing';
import { p2pApi } from '../../api/p2p-api';
import { localDateTime } from '../../common/format-time';
import { marketAd, me, orderDetail, p2pI18n, p2pTexts } from '../../test-kit/p2p-kit';
import { TakeDialog } from './take-dialog';

jest.mock('../../api/p2p-api');
const api = jest.mocked(p2pApi);
const texts = p2pTexts;
let i18n: Translator;

beforeAll(async () => {
  i18n = await p2pI18n();
});
beforeEach(() => {
  mockApi({});
  api.me.mockResolvedValue(me());
  api.ad.mockImplementation((id) => Promise.resolve(marketAd(id)));
  api.createOrder.mockResolvedValue(orderDetail({ id: 77 }));
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.resetAllMocks();
});

const openDialog = async (ad: P2PMarketAd = marketAd(5)): Promise<void> => {
  renderAtRoute(
    i18n,
    '/legalIndex/legal',
    '/legalIndex/legal',
    <TakeDialog ad={ad} onClose={() => undefined} />,
  );
  await screen.findByTestId('p2p-take-dialog');
};

const fiatInput = (): HTMLElement => screen.getByTestId('p2p-take-fiat');
const quantityInput = (): HTMLElement => screen.getByTestId('p2p-take-quantity');

describe('TakeDialog', () => {
  it('shows the ad and its terms as plain text', async () => {
    api.ad.mockResolvedValue(marketAd(5, { terms: '<b>No third-party payments</b>' }));
    await openDialog();
    expect(screen.getByTestId('p2p-take-price')).toHaveTextContent('7.13 USD');
    expect(screen.getByTestId('p2p-take-terms')).toHaveTextContent(
      '<b>No third-party payments</b>',
    );
    expect(screen.getByTestId('p2p-take-terms').querySelector('b')).toBeNull();
  });

  it('links the inputs: quantity = fiat ÷ price floored, fiat = quantity × price half-up', async () => {
    const user = userEvent.setup({ delay: null });
    await openDialog();
    await user.type(fiatInput(), '100');
    expect(quantityInput()).toHaveValue('14.025245');
    await user.clear(quantityInput());
    await user.type(quantityInput(), '1.000001');
    // 7.13000713 → 7.13; a float product would not be needed to see it, but must not be used.
    expect(fiatInput()).toHaveValue('7.13');
    await user.clear(quantityInput());
    await user.type(quantityInput(), '0.070113');
    // 0.49990569 → 0.50 half-up.
    expect(fiatInput()).toHaveValue('0.50');
  });

  it('shows limit errors inline and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    await openDialog();
    await user.type(fiatInput(), '5{Enter}');
    expect(
      await screen.findByText(
        texts.errors.belowMin.replace('{{min}}', '10.00').replace('{{fiat}}', 'USD'),
      ),
    ).toBeInTheDocument();
    await user.clear(fiatInput());
    await user.type(fiatInput(), '1000.01{Enter}');
    expect(
      await screen.findByText(
        texts.errors.aboveMax.replace('{{max}}', '1,000.00').replace('{{fiat}}', 'USD'),
      ),
    ).toBeInTheDocument();
    await user.clear(fiatInput());
    await user.click(screen.getByTestId('p2p-take-submit'));
    expect(await screen.findByText(texts.errors.fiatEmpty)).toBeInTheDocument();
    expect(api.createOrder).not.toHaveBeenCalled();
  });

  it('refuses more than the available quantity', async () => {
    api.ad.mockResolvedValue(marketAd(5, { available: '2' }));
    const user = userEvent.setup({ delay: null });
    await openDialog();
    await user.type(quantityInput(), '2.5{Enter}');
    expect(
      await screen.findByText(
        texts.errors.aboveAvailable
          .replace('{{available}}', '2.000000')
          .replace('{{asset}}', 'USDT'),
      ),
    ).toBeInTheDocument();
    expect(api.createOrder).not.toHaveBeenCalled();
  });

  it('buys with the typed fiat amount and opens the new order', async () => {
    const user = userEvent.setup({ delay: null });
    await openDialog();
    await user.type(fiatInput(), '100{Enter}');
    await waitFor(() => expect(api.createOrder).toHaveBeenCalledTimes(1));
    expect(api.createOrder).toHaveBeenCalledWith(
      { ad_id: 5, fiat_amount: '100' },
      { silentError: true },
    );
    await waitFor(() =>
      expect(currentLocation()).toEqual({ path: '/legalIndex/orderdetail', search: '?id=77' }),
    );
  });

  it('selling needs the trade password, sent with the quantity', async () => {
    const sellTo = marketAd(6, { side: 'buy' });
    api.ad.mockResolvedValue(sellTo);
    const user = userEvent.setup({ delay: null });
    await openDialog(sellTo);
    expect(screen.getByTestId('p2p-take-submit')).toHaveTextContent('Sell USDT');
    await user.type(quantityInput(), '20{Enter}');
    expect(await screen.findByText(texts.errors.passwordEmpty)).toBeInTheDocument();
    expect(api.createOrder).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(texts.take.password), 'trade-pass{Enter}');
    await waitFor(() =>
      expect(api.createOrder).toHaveBeenCalledWith(
        { ad_id: 6, quantity: '20', pay_password: 'trade-pass' },
        { silentError: true },
      ),
    );
  });

  it("shows the server's refusal inline and stays open", async () => {
    api.createOrder.mockRejectedValue(refused('Trade password is wrong'));
    const sellTo = marketAd(6, { side: 'buy' });
    api.ad.mockResolvedValue(sellTo);
    const user = userEvent.setup({ delay: null });
    await openDialog(sellTo);
    await user.type(quantityInput(), '20');
    await user.type(screen.getByLabelText(texts.take.password), 'nope{Enter}');
    expect(await screen.findByTestId('p2p-take-error')).toHaveTextContent(
      'Trade password is wrong',
    );
    expect(currentLocation()).toBeNull();
  });

  it('says until when buying is stopped, with the buy button disabled', async () => {
    const until = Date.UTC(2027, 0, 16, 0, 0, 0);
    api.me.mockResolvedValue(me({ buy_blocked_until: until, cancels_today: 3 }));
    await openDialog();
    expect(screen.getByTestId('p2p-take-blocked')).toHaveTextContent(localDateTime(until));
    expect(screen.getByTestId('p2p-take-submit')).toBeDisabled();
  });

  it('asks an unverified user to verify, and a seller without methods to add one', async () => {
    api.me.mockResolvedValue(me({ verified: false }));
    await openDialog();
    expect(screen.getByTestId('p2p-take-verify')).toHaveTextContent(texts.take.notVerified);
    expect(screen.getByRole('link', { name: texts.take.verifyLink })).toHaveAttribute(
      'href',
      '/personal/authentication',
    );
    expect(screen.queryByTestId('p2p-take-submit')).toBeNull();
    await flushPending();
  });

  it('asks a seller without receiving methods to add one', async () => {
    api.me.mockResolvedValue(me({ has_pay_methods: false }));
    const sellTo = marketAd(6, { side: 'buy' });
    api.ad.mockResolvedValue(sellTo);
    await openDialog(sellTo);
    expect(screen.getByRole('link', { name: texts.take.methodsLink })).toHaveAttribute(
      'href',
      '/personal/collectionSettings',
    );
    expect(screen.queryByTestId('p2p-take-submit')).toBeNull();
  });
});
