import type { SimpleAccountGroup } from '@exchange/shared';
import { ACCOUNT_PAGES } from '../common/accounts';

/**
 * The left menu of /assets (docs/product.md#logged-in-areas-screens, docs/product.md#assets-area),
 * in order: the path under /assets and its text key. The overview comes first and is the landing.
 */
export const ASSETS_MENU = [
  { path: 'overview', accountId: null },
  ...ACCOUNT_PAGES.map((page) => ({ path: page.path, accountId: page.id as number | null })),
  { path: 'recharge', accountId: null },
  { path: 'standTransfer', accountId: null },
  { path: 'transfer', accountId: null },
] as const;

export type AssetsMenuPath = (typeof ASSETS_MENU)[number]['path'];

/**
 * The entries shown: an account page only when the simple account list holds its id, recharge
 * only when pay-in is open; the overview and the two transfer entries always.
 */
export const visibleMenu = (
  groups: Pick<SimpleAccountGroup, 'id'>[],
  payInOpen: boolean,
): AssetsMenuPath[] =>
  ASSETS_MENU.filter((entry) =>
    entry.accountId !== null
      ? groups.some((group) => group.id === entry.accountId)
      : entry.path !== 'recharge' || payInOpen,
  ).map((entry) => entry.path);
