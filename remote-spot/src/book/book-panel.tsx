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
  useRef,
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
 * would wait for React's next task and show every change one frame later. Until a state with
 * data of the current feed is on screen, states render as transitions instead, in slices: that
 * first one mounts every row of the book and the trades at once (one task of ≈ 60 ms on a phone
 * otherwise, on every chart page's load and pair change), and a push committed synchronously
 * before it had finished would mount them all in one task after all. The pushes after it change
 * a few rows each.
 */
const useFrameState = (feed$: Observable<MarketFeedState>): MarketFeedState => {
  const [state, setState] = useState<MarketFeedState>(INITIAL_STATE);
  const shownData = useRef(false);
  // Each committed state, the new feed's replayed one too (its status may equal the old one's).
  useEffect(() => {
    shownData.current = state.status !== 'loading';
  }, [state]);
  useEffect(() => {
    // A new feed (another pair) mounts its rows anew: transitions again until its data shows.
    shownData.current = false;
    let subscribed = false;
    const subscription = feed$.subscribe((next) => {
      // The replayed state on subscribe arrives during the effect: no flushSync there.
      if (!subscribed) setState(next);
      else if (!shownData.current) startTransition(() => setState(next));
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
