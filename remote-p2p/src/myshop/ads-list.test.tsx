import type { Translator } from '@exchange/shared';
import type { P2PAd } from '@exchange/shared/contract/p2p';
import { flushPending, renderAtRoute } from '@exchange/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { p2pApi } from '../api/p2p-api';
import { AdsList } from './ads-list';
import { adsPage, shopAd, shopI18n, shopTexts } from './shop-fixtures';

jest.mock('../api/p2p-api');
const api = jest.mocked(p2pApi);

let i18n: Translator;
beforeAll(async () => {
  i18n = await shopI18n();
});
afterEach(() => jest.resetAllMocks());

const ADS = [
  shopAd(1, { status: 1 }),
  shopAd(2, { status: 2 }),
  shopAd(3, { status: 3 }),
  shopAd(4, { status: 4, side: 'buy' }),
];

const show = async (ads: P2PAd[] = ADS) => {
  api.shopAds.mockResolvedValue(adsPage(ads));
  api.adStatus.mockImplementation(async (id) => shopAd(id));
  const onEdit = jest.fn();
  renderAtRoute(i18n, '/x', '/x', <AdsList round={0} onEdit={onEdit} />);
  await flushPending();
  return { onEdit };
};

const row = (id: number): HTMLElement => {
  const found = screen
    .getAllByTestId('shop-ad-row')
    .find((element) => element.getAttribute('data-ad-id') === String(id));
  if (!found) throw new Error(`no row ${id}`);
  return found;
};

const buttonsOf = (id: number): string[] =>
  within(row(id))
    .queryAllByRole('button')
    .map((button) => button.textContent ?? '');

describe('AdsList', () => {
  it('shows each ad with its numbers, status label and the actions of its state', async () => {
    await show();
    expect(api.shopAds).toHaveBeenCalledWith(1);
    const first = within(row(1));
    expect(first.getByTestId('ad-side')).toHaveTextContent('I sell');
    expect(first.getByTestId('ad-pair')).toHaveTextContent('USDT/USD');
    expect(first.getByTestId('ad-price')).toHaveTextContent('1.01 USD');
    expect(first.getByTestId('ad-total')).toHaveTextContent('100.00');
    expect(first.getByTestId('ad-available')).toHaveTextContent('60.00');
    expect(first.getByTestId('ad-in-orders')).toHaveTextContent('15.00');
    expect(first.getByTestId('ad-done')).toHaveTextContent('25.00');
    expect(first.getByTestId('ad-limits')).toHaveTextContent('10.00 – 500.00 USD');
    expect(first.getByTestId('ad-methods')).toHaveTextContent('Bank card');
    expect(first.getByTestId('ad-window')).toHaveTextContent('15 min');
    const status = (id: number): string =>
      within(row(id)).getByTestId('ad-status').textContent ?? '';
    expect([1, 2, 3, 4].map(status)).toEqual(['Open', 'Paused', 'Off shelf', 'Insufficient total']);
    const { edit, pause, open, off } = shopTexts.ads;
    expect(buttonsOf(1)).toEqual([edit, pause, off]);
    expect(buttonsOf(2)).toEqual([edit, open, off]);
    expect(buttonsOf(3)).toEqual([]);
    expect(buttonsOf(4)).toEqual([edit, off]);
  });

  it('pauses an open ad and opens a paused one, then reloads', async () => {
    await show();
    await userEvent.click(within(row(1)).getByTestId('ad-pause'));
    await flushPending();
    expect(api.adStatus).toHaveBeenLastCalledWith(1, 'pause');
    await userEvent.click(within(row(2)).getByTestId('ad-open'));
    await flushPending();
    expect(api.adStatus).toHaveBeenLastCalledWith(2, 'open');
    expect(api.shopAds).toHaveBeenCalledTimes(3);
  });

  it('takes an ad off shelf only after the confirmation naming the returned quantity', async () => {
    await show();
    await userEvent.click(within(row(1)).getByTestId('ad-off'));
    await flushPending();
    expect(api.adStatus).not.toHaveBeenCalled();
    expect(await screen.findByTestId('off-shelf-text')).toHaveTextContent(
      'The unused quantity returns to your fiat account.',
    );
    await userEvent.click(screen.getByTestId('confirm-dialog-ok'));
    await flushPending();
    expect(api.adStatus).toHaveBeenCalledWith(1, 'off');
  });

  it('takes an insufficient ad off shelf too, and hands an ad to edit', async () => {
    const { onEdit } = await show();
    await userEvent.click(within(row(4)).getByTestId('ad-edit'));
    expect(onEdit).toHaveBeenCalledWith(ADS[3]);
    await userEvent.click(within(row(4)).getByTestId('ad-off'));
    await userEvent.click(await screen.findByTestId('confirm-dialog-ok'));
    await flushPending();
    expect(api.adStatus).toHaveBeenCalledWith(4, 'off');
  });

  it('says so when there are no ads', async () => {
    await show([]);
    expect(screen.getByText(shopTexts.ads.empty)).toBeInTheDocument();
  });
});
