import type { Paged } from './envelope';
import type { AccountLogRow } from './personal';

/**
 * The assets area and lock products (docs/product.md#logged-in-areas-screens "Assets area", "Deposit page", docs/product.md#logged-in-areas-data, docs/product.md#logged-in-areas-states, docs/product.md#logged-in-areas-validation,
 * docs/product.md#logged-in-areas-calls; docs/decisions.md#accounts, docs/decisions.md#lists, docs/decisions.md#lock-products). Paths are relative to `/api/`; every
 * answer is the `{ code, msg, data }` envelope except the address service (its own answer).
 * Amounts travel as decimal strings; requests accept strings or numbers and refuse exponents,
 * signs, zero, more decimals than the currency has and values of 10^12 or more (code 0).
 * Every call needs the token (999 without) except `pay_in/open`, `lock_list` and
 * `current_setting`.
 */
export const ASSETS_PATH = {
  accountList: 'account/list',
  payInOpen: 'pay_in/open',
  payInOptions: 'pay_in/options',
  payInCreate: 'pay_in/create',
  payInList: 'pay_in/list',
  payInDetail: 'pay_in/detail',
  wallet: 'wallet/wallet',
  createPayOrder: 'wallet/createPayOrder',
  currencyProtocols: 'block_chain/currency_protocols',
  draw: 'account/draw',
  transfer: 'account/transfer',
  /** `account_log/<code>`: change, legal, lever, micro, financial. */
  accountLog: {
    change: 'account_log/change',
    legal: 'account_log/legal',
    lever: 'account_log/lever',
    micro: 'account_log/micro',
    financial: 'account_log/financial',
  },
  lockList: 'storage_currency/lock_list',
  currentSetting: 'storage_currency/current_setting',
  submitLock: 'storage_currency/submit_lock',
  lockLog: 'storage_currency/lock_log',
  lockHoldings: 'storage_currency/lock_holdings',
  drawLimit: 'account/draw_limit',
  addressBook: 'address_book/list',
  addressBookDelete: 'address_book/delete',
} as const;

/**
 * The address service (docs/product.md#logged-in-areas-calls "Address service"): registered under `/api/address/`
 * (`ADDRESS_SERVICE_BASE + ADDRESS_SERVICE_PATH.x`). Answers `AddressServiceAnswer`, HTTP 200,
 * never the envelope.
 */
export const ADDRESS_SERVICE_BASE = 'address/';
export const ADDRESS_SERVICE_PATH = {
  getDrawAddress: 'GetDrawAddress',
  sendCode: 'SendVerificationcode',
  bind: 'BindDrawAddress',
} as const;

/** docs/decisions.md#accounts: account type ids. */
export const ACCOUNT_TYPE_ID = { change: 1, legal: 2, lever: 3, micro: 4, financial: 5 } as const;
export type AccountTypeCode = keyof typeof ACCOUNT_TYPE_ID;
export type AccountCode =
  'change_account' | 'legal_account' | 'lever_account' | 'micro_account' | 'financial_account';

/** Account records (dealRecords) and the coin log: 15 a page (docs/decisions.md#lists). */
export const ASSETS_LOG_PAGE_SIZE = 15;
/** `storage_currency/lock_list` / `current_setting`: at most 30 products (docs/product.md#logged-in-areas-constants). */
export const LOCK_LIST_LIMIT = 30;
/** Send-code countdown of the bind-address page (docs/product.md#logged-in-areas-states); other pages use 60. */
export const BIND_ADDRESS_CODE_COUNTDOWN_S = 59;
/** Verification type of the bind-address code (SendVerificationcode). */
export const BIND_ADDRESS_CODE_TYPE = 6;
/**
 * The default secret suffix of the BindDrawAddress sign (server `ADDRESS_SIGN_SECRET`). It is
 * shipped to every browser, so it is NOT a secret: it only detects a mangled form. What
 * authorises a bind is the login token plus the verification code.
 */
export const ADDRESS_SIGN_DEFAULT_SECRET = 'meridian-draw-address-v1';
/** BindDrawAddress `t` (unix seconds) may differ from the server clock by at most this. */
export const ADDRESS_SIGN_MAX_AGE_S = 600;

