/**
 * Fixtures of the store screens' tests (tests only, never a screen): contract-shaped answers and
 * the English texts.
 */
import type { Translator } from '@exchange/shared';
import type {
  P2PAd,
  P2PAgent,
  P2PConfig,
  P2PMe,
  P2PMerchantStatus,
  P2PShopAdsPage,
} from '@exchange/shared/contract/p2p';
import { createTestI18n } from '@exchange/shared/testing';
import { configure } from '@testing-library/react';
import commonTexts from '../../../shared/src/i18n/locales/en.json';
import shopTexts from '../locales/shop/en.json';

// Form tests type into many fields on a busy 2-core runner: more than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

export { shopTexts };

export const shopI18n = (): Promise<Translator> =>
  createTestI18n({ 'p2p-shop': shopTexts, common: commonTexts });

/** USDT (6 decimals) and BTC (8); USD and THB; USDT is 1 USD / 35 THB; guard ±20 %. */
export const shopConfig = (overrides: Partial<P2PConfig> = {}): P2PConfig => ({
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
  reference_prices: {
    USDT: { USD: '1.00', THB: '35.00' },
    BTC: { USD: '60000.00', THB: '2100000.00' },
  },
  min_order_fiat: {
    USDT: { USD: '10.00', THB: '350.00' },
    BTC: { USD: '10.00', THB: '350.00' },
  },
  ...overrides,
});

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

export const merchantStatus = (overrides: Partial<P2PMerchantStatus> = {}): P2PMerchantStatus => ({
  status: 'none',
  name: '',
  reason: '',
  ...overrides,
});

/** An open sell ad of USDT in USD: 100 in total, 60 available. */
export const shopAd = (id: number, overrides: Partial<P2PAd> = {}): P2PAd => ({
  id,
  side: 'sell',
  currency_id: 1,
  currency_code: 'USDT',
  decimals: 6,
  fiat: 'USD',
  price: '1.01',
  available: '60',
  min_fiat: '10.00',
  max_fiat: '500.00',
  pay_methods: ['bank'],
  pay_window: 15,
  terms: 'Bank transfer only.',
  status: 1,
  total: '100',
  in_orders: '15',
  done: '25',
  created_at: '2026-11-20 08:00:00',
  updated_at: '2026-11-20 08:00:00',
  ...overrides,
});

export const adsPage = (ads: P2PAd[], lastPage = 1): P2PShopAdsPage => ({
  total: ads.length,
  per_page: 10,
  last_page: lastPage,
  current_page: 1,
  data: ads,
});

export const agent = (uid: string, name: string): P2PAgent => ({
  uid,
  name,
  added_at: '2026-11-21 09:30:00',
});
