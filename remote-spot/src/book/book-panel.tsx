import { type Match, type Observable } from '@exchange/shared';
import { priceDecimalsOf } from '@exchange/shared/trading';
import {
  initialMarketState,
  type MarketFeedState,
  OrderBook,
  RecentTrades,
} from '@exchange/shared/trading';
import { Divider } from '@exchange/shared/ui-kit/forms';
import {
  memo,
  startTransition,
  useEffect,
  useState,
  type CSSProperties,
  type ReactElement,
} from 'react';
import { flushSync } from 'react-dom';
import { quantityDecimalsOf } from '../order-form/order-form-rules';

const INITIAL_STATE = initialMarketState();

/**
 * 30 trades would push the order panel far down: the list scrolls within the column, in a box
 * of fixed size that contains its own layout and paint. Plain elements with static styles:
 * this panel renders every frame and `sx` would be serialised on each render.
 */
const TRADES_SCROLL: CSSProperties = { height: 420, overflowY: 'auto', contain: 'strict' };
const Separator = memo(function Separator(): ReactElement {
  return <Divider />;
});

/**
 * The feed's latest state, committed synchronously when it arrives. The feed emits inside
 * requestAnimationFrame, so the commit lands before that frame is painted; a plain setState
 * would wait for React's next task and show every change one frame later. The first state with
 * data is the exception: it mounts every row of the book and the trades at once, so it renders
 * as a transition, in slices (one task of ≈ 60 ms on a phone otherwise, on every chart page's
 * load); the pushes after it change a few rows each.
 */
const useFrameState = (feed$: Observable<MarketFeedState>): MarketFeedState => {
  const [state, setState] = useState<MarketFeedState>(INITIAL_STATE);
  useEffect(() => {
    let subscribed = false;
    let loading = true;
    const subscription = feed$.subscribe((next) => {
      const firstData = loading && next.status !== 'loading';
      loading = next.status === 'loading';
      // The replayed state on subscribe arrives during the effect: no flushSync there.
      if (!subscribed) setState(next);
      else if (firstData) startTransition(() => setState(next));
      else flushSync(() => setState(next));
    });
    subscribed = true;
    return () => subscription.unsubscribe();
  }, [feed$]);
  return state;
};

/**
 * Order book and recent trades of the selected pair. The feed emits at most once per animation
 * frame, so this panel commits at most once per frame however fast pushes come.
 */
export const BookPanel = memo(function BookPanel({
  pair,
  feed$,
  onPick,
  stale,
  show = 'both',
}: {
  pair: Match;
  feed$: Observable<MarketFeedState>;
  onPick: (price: string) => void;
  stale: boolean;
  /** A phone shows the book and the trades under separate tabs. */
  show?: 'both' | 'book' | 'trades';
}): ReactElement {
  const state = useFrameState(feed$);
  const loading = state.status === 'loading';
  const lastTrade = state.trades[0];
  const lastPrice = lastTrade?.price ?? state.quotation?.close ?? pair.currency_quotation.close;
  const quantityDecimals = quantityDecimalsOf(pair);
  return (
    <div data-testid="book-panel" data-resyncing={state.resyncing}>
      {show === 'trades' ? undefined : (
        <OrderBook
          depth={state.depth}
          loading={loading}
          lastPrice={lastPrice}
          lastSide={lastTrade?.way ?? null}
          priceDecimals={priceDecimalsOf(pair)}
          quantityDecimals={quantityDecimals}
          baseCode={pair.base_currency_code}
          quoteCode={pair.quote_currency_code}
          onPick={onPick}
          stale={stale}
          resyncing={state.resyncing}
        />
      )}
      {show === 'both' ? <Separator /> : undefined}
      {show === 'book' ? undefined : (
        <div style={TRADES_SCROLL}>
          <RecentTrades
            trades={state.trades}
            loading={loading}
            priceDecimals={priceDecimalsOf(pair)}
            quantityDecimals={quantityDecimals}
            baseCode={pair.base_currency_code}
            quoteCode={pair.quote_currency_code}
            stale={stale}
          />
        </div>
      )}
    </div>
  );
});
