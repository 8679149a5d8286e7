import type { AccountLogRow } from '@exchange/shared/contract/personal';

/** Account type id → code, as the account_types table has them. */
const ACCOUNT_CODES: Readonly<Record<number, string>> = {
  1: 'change_account',
  2: 'legal_account',
  3: 'lever_account',
  4: 'micro_account',
  5: 'financial_account',
};

/**
 * The `extra_data` a log row shows: `from` names the OTHER account of a transfer, seen from
 * this row. Transfers store `{ from, to }` (source and target codes) on both rows, so the
 * source's row names the target and the target's row the source.
 */
export function logExtra(stored: string, accountTypeId: number): AccountLogRow['extra_data'] {
  let parsed: { from?: unknown; to?: unknown };
  try {
    parsed = JSON.parse(stored) as { from?: unknown; to?: unknown };
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const { from, to } = parsed;
  if (typeof from !== 'string') return {};
  const own = ACCOUNT_CODES[accountTypeId];
  if (typeof to === 'string' && from === own) return { from: to };
  return { from };
}
