import type { AccountCode, AccountGroup, AccountTypeCode } from '@exchange/shared';

/** The five account pages of the assets menu (docs/decisions.md#accounts: type ids 1–5). */
export const ACCOUNT_PAGES = [
  { id: 1, type: 'change', code: 'change_account', path: 'tradeAccount' },
  { id: 2, type: 'legal', code: 'legal_account', path: 'legalAccount' },
  { id: 3, type: 'lever', code: 'lever_account', path: 'leverAccount' },
  { id: 4, type: 'micro', code: 'micro_account', path: 'secondAccount' },
  { id: 5, type: 'financial', code: 'financial_account', path: 'financialAccount' },
] as const satisfies ReadonlyArray<{
  id: number;
  type: AccountTypeCode;
  code: AccountCode;
  path: string;
}>;

export type AccountPageInfo = (typeof ACCOUNT_PAGES)[number];

/** `?tab=` of /deposit that opens "My savings" (docs/product.md#my-savings). */
export const MY_SAVINGS_TAB = 'mine';
/** Where the savings account page links to see its holdings. */
export const MY_SAVINGS_PATH = `/deposit?tab=${MY_SAVINGS_TAB}`;

/** `types` of /assets/dealRecords: the account code (`lever_account`) or its short form (`lever`). */
export const accountPageOf = (types: string | null): AccountPageInfo =>
  ACCOUNT_PAGES.find((page) => page.code === types || page.type === types) ?? ACCOUNT_PAGES[0];

export const accountPageById = (id: number): AccountPageInfo | undefined =>
  ACCOUNT_PAGES.find((page) => page.id === id);

/** Charge (deposit) is offered when the currency and the account group both allow it. */
export const canCharge = (
  group: Pick<AccountGroup, 'is_recharge'>,
  openRecharge: number,
): boolean => group.is_recharge === 1 && openRecharge === 1;

/** Mention (withdraw) is offered when the currency and the account group both allow it. */
export const canMention = (group: Pick<AccountGroup, 'is_withdraw'>, openDraw: number): boolean =>
  group.is_withdraw === 1 && openDraw === 1;
