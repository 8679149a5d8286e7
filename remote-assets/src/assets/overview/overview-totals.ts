import {
  add,
  compare,
  div,
  floorTo,
  isDecimalString,
  mul,
  type AccountGroup,
} from '@exchange/shared';
import { accountPageById, type AccountPageInfo } from '../../common/accounts';

/** USD totals are shown with 2 decimals, as `account/list` answers them. */
const USD_PLACES = 2;
/** Shares of the total are shown (and drawn) with 1 decimal, floored so they never pass 100. */
const SHARE_PLACES = 1;

export type OverviewPart = {
  page: AccountPageInfo;
  /** The group's `convert_usd`, 2 decimals. */
  usd: string;
  /** Percent of the total, floored to 1 decimal ('0.0' when the total is zero). */
  share: string;
};

export type Overview = {
  /** Exact sum of the groups' `convert_usd`, 2 decimals. */
  total: string;
  parts: OverviewPart[];
  /** True when every account is worth zero (the empty state). */
  empty: boolean;
};

const usdOf = (value: string): string => (isDecimalString(value) ? value : '0');

/**
 * The overview of /assets (docs/product.md#assets-area): the five account groups in type order
 * and their exact sum. The total adds the groups' own 2-decimal totals, so it equals the sum of
 * what the account pages show, never a float.
 */
export const overviewOf = (groups: AccountGroup[]): Overview => {
  const known = groups
    .map((group) => ({ page: accountPageById(group.id), usd: usdOf(group.convert_usd) }))
    .filter((part): part is { page: AccountPageInfo; usd: string } => part.page !== undefined)
    .sort((a, b) => a.page.id - b.page.id);
  const sum = known.reduce((total, part) => add(total, part.usd), '0');
  const empty = compare(sum, '0') <= 0;
  const parts = known.map((part) => ({
    page: part.page,
    usd: floorTo(part.usd, USD_PLACES),
    share: floorTo(empty ? '0' : div(mul(part.usd, '100'), sum), SHARE_PLACES),
  }));
  return { total: floorTo(sum, USD_PLACES), parts, empty };
};
