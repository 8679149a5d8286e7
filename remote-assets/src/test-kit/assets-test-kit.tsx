/**
 * Test helpers of the assets area (imported by tests only, never by a screen). Only the api
 * client is mocked: screens, router, i18n and the session are the real ones.
 */
import {
  api,
  ApiError,
  notify,
  session,
  type AccountCurrency,
  type AccountGroup,
  type AssetAccount,
  type Toast,
  type UserInfo,
} from '@exchange/shared';
import {
  createTestI18n as createI18n,
  flushPending,
  renderAtRoute,
} from '@exchange/shared/testing';
import type { i18n as I18n } from 'i18next';
import commonTexts from '../../../shared/src/i18n/locales/en.json';
import assetsTexts from '../locales/en.json';

export { commonTexts, assetsTexts };

export const createTestI18n = (): Promise<I18n> =>
  createI18n({ assets: assetsTexts, common: commonTexts });

/** Renders a screen at `entry` (its route is `path`); see renderAtRoute. */
export const renderAt = renderAtRoute;

/** Lets pending promises (mocked calls, effects) settle; see flushPending. */
export const flush = flushPending;

/** Collects the toasts pushed while a test runs. */
export const collectToasts = (): { toasts: Toast[]; stop: () => void } => {
  const toasts: Toast[] = [];
  const subscription = notify.toasts$.subscribe((toast) => toasts.push(toast));
  return { toasts, stop: () => subscription.unsubscribe() };
};

export const errorTexts = (toasts: Toast[]): string[] =>
  toasts.filter((toast) => toast.severity === 'error').map((toast) => toast.message);

export const USER: UserInfo = {
  id: 7,
  uid: '10000007',
  email: 'trader@example.com',
  mobile: '',
  account: 'trader@example.com',
  invite_code: 'INV7QX',
  review_status: 0,
  is_seller: false,
  pay_password_set: true,
};

/** A signed-in session with `user`. */
export const signIn = (user: UserInfo = USER): void => session.signIn('token-7', user);

type Answer = unknown | ((params: unknown) => unknown);

/**
 * Mocks the api client's GET, POST and upload by path. An answer that is an Error (an ApiError)
 * rejects; a function is called with the params or body. Unknown paths reject.
 */
export const mockApi = (answers: {
  get?: Record<string, Answer>;
  post?: Record<string, Answer>;
  upload?: Record<string, Answer>;
}): { get: jest.SpyInstance; post: jest.SpyInstance; upload: jest.SpyInstance } => {
  const respond =
    (table: Record<string, Answer> = {}, kind: string) =>
    (path: string, params?: unknown): Promise<unknown> => {
      if (!(path in table)) return Promise.reject(new Error(`unexpected ${kind} ${path}`));
      const entry = table[path];
      const value =
        typeof entry === 'function' ? (entry as (p: unknown) => unknown)(params) : entry;
      return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
    };
  return {
    get: jest.spyOn(api, 'get').mockImplementation(respond(answers.get, 'GET') as typeof api.get),
    post: jest
      .spyOn(api, 'post')
      .mockImplementation(respond(answers.post, 'POST') as typeof api.post),
    upload: jest
      .spyOn(api, 'upload')
      .mockImplementation(respond(answers.upload, 'upload') as typeof api.upload),
  };
};

/** A code-0 refusal as the api client raises it (it already toasted the message). */
export const refused = (message = 'Refused'): ApiError => new ApiError('rejected', message, 0);

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
    },
    {
      id: 12,
      currency_id: 1,
      in_address: 'TXYZ',
      token_address: 'Ttoken',
      chain_protocol: { id: 2, code: 'TRC20' },
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
