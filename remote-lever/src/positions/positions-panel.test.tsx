import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Translator } from '@exchange/shared';
import { type LeverCloseReason, type LeverOrder } from '@exchange/shared/contract/lever';
import { chooseTimeZone } from '@exchange/shared/trading';
import { leverOrder, leverPage } from '../test-kit/lever-fixtures';
import {
  flush,
  leverTestI18n,
  leverTexts,
  renderScreen,
  stubApi,
  stubSocket,
  watchToasts,
} from '../test-kit/lever-test-kit';
import { PositionsPanel } from './positions-panel';

let i18n: Translator;
beforeAll(async () => {
  i18n = await leverTestI18n();
});
afterEach(() => jest.restoreAllMocks());

const OPEN = [leverOrder(1), leverOrder(2, { type: 2, profits: '-1.25' })];

const renderPanel = (
  routes: Parameters<typeof stubApi>[0],
): ReturnType<typeof stubApi> & ReturnType<typeof stubSocket> & { onChanged: jest.Mock } => {
  const live = stubSocket();
  const api = stubApi(routes);
  const onChanged = jest.fn();
  renderScreen(
    i18n,
    '/lever',
    '/lever',
    <PositionsPanel pairId={1} quoteId={1} round={0} onChanged={onChanged} />,
  );
  return { ...live, ...api, onChanged };
};

const rowIds = (): string[] =>
  screen.getAllByTestId('position-row').map((row) => row.getAttribute('data-id') ?? '');

