import { type Match, useNumberFormat, useTranslation } from '@exchange/shared';
import { ChangeText, EmptyState } from '@exchange/shared/ui';
import { Box, Skeleton, Typography } from '@exchange/shared/ui-kit';
import { TableSortLabel } from '@exchange/shared/ui-kit/extras';
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@exchange/shared/ui-kit/forms';
import type { KeyboardEvent, ReactElement } from 'react';
import { fiatValue } from './fiat-rate';
import type { MarketSort, SortKey } from './sort-matches';
import { PAGES_NAMESPACE } from '../page-texts/page-texts';

const COLUMN_COUNT = 6;
const SKELETON_ROWS = 6;
const NUMERIC_CELL = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

const SortHeader = ({
  column,
  label,
  sort,
  onSort,
  align,
}: {
  column: SortKey;
  label: string;
  sort: MarketSort | null;
  onSort: (column: SortKey) => void;
  align: 'left' | 'right';
}): ReactElement => {
  const active = sort?.key === column;
  return (
    <TableCell align={align} sortDirection={active ? sort.direction : false}>
      <TableSortLabel
        active={active}
        direction={active ? sort.direction : 'asc'}
        onClick={() => onSort(column)}
        data-testid={`sort-${column}`}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
};

const MarketRow = ({
  match,
  rate,
  onOpen,
}: {
  match: Match;
  rate: string;
  onOpen: (match: Match) => void;
}): ReactElement => {
  const { t } = useTranslation(PAGES_NAMESPACE);
  const format = useNumberFormat();
  const quote = match.currency_quotation;
  // Rows are <tr>: keyboard users open a pair with Enter or Space like a button.
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onOpen(match);
  };
  return (
    <TableRow
      hover
      tabIndex={0}
      onClick={() => onOpen(match)}
      onKeyDown={onKeyDown}
      data-testid="market-row"
      data-symbol={match.symbol}
      sx={{ cursor: 'pointer' }}
    >
      <TableCell component="th" scope="row">
        <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
          {match.base_currency_code}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          /{match.quote_currency_code}
        </Typography>
      </TableCell>
      <TableCell align="right" sx={NUMERIC_CELL}>
        <Box data-testid="row-price">{format.price(quote.close, match)}</Box>
        <Typography variant="caption" color="text.secondary" data-testid="row-fiat">
          {t('markets.fiat', { value: format.fiat(fiatValue(quote.close, rate)) })}
        </Typography>
      </TableCell>
      <TableCell align="right" data-testid="row-change">
        <ChangeText change={quote.change} />
      </TableCell>
      <TableCell align="right" sx={{ ...NUMERIC_CELL, ...WIDE_ONLY }}>
        {format.price(quote.high, match)}
      </TableCell>
      <TableCell align="right" sx={{ ...NUMERIC_CELL, ...WIDE_ONLY }}>
        {format.price(quote.low, match)}
      </TableCell>
      <TableCell align="right" sx={{ ...NUMERIC_CELL, ...WIDE_ONLY }}>
        {format.quantity(quote.volume, match)}
      </TableCell>
    </TableRow>
  );
};

/** On a phone the table keeps pair, price and change (docs/product.md#all-markets-page-markets). */
const PHONE_COLUMNS = 3;
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

const SkeletonRows = (): ReactElement => (
  <>
    {Array.from({ length: SKELETON_ROWS }, (_, row) => (
      <TableRow key={row} data-testid="market-row-loading">
        {Array.from({ length: COLUMN_COUNT }, (_, cell) => (
          <TableCell key={cell} sx={cell >= PHONE_COLUMNS ? WIDE_ONLY : undefined}>
            <Skeleton variant="text" />
          </TableCell>
        ))}
      </TableRow>
    ))}
  </>
);

export type MarketsTableProps = {
  loading: boolean;
  rows: readonly Match[];
  /** Rate of the estimate currency (USD or CNY, the user's setting) per quote currency code. */
  rateOf: (quoteCode: string) => string;
  sort: MarketSort | null;
  onSort: (column: SortKey) => void;
  onOpen: (match: Match) => void;
  emptyMessage: string;
  stale: boolean;
};

/** The sortable columns in table order (docs/product.md#public-and-spot-screens: pair, latest price, change). */
const SORT_COLUMNS = [
  { column: 'pair', align: 'left' },
  { column: 'price', align: 'right' },
  { column: 'change', align: 'right' },
] as const;

/** The sortable all-markets table; the caller has already filtered and sorted `rows`. */
export const MarketsTable = ({
  loading,
  rows,
  rateOf,
  sort,
  onSort,
  onOpen,
  emptyMessage,
  stale,
}: MarketsTableProps): ReactElement => {
  const { t } = useTranslation(PAGES_NAMESPACE);
  return (
    <TableContainer data-testid="markets-table" data-stale={stale} aria-busy={loading}>
      <Table size="small" aria-label={t('markets.title')}>
        <TableHead>
          <TableRow>
            {SORT_COLUMNS.map(({ column, align }) => (
              <SortHeader
                key={column}
                column={column}
                label={t(`markets.column.${column}`)}
                sort={sort}
                onSort={onSort}
                align={align}
              />
            ))}
            <TableCell align="right" sx={WIDE_ONLY}>
              {t('markets.column.high')}
            </TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              {t('markets.column.low')}
            </TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              {t('markets.column.volume')}
            </TableCell>
          </TableRow>
        </TableHead>
        {/* Stale rows stay readable but dimmed, so nobody trades on a frozen price unawares. */}
        <TableBody sx={{ opacity: stale ? 0.55 : 1, transition: 'opacity 200ms' }}>
          {loading ? (
            <SkeletonRows />
          ) : rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMN_COUNT} sx={{ borderBottom: 0 }}>
                <EmptyState message={emptyMessage} />
              </TableCell>
            </TableRow>
          ) : (
            rows.map((match) => (
              <MarketRow
                key={match.id}
                match={match}
                rate={rateOf(match.quote_currency_code)}
                onOpen={onOpen}
              />
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
