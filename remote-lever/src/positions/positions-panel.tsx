import { isApiError, notify, TRADE_COLOR, useNumberFormat, useTranslation } from '@exchange/shared';
import {
  LEVER_LIST_VIEW,
  type LeverClosedPush,
  type LeverListView,
  type LeverOrder,
} from '@exchange/shared/contract/lever';
import { useTimeZone } from '@exchange/shared/trading';
import { ConfirmDialog, EmptyState, Paginator } from '@exchange/shared/ui';
import { Box, Button, Skeleton, Typography, useTheme } from '@exchange/shared/ui-kit';
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@exchange/shared/ui-kit/forms';
import { memo, useCallback, useState, type ReactElement } from 'react';
import { CloseAllDialog } from '../dialogs/close-all-dialog';
import { StopDialog } from '../dialogs/stop-dialog';
import { leverApi } from '../lever/lever-api';
import { PanelTabs, PositionTotals } from './panel-header';
import { positionColumns } from './position-columns';
import {
  applyClosedPush,
  isPendingView,
  isPositionView,
  lastPageOf,
  PANEL_TABS,
  showPaginator,
  withStops,
} from './positions-rules';
import { usePositions } from './use-positions';

const NUMERIC = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** A row action waiting for its confirmation. */
type Asked = { kind: 'close' | 'cancel'; row: LeverOrder };

export type PositionsPanelProps = {
  pairId: number;
  quoteId: number;
  /** Bumped by the page after an order was placed: the list is read again. */
  round: number;
  /** A close or cancel moved money: the form's balance must be read again. */
  onChanged: () => void;
};

/**
 * The bottom panel (docs/product.md#logged-in-areas-screens, docs/product.md#logged-in-areas-states): current positions (5), all positions (1), pending entrusts
 * (0, revoke), closed (3), reverted (4) and the delegation list (6, cancel); 10 rows a page,
 * live through LEVER_TRADE / LEVER_CLOSED. Current positions show the risk rate, the total
 * profit and close-all.
 */