describe('PositionsPanel', () => {
  it('opens on the pair’s current positions with risk rate and total profit', async () => {
    const { post } = renderPanel({ 'lever/my_trade': () => leverPage(OPEN) });
    await flush();
    expect(post).toHaveBeenCalledWith(
      'lever/my_trade',
      { status: 5, page: 1, currency_match_id: 1 },
      { silentSuccess: true },
    );
    expect(rowIds()).toEqual(['1', '2']);
    expect(screen.getByTestId('risk-rate')).toHaveTextContent('150.25%');
    expect(screen.getByTestId('profits-all')).toHaveTextContent('0.5000');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('reads each tab’s view and shows the paginator only above per_page', async () => {
    const { post } = renderPanel({
      'lever/my_trade': (query) =>
        query.status === 3
          ? leverPage([leverOrder(3, { status: 3 })], { total: 11 })
          : leverPage([]),
    });
    await flush();
    expect(screen.getByText(leverTexts.panel.empty)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('panel-tab-1'));
    await flush();
    expect(post).toHaveBeenLastCalledWith(
      'lever/my_trade',
      { status: 1, page: 1 },
      { silentSuccess: true },
    );
    fireEvent.click(screen.getByTestId('panel-tab-3'));
    await flush();
    expect(rowIds()).toEqual(['3']);
    expect(screen.queryByTestId('position-close')).not.toBeInTheDocument();
    fireEvent.click(within(screen.getAllByRole('navigation')[0] as HTMLElement).getByText('2'));
    await flush();
    expect(post).toHaveBeenLastCalledWith(
      'lever/my_trade',
      { status: 3, page: 2 },
      { silentSuccess: true },
    );
  });

  it('applies LEVER_TRADE and LEVER_CLOSED with a toast naming the reason', async () => {
    const toasts = watchToasts();
    let rows = OPEN;
    const { send, onChanged, post } = renderPanel({ 'lever/my_trade': () => leverPage(rows) });
    await flush();
    act(() =>
      send('LEVER_TRADE', {
        type: 'LEVER_TRADE',
        currency_match_id: 1,
        trades_all: [leverOrder(2, { type: 2, profits: '-7.5', update_price: '107' })],
        hazard_rate: '61.2',
        profits_all: '-7',
      }),
    );
    await flush();
    const second = screen.getAllByTestId('position-row')[1] as HTMLElement;
    expect(within(second).getByTestId('cell-profit')).toHaveTextContent(/^-7\.50$/);
    expect(within(second).getByTestId('cell-currentPrice')).toHaveTextContent(/^107\.00$/);
    expect(screen.getByTestId('risk-rate')).toHaveTextContent('61.20%');
    rows = [OPEN[0] as (typeof OPEN)[number]];
    act(() => send('LEVER_CLOSED', { type: 'LEVER_CLOSED', id: [2], reason: 'liquidation' }));
    await flush();
    expect(rowIds()).toEqual(['1']);
    expect(post).toHaveBeenCalledTimes(2);
    expect(toasts.texts('warning')).toEqual([
      leverTexts.closedBy.liquidation.replace('{{count}}', '1'),
    ]);
    expect(onChanged).toHaveBeenCalled();
  });

  it('closes one position after a confirmation', async () => {
    let rows = OPEN;
    const { post, onChanged } = renderPanel({
      'lever/my_trade': () => leverPage(rows),
      'lever/close': () => {
        rows = [OPEN[1] as (typeof OPEN)[number]];
        return null;
      },
    });
    await flush();
    fireEvent.click(screen.getAllByTestId('position-close')[0] as HTMLElement);
    fireEvent.click(await screen.findByTestId('confirm-dialog-ok'));
    await flush();
    expect(post).toHaveBeenCalledWith('lever/close', { id: 1 }, { silentSuccess: true });
    expect(rowIds()).toEqual(['2']);
    expect(onChanged).toHaveBeenCalled();
  });

  it('closes long positions only from the close-all dialog', async () => {
    const { post } = renderPanel({
      'lever/my_trade': () => leverPage(OPEN),
      'lever/batch_close': () => ({ closed: [1] }),
    });
    await flush();
    fireEvent.click(screen.getByTestId('close-all'));
    fireEvent.click(screen.getByTestId('close-all-long'));
    fireEvent.click(await screen.findByTestId('confirm-dialog-ok'));
    await flush();
    expect(post).toHaveBeenCalledWith(
      'lever/batch_close',
      { type: 1, currency_match_id: 1 },
      { silentSuccess: true },
    );
  });

  it('sets TP/SL with live expected profit and loss and updates the row', async () => {
    const { post } = renderPanel({
      'lever/my_trade': () => leverPage(OPEN),
      'lever/setstop': () => null,
    });
    const toasts = watchToasts();
    await flush();
    fireEvent.click(screen.getAllByTestId('position-stop')[0] as HTMLElement);
    fireEvent.change(screen.getByTestId('stop-takeProfit'), { target: { value: '110.5' } });
    fireEvent.change(screen.getByTestId('stop-stopLoss'), { target: { value: '-1' } });
    fireEvent.change(screen.getByTestId('stop-stopLoss'), { target: { value: '100.8' } });
    expect(screen.getByTestId('stop-takeProfit-expected')).toHaveTextContent('10.00 USDT');
    expect(screen.getByTestId('stop-stopLoss-expected')).toHaveTextContent('0.30 USDT');
    fireEvent.click(await screen.findByTestId('confirm-dialog-ok'));
    expect(toasts.texts('error')).toEqual([leverTexts.stop.slInvalid]);
    fireEvent.change(screen.getByTestId('stop-stopLoss'), { target: { value: '95.5' } });
    expect(screen.getByTestId('stop-stopLoss-expected')).toHaveTextContent('-5.00 USDT');
    fireEvent.click(await screen.findByTestId('confirm-dialog-ok'));
    await flush();
    expect(post).toHaveBeenCalledWith(
      'lever/setstop',
      { id: 1, target_profit_price: '110.5', stop_loss_price: '95.5' },
      { silentSuccess: true },
    );
    await waitFor(() => expect(screen.queryByTestId('stop-dialog')).not.toBeInTheDocument());
    const first = screen.getAllByTestId('position-row')[0] as HTMLElement;
    expect(within(first).getByTestId('cell-takeProfit')).toHaveTextContent(/^110\.50$/);
  });

  it('revokes a pending entrust', async () => {
    const { post } = renderPanel({
      'lever/my_trade': (query) =>
        leverPage(query.status === 0 ? [leverOrder(8, { status: 0 })] : []),
      'lever/cancel': () => null,
    });
    await flush();
    fireEvent.click(screen.getByTestId('panel-tab-0'));
    await flush();
    fireEvent.click(screen.getByTestId('position-cancel'));
    fireEvent.click(await screen.findByTestId('confirm-dialog-ok'));
    await flush();
    expect(post).toHaveBeenCalledWith('lever/cancel', { id: 8 }, { silentSuccess: true });
  });

  it('shows each figure at the pair’s price decimals and the currency’s display decimals', async () => {
    const row = leverOrder(5, {
      price: '97445.99865',
      update_price: '97282.87',
      trade_fee: '0.97445999',
      caution_money: '97.44599865',
      profits: '-1.6311499',
      liquidation_price: '48722.41',
    });
    renderPanel({ 'lever/my_trade': () => leverPage([row]) });
    await flush();
    const cells = within(screen.getByTestId('position-row'));
    // Grouped, and USDT amounts at its 2 display decimals (docs/decisions.md#display-numbers);
    // margin keeps the spec's 4.
    expect(cells.getByTestId('cell-openPrice')).toHaveTextContent(/^97,446\.00$/);
    expect(cells.getByTestId('cell-currentPrice')).toHaveTextContent(/^97,282\.87$/);
    expect(cells.getByTestId('cell-liquidation')).toHaveTextContent(/^48,722\.41$/);
    expect(cells.getByTestId('cell-margin')).toHaveTextContent(/^97\.4459$/);
    expect(cells.getByTestId('cell-fee')).toHaveTextContent(/^0\.97$/);
    expect(cells.getByTestId('cell-profit')).toHaveTextContent(/^-1\.64$/);
  });

  it('names a position no price can liquidate instead of showing 0', async () => {
    renderPanel({
      'lever/my_trade': () => leverPage([leverOrder(6, { liquidation_price: '0' })]),
    });
    await flush();
    expect(screen.getByTestId('cell-liquidation')).toHaveTextContent(
      leverTexts.panel.noLiquidation,
    );
  });

  it('shows closed positions with close price, close time (page clock) and reason', async () => {
    chooseTimeZone('Asia/Tokyo');
    const closed = (id: number, reason: LeverCloseReason): LeverOrder =>
      leverOrder(id, {
        status: 3,
        update_price: '95.1',
        close_reason: reason,
        closed_at: '2026-01-02 05:06:07',
      });
    const reasons: LeverCloseReason[] = [
      'user',
      'take_profit',
      'stop_loss',
      'liquidation',
      'operator',
    ];
    renderPanel({
      'lever/my_trade': (query) =>
        leverPage(
          query.status === 3 ? reasons.map((reason, index) => closed(index + 1, reason)) : [],
        ),
    });
    await flush();
    fireEvent.click(screen.getByTestId('panel-tab-3'));
    await flush();
    const rows = screen.getAllByTestId('position-row');
    expect(rows.map((row) => within(row).getByTestId('cell-closeReason').textContent)).toEqual(
      reasons.map((reason) => leverTexts.closeReason[reason]),
    );
    const first = within(rows[0] as HTMLElement);
    expect(first.getByTestId('cell-closePrice')).toHaveTextContent(/^95\.10$/);
    expect(first.getByTestId('cell-closeTime')).toHaveTextContent('2026-01-02 14:06:07');
    expect(first.queryByTestId('cell-liquidation')).not.toBeInTheDocument();
    expect(first.queryByTestId('cell-currentPrice')).not.toBeInTheDocument();
  });

  it('shows an error state with a retry', async () => {
    let fail = true;
    renderPanel({
      'lever/my_trade': () => {
        if (fail) throw new Error('down');
        return leverPage(OPEN);
      },
    });
    await flush();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: leverTexts.panel.retry }));
    await flush();
    expect(rowIds()).toEqual(['1', '2']);
  });
});
