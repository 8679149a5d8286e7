import { keyedStorage, type Match } from '@exchange/shared';
import { CHART_VIEWS, type ChartView } from '../kline-chart/kline-math';

/** What a trading page's pair key holds (`leverData`, `secondData`): enough to find the pair. */
export type RememberedPair = { match_id: number; symbol: string };

export type PageMemory = {
  savePair: (match: Pick<Match, 'id' | 'symbol'>) => void;
  /** The saved pair, or null when none (or something unreadable) is stored. */
  readPair: () => RememberedPair | null;
  savePeriod: (view: ChartView) => void;
  /** The saved chart view, or null when none (or an unknown one) is stored. */
  readPeriod: () => ChartView | null;
};

/**
 * The last pair and chart period a trading page remembers in local storage (docs/product.md#logged-in-areas-data:
 * leverData / leverPeriod, secondData / secondPeriod).
 */
export const pageMemory = <K extends string>(keys: { pair: K; period: K }): PageMemory => {
  const store = keyedStorage<K>();
  return {
    savePair: ({ id, symbol }) =>
      store.set(keys.pair, JSON.stringify({ match_id: id, symbol } satisfies RememberedPair)),
    readPair: () => {
      try {
        const value = JSON.parse(store.get(keys.pair) ?? 'null') as RememberedPair | null;
        return value && typeof value.match_id === 'number' ? value : null;
      } catch {
        return null;
      }
    },
    savePeriod: (view) => store.set(keys.period, view),
    readPeriod: () => CHART_VIEWS.find((view) => view === store.get(keys.period)) ?? null,
  };
};
