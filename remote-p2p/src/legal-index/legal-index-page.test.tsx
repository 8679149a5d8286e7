import { screen, waitFor } from '@testing-library/react';
import { registerNavigate, session, type Translator } from '@exchange/shared';
import {
  currentLocation,
  mockApi,
  renderAtRoute,
  signInAs,
  testUser,
} from '@exchange/shared/testing';
import { p2pApi } from '../api/p2p-api';
import { adsPage, CONFIG, ordersPage, p2pI18n, p2pTexts } from '../test-kit/p2p-kit';
import { LegalIndexPage } from './legal-index-page';

jest.mock('../api/p2p-api');
const api = jest.mocked(p2pApi);
let i18n: Translator;

beforeAll(async () => {
  i18n = await p2pI18n();
});
beforeEach(() => {
  mockApi({});
  api.config.mockResolvedValue(CONFIG);
  api.ads.mockResolvedValue(adsPage([]));
  api.orders.mockResolvedValue(ordersPage([]));
});
afterEach(() => {
  registerNavigate(null);
  session.clear();
  jest.restoreAllMocks();
  jest.resetAllMocks();
});

const renderAt = (entry: string): void => {
  window.history.replaceState(null, '', entry);
  renderAtRoute(i18n, entry, '/legalIndex/*', <LegalIndexPage />);
};

describe('LegalIndexPage', () => {
  it('shows the market to a visitor, without the store link', async () => {
    renderAt('/legalIndex/legal');
    expect(await screen.findByText(p2pTexts.market.empty)).toBeInTheDocument();
    expect(screen.getByTestId('p2p-menu-orders')).toHaveAttribute('href', '/legalIndex/orders');
    expect(screen.queryByTestId('p2p-menu-shop')).toBeNull();
  });

  it('sends a visitor on my orders to log in, and loads nothing', async () => {
    const navigate = jest.fn();
    registerNavigate(navigate);
    renderAt('/legalIndex/orders');
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        `/login?page=${encodeURIComponent('/legalIndex/orders')}`,
        { replace: true },
      ),
    );
    expect(api.orders).not.toHaveBeenCalled();
  });

  it('lists my orders when logged in, and links to the store', async () => {
    signInAs(testUser());
    renderAt('/legalIndex/orders');
    expect(await screen.findByText(p2pTexts.orders.empty)).toBeInTheDocument();
    expect(api.orders).toHaveBeenCalledWith('active', 1);
    expect(screen.getByTestId('p2p-menu-shop')).toHaveTextContent(p2pTexts.menu.becomeMerchant);
  });

  it('sends an unknown path to the market', async () => {
    renderAt('/legalIndex/nowhere');
    expect(await screen.findByTestId('p2p-market-page')).toBeInTheDocument();
    expect(currentLocation()).toBeNull();
  });
});
