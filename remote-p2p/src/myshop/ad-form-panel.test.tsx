import { ApiError, type Translator } from '@exchange/shared';
import { collectToasts, errorTexts, flushPending, renderAtRoute } from '@exchange/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { p2pApi } from '../api/p2p-api';
import { AdFormPanel } from './ad-form-panel';
import { shopAd, shopConfig, shopI18n, shopTexts } from './shop-fixtures';

jest.mock('../api/p2p-api');
const api = jest.mocked(p2pApi);
const errors = shopTexts.adForm.errors;

let i18n: Translator;
beforeAll(async () => {
  i18n = await shopI18n();
});
beforeEach(() => {
  api.config.mockResolvedValue(shopConfig());
  api.payMethodTypes.mockResolvedValue([
    { id: 1, name: 'Alipay', code: 'alipay' },
    { id: 2, name: 'WeChat', code: 'wxpay' },
    { id: 3, name: 'Bank', code: 'bank' },
  ]);
  // Alipay and bank saved, WeChat not.
  api.payMethodByType.mockImplementation(async (type) =>
    type === 2
      ? null
      : { type, code: type === 1 ? 'alipay' : 'bank', raw_data: { real_name: 'A' } },
  );
  api.legalBalance.mockResolvedValue('1234.5');
});
afterEach(() => jest.resetAllMocks());

const show = async (ad = null as Parameters<typeof AdFormPanel>[0]['ad']) => {
  const saved = jest.fn();
  renderAtRoute(
    i18n,
    '/myshop/myshoporders',
    '/myshop/myshoporders',
    <AdFormPanel ad={ad} onClose={jest.fn()} onSaved={saved} />,
  );
  await flushPending();
  return { saved };
};

const type = async (testId: string, text: string): Promise<void> => {
  const input = screen.getByTestId(testId);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
};

const fill = async (values: Record<string, string>): Promise<void> => {
  for (const [testId, text] of Object.entries(values)) await type(testId, text);
};

const submit = async (): Promise<void> => {
  await userEvent.click(screen.getByTestId('ad-form-submit'));
  await flushPending();
};

const alerts = (): string[] =>
  [...document.querySelectorAll('.Mui-error.MuiFormHelperText-root, [role="alert"]')].map(
    (node) => node.textContent ?? '',
  );

