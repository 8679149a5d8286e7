import {
  type GlobalTxPush,
  type MarketDepthPush,
  shareReplay,
  Subject,
  I18nProvider,
  type Translator,
} from '@exchange/shared';
import { createMarketFeed, type MarketSnapshot } from '@exchange/shared/trading';
import { render, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { depthRow, pairOf, tradeOf } from '../test-kit/spot-fixtures';
import { spotTestI18n } from '../test-kit/spot-harness';
import { BookPanel } from './book-panel';

const PAIR = pairOf('BTC/USDT', 1);

const snapshot: MarketSnapshot = {
  depth: { in: [depthRow('99.50', '1')], out: [depthRow('100.50', '1')] },
  seq: 1,
  epoch: 'run-1',
  trades: [tradeOf(1, '100.00', 2)],
  quotation: null,
};

let i18n: Translator;
beforeAll(async () => {
  i18n = await spotTestI18n();
});

type ActGlobal = typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('BookPanel under a push flood (docs/performance.md: ≤ 1 React commit per frame)', () => {
  const actGlobal = globalThis as ActGlobal;
  let previous: boolean | undefined;
  beforeEach(() => {
    // Real scheduling: inside act() React would batch every update into one commit anyway.
    previous = actGlobal.IS_REACT_ACT_ENVIRONMENT;
    actGlobal.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    actGlobal.IS_REACT_ACT_ENVIRONMENT = previous;
    jest.restoreAllMocks();
  });

  it('commits at most once per animation frame however many pushes arrive', async () => {
    let frames = 0;
    const realRaf = window.requestAnimationFrame.bind(window);
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) =>
      realRaf((time) => {
        frames += 1;
        callback(time);
      }),
    );
    const depth$ = new Subject<MarketDepthPush>();
    const trades$ = new Subject<GlobalTxPush>();
    const feed$ = createMarketFeed({
      loadSnapshot: () => Promise.resolve(snapshot),
      depth$,
      trades$,
    }).pipe(shareReplay({ bufferSize: 1, refCount: true }));
    let commits = 0;
    const view = render(
      <I18nProvider i18n={i18n}>
        <Profiler id="book" onRender={() => (commits += 1)}>
          <BookPanel pair={PAIR} feed$={feed$} onPick={() => undefined} stale={false} />
        </Profiler>
      </I18nProvider>,
    );
    await waitFor(() => expect(screen.getAllByTestId('book-bid')).toHaveLength(1));

    commits = 0;
    frames = 0;
    // 100 depth pushes and 200 trades, each in its own task as they come off a socket.
    let messages = 0;
    for (let index = 0; index < 100; index += 1) {
      depth$.next({
        type: 'MARKET_DEPTH',
        topic: 'MARKET_DEPTH.BTC/USDT',
        seq: index + 2,
        epoch: 'run-1',
        currency_match_id: 1,
        symbol: 'BTC/USDT',
        depth: { in: [depthRow(String(90 + (index % 9)), '1')], out: [depthRow('100.50', '2')] },
      });
      for (let trade = 0; trade < 2; trade += 1) {
        const id = 10 + index * 2 + trade;
        trades$.next({
          type: 'GLOBAL_TX',
          topic: 'GLOBAL_TX.BTC/USDT',
          seq: id,
          epoch: 'run-1',
          currency_match_id: 1,
          symbol: 'BTC/USDT',
          completes: [tradeOf(id, '100.25', 1)],
        });
      }
      messages += 3;
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await new Promise((resolve) => setTimeout(resolve, 60));

    expect(frames).toBeGreaterThan(0);
    expect(commits).toBeGreaterThan(0);
    expect(commits).toBeLessThanOrEqual(frames);
    expect(commits * 3).toBeLessThan(messages);
    // The last state is on screen.
    expect(screen.getAllByTestId('trade-row')).toHaveLength(30);
    expect(screen.getAllByTestId('book-bid')[0]).toHaveAttribute(
      'data-price',
      `${90 + (99 % 9)}.00`,
    );
    view.unmount();
    expect(depth$.observed).toBe(false);
  });
});

describe('BookPanel prices', () => {
  it("shows a BTC-quoted pair's prices with all its decimals (LTC/BTC: 8, not the specs' 4)", async () => {
    const pair = pairOf('LTC/BTC', 10, { price_decimals: 8, number_decimals: 2 });
    const feed$ = createMarketFeed({
      loadSnapshot: () =>
        Promise.resolve({
          ...snapshot,
          depth: { in: [depthRow('0.00090212', '3')], out: [depthRow('0.00090265', '2')] },
          trades: [tradeOf(1, '0.00090238', 2)],
        }),
      depth$: new Subject<MarketDepthPush>(),
      trades$: new Subject<GlobalTxPush>(),
    });
    render(
      <I18nProvider i18n={i18n}>
        <BookPanel pair={pair} feed$={feed$} onPick={() => undefined} stale={false} />
      </I18nProvider>,
    );
    await waitFor(() => expect(screen.getAllByTestId('book-bid')).toHaveLength(1));
    expect(screen.getByTestId('book-bid')).toHaveTextContent('0.00090212');
    expect(screen.getByTestId('book-ask')).toHaveTextContent('0.00090265');
  });
});
