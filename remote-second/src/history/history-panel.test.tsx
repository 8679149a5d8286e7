import { Subject, type Translator } from '@exchange/shared';
import { type SecondListAnswer, type SecondOrder } from '@exchange/shared/contract/second';
import { flushPending, mockApi, refused, renderAtRoute } from '@exchange/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { liveChannel, optionOrder, secondI18n, secondTexts, settled } from '../test-kit/second-kit';
import { HistoryPanel } from './history-panel';

let i18n: Translator;
beforeAll(async () => {
  i18n = await secondI18n();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const page = (rows: SecondOrder[], total = rows.length): SecondListAnswer => ({
  data: rows,
  total,
  per_page: 10,
  current_page: 1,
  last_page: Math.max(1, Math.ceil(total / 10)),
});

type Lists = { open: SecondListAnswer | Error; closed: SecondListAnswer | Error };

const show = (
  lists: Lists,
  extra: { onClosed?: jest.Mock; placed$?: Subject<void> } = {},
): ReturnType<typeof mockApi> => {
  const api = mockApi({
    get: {
      'microtrade/lists': (params: unknown) =>
        (params as { status: number }).status === 1 ? lists.open : lists.closed,
    },
  });
  renderAtRoute(
    i18n,
    '/second',
    '/second',
    <HistoryPanel
      pairId={1}
      livePrice="101.25"
      loggedIn
      placed$={extra.placed$ ?? new Subject<void>()}
      onClosed={extra.onClosed ?? jest.fn()}
    />,
  );
  return api;
};

it('in progress: open price, live price and a countdown from remain_milli_seconds', async () => {
  jest.useFakeTimers({ now: 50_000 });
  liveChannel();
  const api = show({
    open: page([optionOrder(1, { remain_milli_seconds: 3_000 })]),
    closed: page([]),
  });
  await flushPending();
  expect(api.get).toHaveBeenCalledWith('microtrade/lists', {
    match_id: 1,
    status: 1,
    page: 1,
    limit: 10,
  });
  const row = screen.getByTestId('order-row-1');
  expect(within(row).getByTestId('open-price').textContent).toBe('100.5');
  expect(within(row).getByTestId('live-price').textContent).toBe('101.25');
  expect(within(row).getByTestId('countdown').textContent).toBe('3 s');
  act(() => jest.advanceTimersByTime(1000));
  expect(within(row).getByTestId('countdown').textContent).toBe('2 s');
  act(() => jest.advanceTimersByTime(2000));
  expect(within(row).getByTestId('countdown').textContent).toBe(secondTexts.history.settling);
  // One page: no page links.
  expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
});

it('MICRO_CLOSED updates the row with its result, which leaves the list 0.5 s later', async () => {
  jest.useFakeTimers({ now: 50_000 });
  const live = liveChannel();
  const onClosed = jest.fn();
  const first = optionOrder(1);
  show({ open: page([first, optionOrder(2)]), closed: page([]) }, { onClosed });
  await flushPending();
  const done = settled(first, '101', 'win');
  act(() => live.send('MICRO_CLOSED', { type: 'MICRO_CLOSED', order: done }));
  expect(onClosed).toHaveBeenCalledWith(done);
  const row = screen.getByTestId('order-row-1');
  expect(row.getAttribute('data-result')).toBe('win');
  expect(within(row).getByTestId('result').textContent).toBe('Win');
  expect(within(row).getByTestId('end-price').textContent).toBe('101');
  expect(within(row).getByTestId('fact-profit').textContent).toBe('+8.50 USDT');
  act(() => jest.advanceTimersByTime(499));
  expect(screen.queryByTestId('order-row-1')).not.toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByTestId('order-row-1')).toBeNull();
  expect(screen.getByTestId('order-row-2')).toBeTruthy();
});

it('without a push, the list is read again 3 s after the first due instant', async () => {
  jest.useFakeTimers({ now: 50_000 });
  liveChannel();
  const lists: Lists = {
    open: page([optionOrder(1, { remain_milli_seconds: 1_000 })]),
    closed: page([]),
  };
  const api = show(lists);
  await flushPending();
  lists.open = page([]);
  act(() => jest.advanceTimersByTime(3_999));
  expect(api.get).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(1));
  await flushPending();
  expect(api.get).toHaveBeenCalledTimes(2);
  expect(screen.getByText(secondTexts.history.noOpen)).toBeTruthy();
});

it('a push for another pair changes nothing on screen', async () => {
  const live = liveChannel();
  show({ open: page([optionOrder(1)]), closed: page([]) });
  await flushPending();
  const other = settled(optionOrder(1, { match_id: 2 }), '1', 'loss');
  act(() => live.send('MICRO_CLOSED', { type: 'MICRO_CLOSED', order: other }));
  expect(screen.getByTestId('order-row-1').getAttribute('data-status')).toBe('1');
});

it('closed: end price, result and fact profit; the paginator only above 10', async () => {
  liveChannel();
  const rows = Array.from({ length: 10 }, (_, index) =>
    settled(optionOrder(index + 1), '99', 'loss'),
  );
  const api = show({ open: page([]), closed: page(rows, 11) });
  await flushPending();
  expect(screen.getByText(secondTexts.history.noOpen)).toBeTruthy();
  act(() => screen.getByTestId('tab-closed').click());
  await flushPending();
  const row = screen.getByTestId('order-row-3');
  expect(within(row).getByTestId('result').textContent).toBe('Loss');
  expect(within(row).getByTestId('fact-profit').textContent).toBe('-10.00 USDT');
  expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
  act(() => screen.getByRole('button', { name: /page 2/i }).click());
  await flushPending();
  expect(api.get).toHaveBeenLastCalledWith('microtrade/lists', {
    match_id: 1,
    status: 3,
    page: 2,
    limit: 10,
  });
});

it('a failed load says so and retries', async () => {
  liveChannel();
  let answer: SecondListAnswer | Error = refused();
  mockApi({ get: { 'microtrade/lists': () => answer } });
  renderAtRoute(
    i18n,
    '/second',
    '/second',
    <HistoryPanel
      pairId={1}
      livePrice={null}
      loggedIn
      placed$={new Subject()}
      onClosed={jest.fn()}
    />,
  );
  await flushPending();
  expect(screen.getByText(secondTexts.history.failed)).toBeTruthy();
  answer = page([optionOrder(4)]);
  act(() => screen.getByTestId('retry').click());
  await flushPending();
  expect(screen.getByTestId('order-row-4')).toBeTruthy();
});

it('after an order is placed the list reloads on the in-progress tab', async () => {
  liveChannel();
  const placed$ = new Subject<void>();
  const lists: Lists = { open: page([]), closed: page([]) };
  const api = show(lists, { placed$ });
  await flushPending();
  act(() => screen.getByTestId('tab-closed').click());
  await flushPending();
  lists.open = page([optionOrder(8)]);
  act(() => placed$.next());
  await flushPending();
  expect(screen.getByTestId('order-row-8')).toBeTruthy();
  expect(api.get).toHaveBeenCalledTimes(3);
});
