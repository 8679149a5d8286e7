import type { Translator } from '@exchange/shared';
import type { OrderDetailViewProps, OrderListPanelProps } from '../order';
import { currentLocation, flushPending, renderAtRoute } from '@exchange/shared/testing';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { p2pApi } from '../api/p2p-api';
import { MyshopPage } from './myshop-page';
import {
  adsPage,
  me,
  merchantStatus,
  shopAd,
  shopConfig,
  shopI18n,
  shopTexts,
} from './shop-fixtures';

jest.mock('../api/p2p-api');
// The order screens belong to the market's code: here only what the store hands them counts.
const listProps: OrderListPanelProps[] = [];
const detailProps: OrderDetailViewProps[] = [];
jest.mock('../order', () => ({
  OrderListPanel: (props: OrderListPanelProps) => {
    listProps.push(props);
    return <div data-testid="order-list-stub" />;
  },
  OrderDetailView: (props: OrderDetailViewProps) => {
    detailProps.push(props);
    return <div data-testid="order-detail-stub" />;
  },
}));
const api = jest.mocked(p2pApi);

let i18n: Translator;
beforeAll(async () => {
  i18n = await shopI18n();
});
beforeEach(() => {
  listProps.length = 0;
  detailProps.length = 0;
  api.shopAds.mockResolvedValue(adsPage([shopAd(1)]));
  api.agents.mockResolvedValue([]);
  api.config.mockResolvedValue(shopConfig());
  api.payMethodTypes.mockResolvedValue([]);
  api.legalBalance.mockResolvedValue('0');
});
afterEach(() => jest.resetAllMocks());

const show = async (entry: string, who: Parameters<typeof me>[0]): Promise<void> => {
  api.merchant.mockResolvedValue(merchantStatus(who?.is_merchant ? { status: 'approved' } : {}));
  api.me.mockResolvedValue(me(who));
  renderAtRoute(i18n, entry, '/myshop/*', <MyshopPage />);
  await flushPending();
};

const merchant = {
  is_merchant: true,
  completed_30d: 1234,
  completion_rate: '97.50',
  avg_release_seconds: 185,
};

describe('MyshopPage', () => {
  it("shows a merchant's store home with stats, ads and agents; unknown paths land there", async () => {
    await show('/myshop/nowhere', merchant);
    expect(screen.getByTestId('store-home')).toBeInTheDocument();
    expect(screen.getByTestId('stat-completed')).toHaveTextContent('1,234');
    expect(screen.getByTestId('stat-rate')).toHaveTextContent('97.50%');
    expect(screen.getByTestId('stat-release')).toHaveTextContent('3 min 5 s');
    expect(screen.getAllByTestId('shop-ad-row')).toHaveLength(1);
    expect(screen.getByTestId('shop-agents')).toBeInTheDocument();
    expect(screen.getByTestId('menu-shoporders')).toHaveAttribute('href', '/myshop/shoporders');
    expect(screen.getByTestId('menu-market')).toHaveAttribute('href', '/legalIndex/legal');
  });

  it('opens the ad form from "Post an ad" and closes it with Cancel', async () => {
    await show('/myshop/myshoporders', merchant);
    await userEvent.click(screen.getByTestId('post-ad'));
    await flushPending();
    expect(screen.getByTestId('ad-form')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('ad-form-cancel'));
    expect(screen.queryByTestId('ad-form')).toBeNull();
  });

  it('opens the edit form of a row, filled with the ad, and reloads the list once saved', async () => {
    api.updateAd.mockResolvedValue(shopAd(1));
    api.payMethodTypes.mockResolvedValue([{ id: 3, name: 'Bank', code: 'bank' }]);
    api.payMethodByType.mockResolvedValue({ type: 3, code: 'bank', raw_data: { real_name: 'A' } });
    await show('/myshop/myshoporders', merchant);
    await userEvent.click(screen.getByTestId('ad-edit'));
    await flushPending();
    expect(screen.getByTestId('ad-form')).toHaveTextContent(shopTexts.adForm.editTitle);
    expect(screen.getByTestId('ad-form-total')).toHaveValue('100');
    expect(api.shopAds).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByTestId('ad-form-submit'));
    await flushPending();
    expect(api.updateAd).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('ad-form')).toBeNull();
    expect(api.shopAds).toHaveBeenCalledTimes(2);
  });

  it('shows the application to others, without the orders', async () => {
    await show('/myshop/shoporders', { is_merchant: false });
    expect(screen.getByTestId('merchant-apply')).toBeInTheDocument();
    expect(screen.queryByTestId('menu-shoporders')).toBeNull();
    expect(screen.queryByTestId('store-home')).toBeNull();
    expect(listProps).toHaveLength(0);
  });

  it("hands the store's orders to the order list, for an agent too", async () => {
    await show('/myshop/shoporders', { agent_of: [{ uid: '10000001', name: 'Big Store' }] });
    expect(screen.getByTestId('order-list-stub')).toBeInTheDocument();
    const props = listProps[listProps.length - 1];
    expect(props.load).toBe(p2pApi.shopOrders);
    expect(props.detailPath(42)).toBe('/myshop/shoporderdetail?id=42');
  });

  it('opens an order by its id and sends a bad id back to the list', async () => {
    await show('/myshop/shoporderdetail?id=42', merchant);
    expect(detailProps[detailProps.length - 1]).toEqual({ id: 42, listPath: '/myshop/shoporders' });
    cleanup();
    detailProps.length = 0;
    await show('/myshop/shoporderdetail?id=abc', merchant);
    expect(detailProps).toHaveLength(0);
    expect(screen.getByTestId('order-list-stub')).toBeInTheDocument();
  });

  it('leaves the area for the market link', async () => {
    await show('/myshop/myshoporders', merchant);
    await userEvent.click(screen.getByTestId('menu-market'));
    expect(currentLocation()?.path).toBe('/legalIndex/legal');
  });
});
