import { numberFormatFor } from '@exchange/shared';
import { orderOf } from '../test-kit/spot-fixtures';
import {
  acceptsNewOrder,
  applyMatched,
  applySubmitted,
  feeText,
  isFinished,
  removeOrder,
  type OrderView,
} from './order-panel-rules';

const view = (extra: Partial<OrderView> = {}): OrderView => ({
  tab: 'current',
  way: 1,
  page: 1,
  pairId: 1,
  ...extra,
});

const ids = (rows: { id: number }[]): number[] => rows.map((row) => row.id);

describe('isFinished', () => {
  it('is true when nothing is left, when filled equals the original, or in a final status', () => {
    expect(isFinished(orderOf(1, { number: '0', transacted_amount: '2' }))).toBe(true);
    expect(isFinished(orderOf(1, { number: '0.000000' }))).toBe(true);
    expect(isFinished(orderOf(1, { number: '1', transacted_amount: '2', total_number: '2' }))).toBe(
      true,
    );
    expect(isFinished(orderOf(1, { status: 3 }))).toBe(true);
    expect(isFinished(orderOf(1, { status: 4 }))).toBe(true);
  });

  it('is false for an open or partly filled order', () => {
    expect(isFinished(orderOf(1))).toBe(false);
    expect(
      isFinished(
        orderOf(1, { number: '0.5', transacted_amount: '1.5', total_number: '2', status: 2 }),
      ),
    ).toBe(false);
  });
});

describe('applyMatched: live order updates (docs/product.md#public-and-spot-states)', () => {
  const rows = [orderOf(3), orderOf(2), orderOf(1)];

  it('updates number and transacted_amount of a listed order, in place', () => {
    const next = applyMatched(
      rows,
      orderOf(2, {
        number: '0.75',
        transacted_amount: '1.25',
        transacted_volume: '125.00',
        status: 2,
        status_name: 'Partially filled',
      }),
    );
    expect(ids(next)).toEqual([3, 2, 1]);
    expect(next[1]).toMatchObject({
      number: '0.75',
      transacted_amount: '1.25',
      transacted_volume: '125.00',
      status: 2,
      status_name: 'Partially filled',
    });
    expect(next[0]).toBe(rows[0]);
    expect(rows[1].number).toBe('2');
  });

  it('removes an order once number and transacted_amount say it is fully filled', () => {
    const next = applyMatched(
      rows,
      orderOf(2, { number: '0', transacted_amount: '2', total_number: '2', status: 3 }),
    );
    expect(ids(next)).toEqual([3, 1]);
  });

  it('removes an order the server cancelled unfilled (self-trade prevention), whatever its number', () => {
    const rows = [orderOf(1), orderOf(2)];
    const cancelled = orderOf(2, { number: '2', transacted_amount: '0', status: 4 });
    expect(applyMatched(rows, cancelled).map((row) => row.id)).toEqual([1]);
  });

  it('ignores an order that is not listed', () => {
    expect(applyMatched(rows, orderOf(9, { number: '1' }))).toBe(rows);
  });
});

describe('acceptsNewOrder / applySubmitted: new orders (docs/product.md#public-and-spot-states)', () => {
  const rows = [orderOf(2), orderOf(1)];
  const fresh = orderOf(5);

  it('goes on top on page 1 of the matching sub-tab', () => {
    expect(ids(applySubmitted(rows, fresh, 1, view()))).toEqual([5, 2, 1]);
    expect(ids(applySubmitted(rows, fresh, 1, view({ tab: 'all' })))).toEqual([5, 2, 1]);
  });

  it('is not added on another page', () => {
    expect(acceptsNewOrder(view({ page: 2 }), fresh, 1)).toBe(false);
    expect(applySubmitted(rows, fresh, 1, view({ page: 2 }))).toBe(rows);
  });

  it('is not added to history', () => {
    expect(acceptsNewOrder(view({ tab: 'history' }), fresh, 1)).toBe(false);
  });

  it('is added only when its way matches the sub-tab (buy 1, sell 2)', () => {
    expect(acceptsNewOrder(view({ way: 2 }), fresh, 1)).toBe(false);
    expect(acceptsNewOrder(view({ way: 2 }), orderOf(6, { way: 2 }), 2)).toBe(true);
    expect(acceptsNewOrder(view({ way: 1 }), orderOf(6, { way: 2 }), 2)).toBe(false);
  });

  it('on the current-pair tab only for that pair; the all tab takes every pair', () => {
    const other = orderOf(7, { currency_match_id: 2 });
    expect(acceptsNewOrder(view(), other, 1)).toBe(false);
    expect(acceptsNewOrder(view({ tab: 'all' }), other, 1)).toBe(true);
  });

  it('an order filled at once is not added to the open lists', () => {
    expect(
      acceptsNewOrder(view(), orderOf(8, { number: '0', transacted_amount: '2', status: 3 }), 1),
    ).toBe(false);
  });

  it('the same order twice (push and place answer) is listed once', () => {
    const once = applySubmitted(rows, fresh, 1, view());
    expect(ids(applySubmitted(once, fresh, 1, view()))).toEqual([5, 2, 1]);
  });

  it('keeps the page to 10 rows', () => {
    const full = Array.from({ length: 10 }, (_, index) => orderOf(index + 1));
    const next = applySubmitted(full, orderOf(50), 1, view());
    expect(next).toHaveLength(10);
    expect(next[0].id).toBe(50);
    expect(ids(next)).not.toContain(10);
  });
});

describe('removeOrder', () => {
  it('removes the cancelled row only', () => {
    expect(ids(removeOrder([orderOf(3), orderOf(2), orderOf(1)], 2))).toEqual([3, 1]);
  });
});

describe('feeText (docs/product.md#spot-fees)', () => {
  const en = numberFormatFor('en', 'USD');
  it("shows the fee paid with its currency, at the currency's display decimals", () => {
    expect(feeText({ fee: '0.00250000', fee_currency: 'LTC' }, en)).toBe('0.002500 LTC');
    expect(feeText({ fee: '0.00000000', fee_currency: 'BTC' }, en)).toBe('0.00000000 BTC');
    expect(feeText({ fee: '1234.5678', fee_currency: 'USDT' }, en)).toBe('1,234.56 USDT');
    expect(feeText({ fee: '1234.5678', fee_currency: 'USDT' }, numberFormatFor('de', 'USD'))).toBe(
      '1.234,56 USDT',
    );
  });

  it('is "--" when the row carries no fee', () => {
    expect(feeText({}, en)).toBe('--');
    expect(feeText({ fee: 'x', fee_currency: 'BTC' }, en)).toBe('--');
  });
});

describe('applySubmitted with IOC and market orders (docs/product.md#spot-order-types)', () => {
  it('an order listed open by its push leaves when its answer comes back cancelled', () => {
    const pushed = orderOf(5, { status: 1 });
    const listed = applySubmitted([orderOf(4)], pushed, 1, view());
    expect(ids(listed)).toEqual([5, 4]);
    const answered = orderOf(5, { status: 4, transacted_amount: '1', number: '2' });
    expect(ids(applySubmitted(listed, answered, 1, view()))).toEqual([4]);
    // A finished order that is not listed is still not added.
    expect(ids(applySubmitted([orderOf(4)], answered, 1, view()))).toEqual([4]);
  });
});
