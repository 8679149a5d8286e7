/**
 * Test helpers of the assets area (imported by tests only, never by a screen); the common ones
 * come from @exchange/shared/testing.
 */
import type {
  AccountCurrency,
  AddressBookEntry,
  AccountGroup,
  AssetAccount,
  UserInfo,
  Translator,
} from '@exchange/shared';
import {
  createTestI18n as createI18n,
  flushPending,
  renderAtRoute,
  signInAs,
  testUser,
} from '@exchange/shared/testing';
import commonTexts from '../../../shared/src/i18n/locales/en.json';
import assetsTexts from '../locales/en.json';

export { commonTexts, assetsTexts };

export const createTestI18n = (): Promise<Translator> =>
  createI18n({ assets: assetsTexts, common: commonTexts });

/** Renders a screen at `entry` (its route is `path`); see renderAtRoute. */
export const renderAt = renderAtRoute;

/** Lets pending promises (mocked calls, effects) settle; see flushPending. */
export const flush = flushPending;

export {
  collectToasts,
  currentLocation,
  errorTexts,
  fakeSocket,
  mockApi,
  refused,
} from '@exchange/shared/testing';

export const USER: UserInfo = testUser({ pay_password_set: true });

/** A signed-in session with `user`. */
export const signIn = (user: UserInfo = USER): void => signInAs(user);

/** An account currency as `account/list` answers it. */
export const currency = (overrides: Partial<AccountCurrency> = {}): AccountCurrency => ({
  id: 1,
  code: 'USDT',
  decimals: 8,
  open_recharge: 1,
  open_draw: 1,
  draw_rate: '0.001',
  draw_min: '10',
  draw_max: '0',
  is_recharge_account: 1,
  account_types: [],
  currency_protocols: [
    {
      id: 11,
      currency_id: 1,
      in_address: '0xabc',
      token_address: '0xtoken',
      chain_protocol: { id: 1, code: 'ERC20' },
      memo_kind: 'none',
      in_memo: '',
      min_recharge: '10',
      confirmations: 12,
    },
    {
      id: 12,
      currency_id: 1,
      in_address: 'TXYZ',
      token_address: 'Ttoken',
      chain_protocol: { id: 2, code: 'TRC20' },
      memo_kind: 'none',
      in_memo: '',
      min_recharge: '1.5',
      confirmations: 20,
    },
  ],
  ...overrides,
});

/** One account of a group. */
export const account = (
  overrides: Partial<AssetAccount> & { currency?: AccountCurrency } = {},
): AssetAccount => {
  const cur = overrides.currency ?? currency();
  return {
    id: cur.id * 10,
    user_id: 7,
    currency_id: cur.id,
    currency_code: cur.code,
    balance: '100.5',
    lock_balance: '0',
    convert_usd: '100.50',
    ...overrides,
    currency: cur,
  };
};

const CODES = [
  'change_account',
  'legal_account',
  'lever_account',
  'micro_account',
  'financial_account',
] as const;

/** The five groups of `account/list`; spot (1) alone allows deposits and withdrawals. */
export const groups = (accounts: (id: number) => AssetAccount[]): AccountGroup[] =>
  CODES.map((code, index) => ({
    id: index + 1,
    account_code: code,
    name: code,
    is_recharge: index === 0 ? 1 : 0,
    is_withdraw: index === 0 ? 1 : 0,
    convert_usd: '100.50',
    accounts: accounts(index + 1),
  }));

/** A saved withdrawal address as `address_book/list` answers it. */
export const bookEntry = (overrides: Partial<AddressBookEntry> = {}): AddressBookEntry => ({
  id: 1,
  currency_id: 1,
  currency_code: 'USDT',
  currency_protocol_id: 11,
  chain: 'ERC20',
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  memo: '',
  label: 'Cold wallet',
  created_at: '2026-11-27 10:00:00',
  ...overrides,
});
