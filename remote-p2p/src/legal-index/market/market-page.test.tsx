import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Translator } from '@exchange/shared';
import type { P2PMarketQuery } from '@exchange/shared/contract/p2p';
import {
  currentLocation,
  flushPending,
  mockApi,
  renderAtRoute,
  signInAs,
  testUser,
} from '@exchange/shared/testing';
import { registerNavigate, session } from '@exchange/shared';
import { p2pApi } from '../../api/p2p-api';
import { adsPage, CONFIG, marketAd, me, p2pI18n, p2pTexts } from '../../test-kit/p2p-kit';
import { MarketPage } from './market-page';

jest.mock('../../api/p2p-api');
const api = jest.mocked(p2pApi);
const texts = p2pTexts;
let i18n: Translator;

beforeAll(async () => {
  i18n = await p2pI18n();
});
beforeEach(() => {
  mockApi({}); // Nothing reaches the network (private images).
  api.config.mockResolvedValue(CONFIG);
  api.ads.mockResolvedValue(adsPage([]));
  api.me.mockResolvedValue(me());
  api.ad.mockImplementation((id) => Promise.reject(new Error(`ad ${id}`)));
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.resetAllMocks();
  session.clear();
});

const renderMarket = (): ReturnType<typeof renderAtRoute> =>
  renderAtRoute(i18n, '/legalIndex/legal', '/legalIndex/legal', <MarketPage />);

const lastQuery = (): P2PMarketQuery => api.ads.mock.calls.at(-1)?.[0] as P2PMarketQuery;
const rows = (): HTMLElement[] => screen.queryAllByTestId('p2p-ad-row');

describe('MarketPage', () => {
  it('lists the ads in the server order with formatted numbers', async () => {
    api.ads.mockResolvedValue(
      adsPage([
        marketAd(3, { price: '7.1', available: '1234.5' }),
        marketAd(1, { price: '7.25', min_fiat: '1500', max_fiat: '25000' }),
      ]),
    );
    renderMarket();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((row) => row.getAttribute('data-ad-id'))).toEqual(['3', '1']);
    const first = within(rows()[0]);
    expect(first.getByTestId('p2p-ad-price')).toHaveTextContent('7.10 USD');
    expect(first.getByTestId('p2p-ad-available')).toHaveTextContent('1,234.50 USDT');
    expect(first.getByText('Store 3')).toBeInTheDocument();
    expect(first.getByText(/98\.50%/)).toBeInTheDocument();
    expect(within(rows()[1]).getByTestId('p2p-ad-limits')).toHaveTextContent(
      '1,500.00 – 25,000.00 USD',
    );
    expect(first.getByTestId('p2p-take')).toHaveTextContent('Buy USDT');
    expect(lastQuery()).toEqual({ side: 'buy', currency_id: 1, fiat: 'USD', page: 1 });
  });

  it('sends the filters: side, asset, fiat, payment method and amount', async () => {
    const user = userEvent.setup({ delay: null });
    renderMarket();
    await waitFor(() => expect(api.ads).toHaveBeenCalled());
    await user.click(screen.getByTestId('p2p-side-sell'));
    await waitFor(() => expect(lastQuery().side).toBe('sell'));
    await user.click(screen.getByTestId('p2p-asset-BTC'));
    await waitFor(() => expect(lastQuery().currency_id).toBe(2));
    await user.click(within(screen.getByTestId('p2p-filter-fiat')).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'THB' }));
    await waitFor(() => expect(lastQuery().fiat).toBe('THB'));
    await user.click(within(screen.getByTestId('p2p-filter-method')).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: texts.payMethod.alipay }));
    await waitFor(() => expect(lastQuery().pay_method).toBe('alipay'));
    await user.type(screen.getByTestId('p2p-filter-amount'), '350.5{Enter}');
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        side: 'sell',
        currency_id: 2,
        fiat: 'THB',
        pay_method: 'alipay',
        amount: '350.5',
        page: 1,
      }),
    );
  });

  it('refuses an amount filter that is not a positive amount, and sends nothing for it', async () => {
    const user = userEvent.setup({ delay: null });
    renderMarket();
    await waitFor(() => expect(api.ads).toHaveBeenCalledTimes(1));
    const amount = screen.getByTestId('p2p-filter-amount');
    // Letters, signs and a third decimal never get into the field.
    await user.type(amount, 'a-1e.255');
    expect(amount).toHaveValue('1.25');
    await user.clear(amount);
    await user.type(amount, '0{Enter}');
    expect(await screen.findByText(texts.errors.amountInvalid)).toBeInTheDocument();
    await flushPending();
    expect(api.ads).toHaveBeenCalledTimes(1);
  });

  it('says so when no ad matches, and offers a retry when the list fails', async () => {
    api.ads.mockRejectedValueOnce(new Error('down'));
    const user = userEvent.setup({ delay: null });
    renderMarket();
    expect(await screen.findByText(texts.market.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByTestId('retry'));
    expect(await screen.findByText(texts.market.empty)).toBeInTheDocument();
    expect(api.ads).toHaveBeenCalledTimes(2);
  });

  it('sends a visitor who takes an ad to log in, returning to the market', async () => {
    api.ads.mockResolvedValue(adsPage([marketAd(1)]));
    const user = userEvent.setup({ delay: null });
    window.history.replaceState(null, '', '/legalIndex/legal');
    const navigate = jest.fn();
    registerNavigate(navigate);
    renderMarket();
    await user.click(await screen.findByTestId('p2p-take'));
    registerNavigate(null);
    expect(navigate).toHaveBeenCalledWith(
      `/login?page=${encodeURIComponent('/legalIndex/legal')}`,
      undefined,
    );
    expect(api.me).not.toHaveBeenCalled();
    expect(currentLocation()).toBeNull();
  });

  it('opens the take dialog for a logged-in user', async () => {
    signInAs(testUser());
    api.ads.mockResolvedValue(adsPage([marketAd(1)]));
    const user = userEvent.setup({ delay: null });
    renderMarket();
    await user.click(await screen.findByTestId('p2p-take'));
    expect(await screen.findByTestId('p2p-take-dialog')).toBeInTheDocument();
    expect(api.me).toHaveBeenCalled();
  });
});
