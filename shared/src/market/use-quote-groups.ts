import { startTransition, useEffect, useState } from 'react';
import { api } from '../api';
import { API_PATH, TOPIC, type DayMarketPush, type QuoteGroup } from '../contract';
import { startEarly, takeEarly } from '../hooks/head-start';
import { socket } from '../socket';
import { applyDayMarket } from './apply-day-market';

const QUOTE_GROUPS = 'quote-groups';

const fetchQuoteGroups = (): Promise<QuoteGroup[]> =>
  api.get<QuoteGroup[]>(API_PATH.currencyMatches);

/**
 * Asks for `market/currency_matches` now, for the next `useQuoteGroups` to take (head-start.ts):
 * a screen whose first paint shows pairs calls it as it mounts, so the request runs while the
 * area's texts load instead of after them.
 */
export const startQuoteGroups = (): void => startEarly(QUOTE_GROUPS, fetchQuoteGroups);

export type QuoteGroupsState = {
  status: 'loading' | 'ready' | 'failed';
  groups: QuoteGroup[];
};

/**
 * Quote groups from `market/currency_matches` (the started request if fresh), kept live by
 * DAY_MARKET while mounted.
 */
export const useQuoteGroups = (): QuoteGroupsState => {
  const [state, setState] = useState<QuoteGroupsState>({ status: 'loading', groups: [] });
  useEffect(() => {
    let active = true;
    takeEarly(QUOTE_GROUPS, fetchQuoteGroups).then(
      // A transition: the screen that arrives with the pairs (the whole trade page) renders in
      // slices between which the browser can paint and take input, not in one long task.
      (groups) => active && startTransition(() => setState({ status: 'ready', groups })),
      () => active && setState((current) => ({ ...current, status: 'failed' })),
    );
    const subscription = socket
      .topic<DayMarketPush & { topic: string }>(TOPIC.dayMarket)
      .subscribe((push) =>
        setState((current) => {
          const groups = applyDayMarket(current.groups, push);
          return groups === current.groups ? current : { ...current, groups };
        }),
      );
    return () => {
      active = false;
      subscription.unsubscribe();
    };
  }, []);
  return state;
};
