import { type Match, type Observable, PRECISION, useObservable } from '@exchange/shared';
import {
  initialMarketState,
  type MarketFeedState,
  OrderBook,
  RecentTrades,
} from '@exchange/shared/trading';
import { memo, type ReactElement } from 'react';
import { priceDecimalsOf } from '../order-form/lever-form-rules';

const INITIAL = initialMarketState();

export type LeverBookPanelProps = {
  pair: Match;
  feed$: Observable<MarketFeedState>;
  /** A row was clicked: its price becomes the fixed-price target. */
  onPick: (price: string) => void;
  stale: boolean;
  /** A phone shows the pair's recent trades under a tab of their own, from the same feed. */
  show?: 'book' | 'trades';
};

/** The right column: the pair's order-book depth; a row click fills the fixed-price form. */
export const LeverBookPanel = memo(function LeverBookPanel(
  props: LeverBookPanelProps,
): ReactElement {
  const { pair, feed$, onPick, stale, show = 'book' } = props;
  const state = useObservable(feed$, INITIAL);
  const { base_currency_code: base, quote_currency_code: quote } = pair;
  const [last] = state.trades;
  const lastPrice = last?.price ?? state.quotation?.close ?? pair.currency_quotation.close;
  const quantityDecimals = Math.min(PRECISION.quantity, pair.number_decimals);
  if (show === 'trades') {
    return (
      <div data-testid="lever-trades">
        <RecentTrades
          trades={state.trades}
          loading={state.status === 'loading'}
          priceDecimals={priceDecimalsOf(pair)}
          quantityDecimals={quantityDecimals}
          baseCode={base}
          quoteCode={quote}
          stale={stale}
        />
      </div>
    );
  }
  return (
    <div data-testid="lever-book">
      <OrderBook
        depth={state.depth}
        lastPrice={lastPrice}
        lastSide={last ? last.way : null}
        loading={state.status === 'loading'}
        resyncing={state.resyncing}
        stale={stale}
        onPick={onPick}
        baseCode={base}
        quoteCode={quote}
        priceDecimals={priceDecimalsOf(pair)}
        quantityDecimals={quantityDecimals}
      />
    </div>
  );
});