export const PositionsPanel = memo(function PositionsPanel({
  pairId,
  quoteId,
  round,
  onChanged,
}: PositionsPanelProps): ReactElement {
  const { t } = useTranslation('lever');
  const colours = TRADE_COLOR[useTheme().palette.mode];
  const [view, setView] = useState<LeverListView>(LEVER_LIST_VIEW.currentPositions);
  // The page starts again at 1 whenever the view or the pair changes.
  const pageScope = `${view}|${pairId}`;
  const [paging, setPaging] = useState({ pageScope, page: 1 });
  const page = paging.pageScope === pageScope ? paging.page : 1;
  const [stopping, setStopping] = useState<LeverOrder | null>(null);
  const [closingAll, setClosingAll] = useState(false);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [busy, setBusy] = useState(false);

  const announceClosed = useCallback(
    (push: LeverClosedPush) => {
      if (push.reason !== 'user')
        notify.warning(t(`closedBy.${push.reason}`, { count: push.id.length }));
      onChanged();
    },
    [t, onChanged],
  );
  const positions = usePositions({ view, page, pairId, quoteId }, round, announceClosed);
  const { list, status } = positions;

  const act = async (): Promise<void> => {
    if (!asked) return;
    setBusy(true);
    try {
      if (asked.kind === 'close') await leverApi.close(asked.row.id);
      else await leverApi.cancel(asked.row.id);
      notify.success(t(asked.kind === 'close' ? 'panel.closed' : 'panel.cancelled'));
      positions.update((current) => applyClosedPush(current, { id: [asked.row.id] }));
      setAsked(null);
      positions.reload();
      onChanged();
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(false);
    }
  };

  const actions = (row: LeverOrder): ReactElement => (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      {isPositionView(view) ? (
        <>
          <Button size="small" onClick={() => setStopping(row)} data-testid="position-stop">
            {t('panel.setStop')}
          </Button>
          <Button
            size="small"
            color="inherit"
            onClick={() => setAsked({ kind: 'close', row })}
            data-testid="position-close"
          >
            {t('panel.close')}
          </Button>
        </>
      ) : undefined}
      {isPendingView(view) ? (
        <Button
          size="small"
          color="inherit"
          onClick={() => setAsked({ kind: 'cancel', row })}
          data-testid="position-cancel"
        >
          {t(view === LEVER_LIST_VIEW.pending ? 'panel.revoke' : 'panel.cancel')}
        </Button>
      ) : undefined}
    </Box>
  );
  const timeZone = useTimeZone();
  const { language } = useNumberFormat();
  const columns = positionColumns(t, colours, view, timeZone, language);
  const withActions = isPositionView(view) || isPendingView(view);

  const body = (): ReactElement => {
    if (status === 'failed' && !list) {
      return (
        <EmptyState
          message={t('panel.failed')}
          action={
            <Button size="small" variant="outlined" onClick={positions.reload}>
              {t('panel.retry')}
            </Button>
          }
        />
      );
    }
    if (list && list.rows.length === 0) return <EmptyState message={t('panel.empty')} />;
    return (
      <TableContainer>
        <Table
          size="small"
          aria-label={t(`tabs.${PANEL_TABS.find((tab) => tab.view === view)?.key ?? 'current'}`)}
        >
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} sx={{ whiteSpace: 'nowrap' }}>
                  {t(`columns.${column.key}`)}
                </TableCell>
              ))}
              {withActions ? (
                <TableCell align="right">{t('columns.actions')}</TableCell>
              ) : undefined}
            </TableRow>
          </TableHead>
          <TableBody>
            {!list
              ? Array.from({ length: 3 }, (_, index) => (
                  <TableRow key={index} data-testid="position-loading">
                    <TableCell colSpan={columns.length + 1}>
                      <Skeleton variant="text" />
                    </TableCell>
                  </TableRow>
                ))
              : list.rows.map((row) => (
                  <TableRow
                    key={row.id}
                    data-testid="position-row"
                    data-id={row.id}
                    data-type={row.type}
                  >
                    {columns.map((column) => (
                      <TableCell
                        key={column.key}
                        align={column.align}
                        sx={NUMERIC}
                        data-testid={`cell-${column.key}`}
                      >
                        {column.cell(row)}
                      </TableCell>
                    ))}
                    {withActions ? <TableCell align="right">{actions(row)}</TableCell> : undefined}
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  };

  return (
    <Box data-testid="positions-panel" data-view={view} data-status={status}>
      <PanelTabs view={view} onView={setView} />
      {view === LEVER_LIST_VIEW.currentPositions ? (
        <PositionTotals list={list} onCloseAll={() => setClosingAll(true)} />
      ) : undefined}
      {body()}
      {list && showPaginator(list.total, list.per_page) ? (
        <Paginator
          page={page}
          lastPage={lastPageOf(list.total, list.per_page)}
          onChange={(next) => setPaging({ pageScope, page: next })}
          disabled={status === 'loading'}
        />
      ) : undefined}
      {stopping ? (
        <StopDialog
          position={stopping}
          onClose={() => setStopping(null)}
          onSaved={(takeProfit, stopLoss) => {
            positions.update((current) => ({
              ...current,
              rows: current.rows.map((row) =>
                row.id === stopping.id ? withStops(row, takeProfit, stopLoss) : row,
              ),
            }));
            setStopping(null);
          }}
        />
      ) : undefined}
      {closingAll ? (
        <CloseAllDialog
          pairId={pairId}
          onClose={() => setClosingAll(false)}
          onClosed={(ids) => {
            positions.update((current) => applyClosedPush(current, { id: ids }));
            setClosingAll(false);
            positions.reload();
            onChanged();
          }}
        />
      ) : undefined}
      <ConfirmDialog
        open={asked !== null}
        title={t(asked?.kind === 'cancel' ? 'panel.cancelTitle' : 'panel.closeTitle')}
        busy={busy}
        onClose={() => setAsked(null)}
        onConfirm={() => void act()}
      >
        <Typography variant="body2" data-testid="row-action-question">
          {asked
            ? t(asked.kind === 'cancel' ? 'panel.cancelQuestion' : 'panel.closeQuestion', {
                symbol: asked.row.currency_match.symbol,
                lots: asked.row.share,
              })
            : ''}
        </Typography>
      </ConfirmDialog>
    </Box>
  );
});
