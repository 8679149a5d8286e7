import { Button, Skeleton } from '@exchange/shared/ui-kit';
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@exchange/shared/ui-kit/forms';
import type { ReactElement } from 'react';

const NUMERIC = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** One column of an order list: its header and what a row shows in it. */
export type OrderColumn<Row> = {
  key: string;
  label: string;
  align?: 'right';
  cell: (row: Row) => ReactElement | string;
};

/** The Cancel column of an order list: the row's button is off while its cancel runs. */
export const cancelColumn = <Row extends { id: number }>(texts: {
  label: string;
  button: string;
  cancelling: number | null;
  onCancel: (row: Row) => void;
  testId: string;
}): OrderColumn<Row> => ({
  key: 'action',
  label: texts.label,
  align: 'right',
  cell: (row) => (
    <Button
      size="small"
      color="inherit"
      disabled={texts.cancelling === row.id}
      onClick={() => texts.onCancel(row)}
      data-testid={texts.testId}
    >
      {texts.button}
    </Button>
  ),
});

/**
 * The order panel's table (orders and stop orders alike): the headers, three skeleton rows while
 * a page loads, then one row per order (`data-testid={rowTestId}`, `data-id` its id).
 */
export const OrderTable = <Row extends { id: number }>({
  label,
  columns,
  rows,
  loading,
  rowTestId,
}: {
  label: string;
  columns: readonly OrderColumn<Row>[];
  rows: readonly Row[];
  loading: boolean;
  rowTestId: string;
}): ReactElement => (
  <TableContainer>
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.key} align={column.align}>
              {column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {loading
          ? Array.from({ length: 3 }, (_, row) => (
              <TableRow key={row} data-testid={`${rowTestId}-loading`}>
                {columns.map((column) => (
                  <TableCell key={column.key}>
                    <Skeleton variant="text" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          : rows.map((row) => (
              <TableRow key={row.id} data-testid={rowTestId} data-id={row.id}>
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align} sx={NUMERIC}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
      </TableBody>
    </Table>
  </TableContainer>
);