/** Chain protocol of a currency (docs/product.md#logged-in-areas-data "Currency protocol"). */
export type CurrencyProtocol = {
  id: number;
  currency_id: number;
  /** The caller's deposit address on this chain ('' when logged out). */
  in_address: string;
  /** Token contract ('' for a chain's native coin). */
  token_address: string;
  chain_protocol: { id: number; code: string };
  /**
   * What the chain's memo is: 'tag' (XRP destination tag, digits), 'text' (EOS memo) or
   * 'none'. On a memo chain deposits go to the exchange's account and must carry `in_memo`.
   */
  memo_kind: MemoKind;
  /** The memo/tag a deposit on this chain must carry ('' when none or logged out). */
  in_memo: string;
  /**
   * The smallest deposit credited on this chain, a decimal string: the operator setting
   * `recharge_min_<CURRENCY>_<CHAIN>`, else `recharge_min_<CURRENCY>`, else the currency's
   * `draw_min` (docs/product.md#assets-area "Charge panel").
   */
  min_recharge: string;
  /** Network confirmations after which a deposit on this chain is credited (per chain). */
  confirmations: number;
};
export type MemoKind = 'none' | 'tag' | 'text';

export type AccountCurrency = {
  id: number;
  code: string;
  decimals: number;
  /** 1 = deposits open. */
  open_recharge: 0 | 1;
  /** 1 = withdrawals open. */
  open_draw: 0 | 1;
  /** Withdrawal fee as a fraction (0.001 = 0.1 %), a decimal string. */
  draw_rate: string;
  draw_min: string;
  /** '0' = no maximum. */
  draw_max: string;
  is_recharge_account: 0 | 1;
  account_types: Array<{ name: string; account_code: AccountCode }>;
  currency_protocols: CurrencyProtocol[];
};

/** One account of `account/list` (docs/product.md#logged-in-areas-data "Account"). */
export type AssetAccount = {
  id: number;
  user_id: number;
  currency_id: number;
  currency_code: string;
  balance: string;
  lock_balance: string;
  /** (balance + lock_balance) in USD(T), 2 decimals. */
  convert_usd: string;
  currency: AccountCurrency;
};

/** `GET account/list`: one group per account type, ids 1–5 (docs/product.md#logged-in-areas-data "Account group"). */
export type AccountGroup = {
  id: number;
  account_code: AccountCode;
  name: string;
  /** Deposits (charge) / withdrawals (mention) allowed from this group: only change_account. */
  is_recharge: 0 | 1;
  is_withdraw: 0 | 1;
  /** Sum of the accounts' convert_usd, 2 decimals. */
  convert_usd: string;
  accounts: AssetAccount[];
};
/** `GET account/list { is_simple: 1 }`: the groups the pages may show (no balances). */
export type SimpleAccountGroup = { id: number; account_code: AccountCode; name: string };
export type AccountListRequest = { is_simple?: 0 | 1 };

/** `GET pay_in/open`: the pay-in (recharge menu) flag, setting `pay_in_open`. */
export type PayInOpenAnswer = { open: boolean };

/** Fiat top-up channels (docs/pay-in.md#channels). */
export type PayInChannel = 'bank' | 'card';
/** docs/pay-in.md#states. */
export type PayInState = 'pending' | 'paid' | 'credited' | 'failed' | 'expired';
/** `pay_in/list`: 10 a page, newest first. */
export const PAY_IN_PAGE_SIZE = 10;
/** Fiat amounts have at most 2 decimals. */
export const PAY_IN_FIAT_DECIMALS = 2;

/** `GET pay_in/options`: what the top-up form offers. Rates are fiat units per 1 USDT. */
export type PayInOptions = {
  fiats: { code: string; rate: string }[];
  channels: { channel: PayInChannel; limits: { fiat: string; min: string; max: string }[] }[];
  usdt_decimals: number;
  expiry_minutes: number;
};

/** `POST pay_in/create`: amount a decimal string with at most 2 decimals. */
export type PayInCreateRequest = { fiat: string; amount: string; channel: PayInChannel };

/** One top-up. Times are Unix milliseconds. */
export type PayInPayment = {
  id: number;
  fiat: string;
  fiat_amount: string;
  usdt_amount: string;
  rate: string;
  channel: PayInChannel;
  reference: string;
  state: PayInState;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  credited_at: number | null;
};

/** What the user does next: transfer to the bank details with the reference, or open a URL. */
export type PayInNext =
  | {
      kind: 'bank';
      bank_name: string;
      account_name: string;
      account_number: string;
      reference: string;
    }
  | { kind: 'redirect'; url: string };

/** `pay_in/create` and `GET pay_in/detail?id=`: `next` is null once the top-up left pending. */
export type PayInDetail = { payment: PayInPayment; next: PayInNext | null };
/** `GET pay_in/list?page=`: the caller's top-ups. */
export type PayInPage = Paged<PayInPayment>;

/** `GET wallet/wallet { currency_id }` (docs/product.md#logged-in-areas-data "Wallet info"). */
export type WalletInfo = {
  id: number;
  code: string;
  /** '1' = deposits are credited by a wallet integration; otherwise the manual form shows. */
  enable_udun: '0' | '1';
  currency_protocols: CurrencyProtocol[];
};

