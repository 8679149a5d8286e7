/**
 * Test helpers of the P2P area (tests only, never a screen): fixtures in the contract's shapes,
 * English texts, the router and i18n around a screen.
 */
import type { Translator } from '@exchange/shared';
import type {
  P2PConfig,
  P2PMarketAd,
  P2PMe,
  P2POrderDetail,
  P2POrdersPage,
  P2PAdsPage,
} from '@exchange/shared/contract/p2p';
import { createTestI18n } from '@exchange/shared/testing';
import { configure } from '@testing-library/react';
import commonTexts from '../../../shared/src/i18n/locales/en.json';
import p2pTexts from '../locales/p2p/en.json';

// Dialog tests load the overlays part of the kit: a busy runner needs more than 1 s.
configure({ asyncUtilTimeout: 5000 });

export { commonTexts, p2pTexts };

export const p2pI18n = (): Promise<Translator> =>
  createTestI18n({ p2p: p2pTexts, common: commonTexts });

export const CONFIG: P2PConfig = {
  assets: [
    { currency_id: 1, code: 'USDT', decimals: 6 },
    { currency_id: 2, code: 'BTC', decimals: 8 },
  ],
  fiats: ['USD', 'THB'],
  pay_windows: [10, 15, 30, 45],
  confirm_minutes: 60,
  delay_minutes: 30,
  price_guard_percent: 20,
  cancel_limit: 3,
  reference_prices: { USDT: { USD: '1.00', THB: '35.00' } },
  min_order_fiat: { USDT: { USD: '10.00', THB: '350.00' } },
};

/** A merchant's sell ad (takers buy): USDT at 7.13 USD, 10–1000 USD, 500 available. */
export const marketAd = (id: number, overrides: Partial<P2PMarketAd> = {}): P2PMarketAd => ({
  id,
  side: 'sell',
  merchant: {
    uid: `2000000${id}`,
    name: `Store ${id}`,
    completed_30d: 120,
    completion_rate: '98.50',
    avg_release_seconds: 90,
  },
  currency_id: 1,
  currency_code: 'USDT',
  decimals: 6,
  fiat: 'USD',
  price: '7.13',
  available: '500',
  min_fiat: '10.00',
  max_fiat: '1000.00',
  pay_methods: ['bank', 'alipay'],
  pay_window: 15,
  terms: 'Pay from an account in your own name.',
  status: 1,
  ...overrides,
});

export const page = <T,>(
  data: T[],
  lastPage = 1,
): { total: number; per_page: number; last_page: number; current_page: number; data: T[] } => ({
  total: data.length,
  per_page: 10,
  last_page: lastPage,
  current_page: 1,
  data,
});

export const adsPage = (ads: P2PMarketAd[], lastPage = 1): P2PAdsPage => page(ads, lastPage);

/** A verified user with a receiving method and a trade password, free to buy. */
export const me = (overrides: Partial<P2PMe> = {}): P2PMe => ({
  uid: '10000007',
  verified: true,
  is_merchant: false,
  agent_of: [],
  has_pay_methods: true,
  has_pay_password: true,
  cancels_today: 0,
  buy_blocked_until: null,
  completed_30d: 0,
  completion_rate: '',
  avg_release_seconds: null,
  ...overrides,
});

/** An unpaid order the caller buys: 100 USDT at 7.13 USD, to pay within 15 minutes. */
export const orderDetail = (overrides: Partial<P2POrderDetail> = {}): P2POrderDetail => ({
  id: 41,
  ad_id: 5,
  status: 1,
  currency_id: 1,
  currency_code: 'USDT',
  decimals: 6,
  fiat: 'USD',
  price: '7.13',
  quantity: '100',
  fiat_amount: '713.00',
  buyer: { uid: '10000007', name: 'Buyer Bea' },
  seller: { uid: '20000005', name: 'Store 5' },
  merchant_uid: '20000005',
  role: 'buyer',
  deadline_at: 1_800_000_900_000,
  delayed: false,
  cancel_reason: null,
  appeal: null,
  created_at: 1_800_000_000_000,
  paid_at: null,
  finished_at: null,
  pay_details: [
    {
      code: 'bank',
      raw_data: {
        real_name: 'Lee Store',
        bank_name: 'First Bank',
        bank_address: 'Main St',
        card_no: '6222 0000 1111',
      },
    },
  ],
  voucher: null,
  terms: 'Pay from an account in your own name.',
  pay_window: 15,
  server_time: 1_800_000_000_000,
  ...overrides,
});

export const ordersPage = (orders: P2POrderDetail[]): P2POrdersPage => page(orders);

/** A small PNG file for the voucher field. */
export const pngFile = (name = 'voucher.png'): File =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
