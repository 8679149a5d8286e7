import type { DayMarketPush, QuoteGroup } from '../contract';

/** Applies a DAY_MARKET push to the matching pair; returns the same array when nothing matched. */
export const applyDayMarket = (groups: QuoteGroup[], push: DayMarketPush): QuoteGroup[] => {
  let changed = false;
  const next = groups.map((group) => {
    const index = group.matches.findIndex(
      (match) => match.id === push.currency_match_id || match.symbol === push.symbol,
    );
    if (index < 0) return group;
    changed = true;
    const matches = group.matches.slice();
    matches[index] = {
      ...matches[index],
      currency_quotation: { ...push.quotation, currency_match_id: matches[index].id },
    };
    return { ...group, matches };
  });
  return changed ? next : groups;
};
