import { startTransition, useEffect, useState } from 'react';
import { api } from '../api';
import { API_PATH, TOPIC, type DayMarketPush, type QuoteGroup } from '../contract';
import { socket } from '../socket';
import { applyDayMarket } from './apply-day-market';

export type QuoteGroupsState = {
  status: 'loading' | 'ready' | 'failed';
  groups: QuoteGroup[];
};

/** Quote groups from `market/currency_matches`, kept live by DAY_MARKET while mounted. */
export const useQuoteGroups = (): QuoteGroupsState => {
  const [state, setState] = useState<QuoteGroupsState>({ status: 'loading', groups: [] });
  useEffect(() => {
    let active = true;
    api.get<QuoteGroup[]>(API_PATH.currencyMatches).then(
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