/**
 * `POST wallet/createPayOrder`: a manual deposit request, credited to the spot account when an
 * operator approves it (`pnpm operator deposit approve <id>`). `in_address` must be one of the
 * caller's deposit addresses of that currency (it names the chain); `chargeNum` the amount,
 * `walletAddress` the address the coins came from. Answers the stored request.
 */
export type CreatePayOrderRequest = {
  currency_id: number;
  in_address: string;
  chargeNum: string | number;
  walletAddress: string;
};
/** 0 pending, 1 approved (credited), 2 rejected. */
export type ReviewState = 0 | 1 | 2;
export type DepositRequestRow = {
  id: number;
  currency_id: number;
  currency_code: string;
  currency_protocol_id: number;
  amount: string;
  in_address: string;
  from_address: string;
  status: ReviewState;
  created_at: string;
};

/**
 * `POST account/draw`: withdraws from the spot account. Checks in order: currency (withdrawals
 * open), protocol of that currency, address (present, then valid for the protocol's chain:
 * EIP-55 when mixed case, base58check, bech32/bech32m, XRP, EOS names), memo (a chain's tag or
 * memo when it has one, else a note ≤ 100 characters), number (format, decimals, ≥ draw_min,
 * ≤ draw_max when not '0'), pay_password present, trade password set, the trade password
 * (through the wrong-secret limiter), today's withdrawal limit, balance. So nothing about the
 * balance is answered before the trade password is right. Then `number` moves from balance to
 * lock_balance and a pending withdrawal is stored; an operator approval burns the lock, a
 * rejection gives it back. Fee = number × draw_rate floored to the currency's decimals;
 * real_number = number − fee is what the chain would send.
 */
export type DrawRequest = {
  currency_id: number;
  number: string | number;
  address: string;
  pay_password: string;
  memo?: string;
  currency_protocol_id: number;
};
export type WithdrawalRow = {
  id: number;
  currency_id: number;
  currency_code: string;
  currency_protocol_id: number;
  number: string;
  fee: string;
  real_number: string;
  address: string;
  memo: string;
  /** The chain's code, e.g. TRC20. */
  chain: string;
  /** The withdrawal's value in USDT when it was asked for (counts against the daily limit). */
  usdt_value: string;
  status: ReviewState;
  created_at: string;
};

/**
 * `GET account/draw_limit`: the caller's daily withdrawal limit in USDT equivalent, by
 * identity (operator settings `draw_daily_limit_unverified` / `draw_daily_limit_verified`),
 * what pending and sent withdrawals of the current UTC day used, and what is left.
 */
export type DrawLimit = {
  limit: string;
  used: string;
  left: string;
  /** True when the identity is verified (review_status 2): the higher limit applies. */
  verified: boolean;
  currency: 'USDT';
};

/**
 * The withdrawal address book: saved addresses per currency and chain. Added with the address
 * service's BindDrawAddress (a type-6 code; `label` and `memo` ride in its data), listed with
 * `GET address_book/list { currency_id?, currency_protocol_id? }` (newest first) and removed
 * with `POST address_book/delete { id }`. Every address is checked for its chain when saved
 * and again when used.
 */
export type AddressBookEntry = {
  id: number;
  currency_id: number;
  currency_code: string;
  currency_protocol_id: number;
  chain: string;
  address: string;
  memo: string;
  label: string;
  created_at: string;
};
export type AddressBookRequest = { currency_id?: number; currency_protocol_id?: number };
export type AddressBookDeleteRequest = { id: number };

/**
 * `POST account/transfer`: moves `balance` of one currency between two of the caller's
 * accounts (`from` ≠ `to`, account type ids 1–5), both sides in one transaction. Answers
 * `{ from, to }` balances after the move.
 */
export type TransferRequest = {
  currency_id: number;
  balance: string | number;
  from: number;
  to: number;
};
export type TransferAnswer = {
  from: { account_type_id: number; balance: string; lock_balance: string };
  to: { account_type_id: number; balance: string; lock_balance: string };
};

/**
 * `GET account_log/<change|legal|lever|micro|financial> { page, currency_id? }`: the caller's
 * available-balance movements of that account type, and for the savings account its locked
 * principal going in (lock purchase) and out (principal returned), newest first, 15 a page. `memo` is in
 * English as stored; `extra_data.from` names the other account of a transfer.
 */
export type AccountTypeLogRequest = { page?: number; currency_id?: number };
export type AccountTypeLogPage = Paged<AccountLogRow>;

