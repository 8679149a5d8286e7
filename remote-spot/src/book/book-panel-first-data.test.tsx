import { BehaviorSubject, I18nProvider, type Translator } from '@exchange/shared';
import { initialMarketState, type MarketFeedState } from '@exchange/shared/trading';
import { act, render, screen } from '@testing-library/react';
import type * as React from 'react';
import { startTransition, type ReactElement } from 'react';
import { depthRow, pairOf, tradeOf } from '../test-kit/spot-fixtures';
import { spotTestI18n } from '../test-kit/spot-harness';
import { BookPanel } from './book-panel';

// The real startTransition, counted.
jest.mock('react', () => {
  const actual: typeof React = jest.requireActual('react');
  return { ...actual, startTransition: jest.fn(actual.startTransition) };
});

const PAIR = pairOf('BTC/USDT', 1);

const ready = (bid: string): MarketFeedState => ({
  ...initialMarketState(),
  status: 'ready',
  depth: { in: [depthRow(bid, '1')], out: [depthRow('100.50', '1')] },
  seq: 1,
  epoch: 'run-1',
  trades: [tradeOf(1, '100.00', 2)],
});

let i18n: Translator;
beforeAll(async () => {
  i18n = await spotTestI18n();
});
afterEach(() => jest.mocked(startTransition).mockClear());

describe('BookPanel commits', () => {
  it('renders states as transitions until one with data is shown, then at once', async () => {
    const feed$ = new BehaviorSubject<MarketFeedState>(initialMarketState());
    render(
      <I18nProvider i18n={i18n}>
        <BookPanel pair={PAIR} feed$={feed$} onPick={() => undefined} stale={false} />
      </I18nProvider>,
    );
    expect(startTransition).not.toHaveBeenCalled();

    // Until a state with data is on screen, every state is a transition (a push committed
    // synchronously meanwhile would mount all the rows in one task).
    await act(async () => {
      feed$.next(ready('99.50'));
      feed$.next(ready('99.40'));
    });
    expect(startTransition).toHaveBeenCalledTimes(2);
    expect(screen.getAllByTestId('book-bid')[0]).toHaveAttribute('data-price', '99.40');

    // A push after it is committed synchronously (flushSync), not as another transition.
    act(() => feed$.next(ready('99.25')));
    expect(startTransition).toHaveBeenCalledTimes(2);
    expect(screen.getAllByTestId('book-bid')[0]).toHaveAttribute('data-price', '99.25');
  });

  it("starts over with another pair's feed", async () => {
    const first$ = new BehaviorSubject<MarketFeedState>(ready('99.50'));
    const panel = (feed$: BehaviorSubject<MarketFeedState>): ReactElement => (
      <I18nProvider i18n={i18n}>
        <BookPanel pair={PAIR} feed$={feed$} onPick={() => undefined} stale={false} />
      </I18nProvider>
    );
    const view = render(panel(first$));
    act(() => first$.next(ready('99.25')));
    expect(startTransition).not.toHaveBeenCalled();

    // The new feed replays a loading state: its first data is a transition again.
    const second$ = new BehaviorSubject<MarketFeedState>(initialMarketState());
    view.rerender(panel(second$));
    await act(async () => second$.next(ready('50.00')));
    expect(startTransition).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('book-bid')[0]).toHaveAttribute('data-price', '50.00');

    // A new feed that replays data is on screen at once: its pushes commit synchronously.
    const third$ = new BehaviorSubject<MarketFeedState>(ready('40.00'));
    view.rerender(panel(third$));
    act(() => third$.next(ready('40.50')));
    expect(startTransition).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('book-bid')[0]).toHaveAttribute('data-price', '40.50');
  });
});
