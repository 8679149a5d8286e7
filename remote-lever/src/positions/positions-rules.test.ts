import { leverOrder, leverPage } from '../test-kit/lever-fixtures';
import {
  applyClosedPush,
  applyTradePush,
  lastPageOf,
  panelListOf,
  PANEL_TABS,
  showPaginator,
  withStops,
  type PanelScope,
} from './positions-rules';

const CURRENT: PanelScope = { view: 5, page: 1, pairId: 1, quoteId: 1 };

describe('panel tabs and paging', () => {
  it('lists the views 5, 1, 0, 3, 4, 6 in order', () => {
    expect(PANEL_TABS.map((tab) => tab.view)).toEqual([5, 1, 0, 3, 4, 6]);
  });

  it('shows a paginator only when total exceeds per_page', () => {
    expect(showPaginator(10, 10)).toBe(false);
    expect(showPaginator(11, 10)).toBe(true);
    expect(showPaginator(0, 10)).toBe(false);
    expect(lastPageOf(11, 10)).toBe(2);
    expect(lastPageOf(0, 10)).toBe(1);
  });
});

describe('LEVER_TRADE', () => {
  const list = panelListOf(leverPage([leverOrder(1), leverOrder(2)]));
  const push = (rows: ReturnType<typeof leverOrder>[], currency_match_id = 1) => ({
    trades_all: rows,
    hazard_rate: '90.5',
    profits_all: '-3.25',
    currency_match_id,
  });

  it('replaces changed positions and takes the risk rate and total profit', () => {
    const next = applyTradePush(list, push([leverOrder(2, { profits: '-3.75' })]), CURRENT);
    expect(next.rows.map((row) => row.profits)).toEqual(['0.5', '-3.75']);
    expect(next.hazard_rate).toBe('90.5');
    expect(next.profits_all).toBe('-3.25');
  });

  it('adds a newly opened position of the pair on the first page only', () => {
    const filled = leverOrder(3);
    expect(applyTradePush(list, push([filled]), CURRENT).rows.map((row) => row.id)).toEqual([
      3, 1, 2,
    ]);
    expect(applyTradePush(list, push([filled]), { ...CURRENT, page: 2 }).rows).toHaveLength(2);
    const other = leverOrder(4, { currency_match_id: 9 });
    expect(applyTradePush(list, push([other]), CURRENT).rows).toHaveLength(2);
    expect(applyTradePush(list, push([other]), { ...CURRENT, view: 1 }).rows).toHaveLength(3);
  });

  it('drops a pending order that filled from the pending views', () => {
    const pending = panelListOf(
      leverPage([leverOrder(5, { status: 0 }), leverOrder(6, { status: 0 })]),
    );
    const next = applyTradePush(pending, push([leverOrder(5, { status: 1 })]), {
      ...CURRENT,
      view: 0,
    });
    expect(next.rows.map((row) => row.id)).toEqual([6]);
    expect(next.total).toBe(1);
  });

  it('keeps the totals of another quote currency out', () => {
    const next = applyTradePush(
      list,
      push([leverOrder(7, { currency_match_id: 9, quote_currency_id: 2 })], 9),
      CURRENT,
    );
    expect(next.hazard_rate).toBe('150.25');
  });
});

describe('LEVER_CLOSED and setstop', () => {
  it('removes the closed ids', () => {
    const list = panelListOf(leverPage([leverOrder(1), leverOrder(2)]));
    const next = applyClosedPush(list, { id: [1, 99] });
    expect(next.rows.map((row) => row.id)).toEqual([2]);
    expect(next.total).toBe(1);
    expect(applyClosedPush(next, { id: [42] })).toBe(next);
  });

  it('updates a row with the two prices sent, empty meaning not set', () => {
    const row = withStops(leverOrder(1), '120', '');
    expect([row.target_profit_price, row.stop_loss_price]).toEqual(['120', '0']);
  });
});