/** Lock product (docs/product.md#logged-in-areas-data; docs/decisions.md#lock-products). */
export type LockProduct = {
  id: number;
  name: string;
  limit_days: number;
  /** Annual rate as a fraction, e.g. "0.08". */
  rate: string;
  /** The text shown, e.g. "8%". */
  display_rate: string;
  /** The amount one purchase locks. */
  limit_number: string;
  currency_id: number;
  currency: { code: string };
};
/** `GET storage_currency/lock_list` / `current_setting { limit? }`: products on sale (≤ 30). */
export type LockListRequest = { limit?: number };

/**
 * `POST storage_currency/submit_lock { id, nonce? }`: buys one unit of the product:
 * `limit_number` leaves the spot account's balance and is held in the financial account's
 * lock_balance for `limit_days`; interest (locked × rate / 365, floored to the currency's
 * decimals) is paid to the spot account once per UTC day after the purchase day; on day
 * `limit_days` the principal returns to the spot account. `nonce` (≤ 64 letters, digits, - or
 * _) makes a retry safe: the same nonce answers the first purchase again without charging.
 */
export type SubmitLockRequest = { id: number; nonce?: string };
/** 1 locked, 2 returned (matured). */
export type LockOrder = {
  id: number;
  product_id: number;
  name: string;
  currency: { code: string };
  amount: string;
  rate: string;
  limit_days: number;
  /** UTC dates YYYY-MM-DD: bought, principal returned. */
  start_date: string;
  end_date: string;
  interest_paid: string;
  status: 1 | 2;
  created_at: string;
};

/** Coin log row kinds: 1 buy (lock), 2 daily interest, 3 principal returned. */
export type LockLogType = 1 | 2 | 3;
export type LockLogRow = {
  id: number;
  lock_id: number;
  type: LockLogType;
  /** Translated in the request's language. */
  type_name: string;
  name: string;
  currency: { code: string };
  /** Signed as seen from the spot account: a buy is negative. */
  value: string;
  /** The UTC day an interest row pays for; '' otherwise. */
  day: string;
  created_at: string;
};
/** `GET storage_currency/lock_log { page }`: 15 a page, newest first. */
export type LockLogPage = Paged<LockLogRow>;

/**
 * `GET storage_currency/lock_holdings { page }`: the caller's holdings, one per purchase, newest
 * first, 15 a page (docs/product.md#my-savings). Figures are the server's: the page never
 * computes interest.
 */
export type LockHoldingsRequest = { page?: number };
/** One purchase as "My savings" shows it; `status` 1 in force, 2 expired (principal returned). */
export type LockHolding = {
  id: number;
  product_id: number;
  /** The product's name in the request's language. */
  name: string;
  /** `decimals`: the currency's own, at which the daily dividend and the income are exact. */
  currency: { code: string; decimals: number };
  /** The quantity locked. */
  amount: string;
  rate: string;
  /** The period in days. */
  limit_days: number;
  /** What each day pays: amount × rate / 365, floored to the currency's decimals. */
  daily_interest: string;
  /** The cumulative income: interest paid so far. */
  interest_paid: string;
  /** Whole UTC days until the principal returns (end_date − today), 0 once due or expired. */
  remaining_days: number;
  /** UTC dates YYYY-MM-DD: bought, principal returned. */
  start_date: string;
  end_date: string;
  status: 1 | 2;
  created_at: string;
};
export type LockHoldingsPage = Paged<LockHolding>;

/**
 * The address service's answer (docs/decisions.md: its own `message`): `code` 1 ok, 0 refused,
 * 999 log in first; `message` translated; `address` only from GetDrawAddress.
 */
export type AddressServiceAnswer = { code: 0 | 1 | 999; message: string; address?: string };
/** GetDrawAddress (GET or POST): the caller's bound withdrawal address, '' when none. */
export type GetDrawAddressRequest = {
  user_id: number;
  coin_name: string;
  contract_address?: string;
};
/** SendVerificationcode (POST): a type-6 code to the caller's bound e-mail (else mobile). */
export type SendBindCodeRequest = { user_id: number };
/**
 * BindDrawAddress: POST `application/x-www-form-urlencoded` (or JSON) with `data` = the JSON
 * text of `BindDrawAddressData` and `sign` = lowercase hex SHA-256 of `data + secret`. The
 * server also needs the token and checks the code (type 6), `user_id` = the caller's id and
 * `t` within 600 s.
 */
export type BindDrawAddressData = {
  user_id: number;
  address: string;
  coin_name: string;
  contract_address: string;
  verificationcode: string;
  /** Unix seconds. */
  t: number;
  /** Address book extras: a name for the address (≤ 30 characters) and the chain's memo/tag. */
  label?: string;
  memo?: string;
};
export type BindDrawAddressForm = { data: string; sign: string };