describe('AdFormPanel', () => {
  it('shows each problem inline in the server order and sends nothing', async () => {
    await show();
    const toasts = collectToasts();
    const expectOnly = async (message: string): Promise<void> => {
      await submit();
      expect(alerts()).toEqual([message]);
    };
    await expectOnly(errors.price);
    await fill({ 'ad-form-price': '1.05' });
    await expectOnly(errors.total.replace('{{decimals}}', '6'));
    await fill({ 'ad-form-total': '100' });
    await expectOnly(errors.minFiat);
    await fill({ 'ad-form-min': '50' });
    await expectOnly(errors.maxFiat);
    await fill({ 'ad-form-max': '20' });
    await expectOnly(errors.maxBelowMin);
    expect(errors.maxBelowMin).toBe('The maximum per order may not be below the minimum');
    await fill({ 'ad-form-min': '9.99', 'ad-form-max': '200' });
    await expectOnly('The minimum per order must be at least 10.00 USD');
    await fill({ 'ad-form-min': '10' });
    await expectOnly(errors.methods);
    await userEvent.click(screen.getByTestId('ad-form-method-bank'));
    await fill({ 'ad-form-price': '1.21' });
    await expectOnly('The price must be between 0.80 and 1.20 USD');
    // The toasts said the same, one per refused submit.
    expect(errorTexts(toasts.toasts)).toHaveLength(8);
    toasts.stop();
    expect(api.createAd).not.toHaveBeenCalled();
  });

  it('shows the reference price and the band of the chosen asset and fiat', async () => {
    await show();
    expect(screen.getByTestId('price-band')).toHaveTextContent(
      'Reference price 1.00 USD; allowed 0.80 to 1.20 USD',
    );
    await userEvent.selectOptions(screen.getByTestId('ad-form-fiat'), 'THB');
    expect(screen.getByTestId('price-band')).toHaveTextContent(
      'Reference price 35.00 THB; allowed 28.00 to 42.00 THB',
    );
  });

  it('offers only the saved methods and refuses keys a decimal field cannot hold', async () => {
    await show();
    expect(screen.getByTestId('ad-form-method-alipay')).toBeInTheDocument();
    expect(screen.getByTestId('ad-form-method-bank')).toBeInTheDocument();
    expect(screen.queryByTestId('ad-form-method-wxpay')).toBeNull();
    await type('ad-form-price', '1.234e');
    expect(screen.getByTestId('ad-form-price')).toHaveValue('1.23');
  });

  it('creates a buy ad with the exact strings typed, on Enter', async () => {
    api.createAd.mockResolvedValue(shopAd(9));
    const { saved } = await show();
    await userEvent.click(screen.getByTestId('ad-form-side-buy'));
    expect(screen.queryByTestId('ad-form-balance')).toBeNull();
    await userEvent.selectOptions(screen.getByTestId('ad-form-asset'), 'BTC');
    await userEvent.selectOptions(screen.getByTestId('ad-form-window'), '30');
    await userEvent.click(screen.getByTestId('ad-form-method-alipay'));
    await userEvent.click(screen.getByTestId('ad-form-method-bank'));
    await fill({
      'ad-form-price': '61000.50',
      'ad-form-total': '0.12500000',
      'ad-form-min': '100',
      'ad-form-terms': 'Alipay or bank.',
      'ad-form-max': '5000.00{Enter}',
    });
    await flushPending();
    expect(api.createAd).toHaveBeenCalledWith(
      {
        side: 'buy',
        currency_id: 2,
        fiat: 'USD',
        price: '61000.50',
        total: '0.12500000',
        min_fiat: '100',
        max_fiat: '5000.00',
        pay_methods: ['alipay', 'bank'],
        pay_window: 30,
        terms: 'Alipay or bank.',
      },
      { silentError: true },
    );
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('shows the fiat account balance and the transfer link for a sell ad', async () => {
    await show();
    expect(api.legalBalance).toHaveBeenCalledWith(1);
    expect(screen.getByTestId('ad-form-balance')).toHaveTextContent(
      'Available in the fiat account: 1,234.5',
    );
    expect(screen.getByTestId('ad-form-transfer')).toHaveAttribute('href', '/assets/transfer');
  });

  it('shows the server refusal inline and clears it on the next submit', async () => {
    api.createAd.mockRejectedValueOnce(new ApiError('rejected', 'Insufficient total', 0));
    await show();
    await userEvent.click(screen.getByTestId('ad-form-method-bank'));
    await fill({
      'ad-form-price': '1.00',
      'ad-form-total': '5000',
      'ad-form-min': '10',
      'ad-form-max': '100',
    });
    await submit();
    expect(screen.getByTestId('ad-form-refusal')).toHaveTextContent('Insufficient total');
    await type('ad-form-price', '');
    await submit();
    expect(screen.queryByTestId('ad-form-refusal')).toBeNull();
    expect(alerts()).toEqual([errors.price]);
    expect(api.createAd).toHaveBeenCalledTimes(1);
  });

  it('edits an ad: fixed side, asset and fiat; the total may not go down', async () => {
    api.updateAd.mockResolvedValue(shopAd(4));
    const { saved } = await show(shopAd(4, { total: '100', price: '1.01' }));
    expect(screen.getByTestId('ad-form-asset')).toBeDisabled();
    expect(screen.getByTestId('ad-form-fiat')).toBeDisabled();
    expect(screen.getByTestId('ad-form-side-buy')).toBeDisabled();
    expect(screen.getByText('The total may only go up (now 100.000000)')).toBeInTheDocument();
    await type('ad-form-total', '99.5');
    await submit();
    expect(alerts()).toEqual(['The total may only go up: enter at least 100.000000']);
    expect(api.updateAd).not.toHaveBeenCalled();
    await type('ad-form-total', '150');
    await type('ad-form-price', '1.02');
    await submit();
    expect(api.updateAd).toHaveBeenCalledWith(
      {
        id: 4,
        price: '1.02',
        total: '150',
        min_fiat: '10.00',
        max_fiat: '500.00',
        pay_methods: ['bank'],
        terms: 'Bank transfer only.',
      },
      { silentError: true },
    );
    expect(saved).toHaveBeenCalledTimes(1);
  });
});
