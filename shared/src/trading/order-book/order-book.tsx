import {
  amountDecimalsOf,
  type Depth,
  formatDecimal,
  formatFixed,
  formatPercent,
  type Language,
  TAKER_SIDE,
  type TakerSide,
  TRADE_COLOR,
  useNumberFormat,
  useTranslation,
  WIDGETS_NAMESPACE,
} from '@exchange/shared';
import { Box, GlobalStyles, Skeleton, type Theme, Typography } from '@exchange/shared/ui-kit';
import { MenuItem, Select } from '@exchange/shared/ui-kit/forms';
import { memo, useMemo, useState, type KeyboardEvent, type ReactElement } from 'react';
import { barPercent, groupingSteps, groupLevels, maxAmount, spreadOf } from './depth-grouping';

export type OrderBookProps = {
  depth: Depth;
  loading: boolean;
  /** The last trade price, shown between asks and bids. */
  lastPrice: string | null;
  /** The taker side of the last trade (colours the last price). */
  lastSide: TakerSide | null;
  priceDecimals: number;
  quantityDecimals: number;
  baseCode: string;
  quoteCode: string;
  /** A row was clicked: its price goes into the order form. */
  onPick?: (price: string) => void;
  stale?: boolean;
  /** The book may be behind the server until a fresh snapshot lands: dimmed and labelled. */
  resyncing?: boolean;
  rowsPerSide?: number;
};

/**
 * 24 px: each row is a button (its price goes into the form), and a target needs 24 × 24 px
 * (WCAG 2.5.8, docs/product.md#colour-contrast). 11 rows a side keep the book as tall as the
 * 12 rows of 22 px before.
 */
const ROW_HEIGHT = 24;

/**
 * The book's look as one style sheet per theme, not `sx` on elements: the book re-renders up to
 * once per frame, and `sx` would serialise its styles on every one of those renders.
 */
const bookStyles = (theme: Theme): object => {
  const colours = TRADE_COLOR[theme.palette.mode];
  return {
    '.xob': { fontSize: 12, fontVariantNumeric: 'tabular-nums' },
    '.xob[data-stale="true"], .xob[data-resyncing="true"]': { opacity: 0.6 },
    '.xob-row, .xob-head': {
      position: 'relative',
      display: 'grid',
      gridTemplateColumns: '1fr 1fr 1fr',
      alignItems: 'center',
      height: ROW_HEIGHT,
      padding: theme.spacing(0, 1),
    },
    '.xob-row > span:not(.xob-bar), .xob-head > span': { position: 'relative', textAlign: 'right' },
    '.xob-row > span:nth-of-type(2), .xob-head > span:first-of-type': { textAlign: 'left' },
    // A long column name ("Acumulado (USDT)") wraps onto a second line inside the header
    // instead of running over the first ask.
    '.xob-head': {
      color: theme.palette.text.secondary,
      height: 'auto',
      minHeight: ROW_HEIGHT,
      alignItems: 'end',
      gap: theme.spacing(0.5),
    },
    // Fixed-size rows that contain their own layout and paint: a changed row is laid out and
    // painted alone (bench/book-ui measures this).
    '.xob-row': { cursor: 'pointer', contain: 'strict' },
    '.xob-row:hover, .xob-row:focus-visible': {
      backgroundColor: theme.palette.action.hover,
      outline: 'none',
    },
    // Scaled, not resized: a new width would lay the row out again, a transform only repaints.
    '.xob-bar': {
      position: 'absolute',
      top: 1,
      bottom: 1,
      right: 0,
      width: '100%',
      opacity: 0.16,
      transformOrigin: 'right',
    },
    '.xob-ask .xob-bar': { backgroundColor: colours.down },
    '.xob-bid .xob-bar': { backgroundColor: colours.up },
    '.xob-ask .xob-price, .xob-down': { color: colours.down },
    '.xob-bid .xob-price, .xob-up': { color: colours.up },
    // Blocks, not flex columns: rows stay their own layout roots. The asks' spacer keeps the
    // best ask next to the middle when fewer rows than the side holds are drawn.
    '.xob-side': { height: 'var(--xob-rows-height)', contain: 'strict' },
    '.xob-middle': {
      display: 'flex',
      alignItems: 'baseline',
      justifyContent: 'space-between',
      gap: theme.spacing(1),
      padding: theme.spacing(0.75, 1),
      borderTop: `1px solid ${theme.palette.divider}`,
      borderBottom: `1px solid ${theme.palette.divider}`,
    },
    '.xob-last': { fontWeight: 700, fontSize: 15 },
    '.xob-spread, .xob-empty': { color: theme.palette.text.secondary },
    '.xob-empty': { padding: theme.spacing(1) },
  };
};

// Rendered once: a memoised component without props never renders again.
const BookStyles = memo(function BookStyles(): ReactElement {
  return <GlobalStyles styles={bookStyles} />;
});

type RowProps = {
  price: string;
  language: Language;
  amount: string;
  value: string;
  side: 'bid' | 'ask';
  percent: number;
  quantityDecimals: number;
  valueDecimals: number;
  onPick?: (price: string) => void;
};

// Rows are keyed by position and take primitives: a new frame rewrites the text of rows whose
// level changed and reuses every DOM node, instead of removing and inserting rows as prices move.
const BookRow = memo(function BookRow({
  price,
  language,
  amount,
  value,
  side,
  percent,
  quantityDecimals,
  valueDecimals,
  onPick,
}: RowProps): ReactElement {
  const pick = (): void => onPick?.(price);
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    pick();
  };
  return (
    <div
      className={`xob-row xob-${side}`}
      role="button"
      tabIndex={0}
      data-testid={`book-${side}`}
      data-price={price}
      onClick={pick}
      onKeyDown={onKeyDown}
    >
      {/* Inline transform: a class per width would grow the style sheet with every frame. */}
      <span
        className="xob-bar"
        style={{ transform: `scaleX(${percent / 100})` }}
        data-testid="book-bar"
      />
      <span className="xob-price">{formatFixed(price, language)}</span>
      <span>{formatDecimal(amount, quantityDecimals, language)}</span>
      <span>{formatDecimal(value, valueDecimals, language)}</span>
    </div>
  );
});

const BookHeader = memo(function BookHeader({
  step,
  steps,
  onStep,
  baseCode,
  quoteCode,
}: {
  step: string;
  steps: string[];
  onStep: (step: string) => void;
  baseCode: string;
  quoteCode: string;
}): ReactElement {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 1,
          py: 0.5,
        }}
      >
        <Typography variant="subtitle2" component="h2">
          {t('orderBook.title')}
        </Typography>
        <Select
          size="small"
          variant="standard"
          value={step}
          onChange={(event) => onStep(event.target.value)}
          inputProps={{ 'aria-label': t('orderBook.grouping'), 'data-testid': 'book-grouping' }}
          sx={{ fontSize: 12 }}
        >
          {steps.map((item) => (
            <MenuItem key={item} value={item} sx={{ fontSize: 12 }}>
              {item}
            </MenuItem>
          ))}
        </Select>
      </Box>
      <div className="xob-head">
        <span>{t('orderBook.price', { code: quoteCode })}</span>
        <span>{t('orderBook.amount', { code: baseCode })}</span>
        <span>{t('orderBook.total', { code: quoteCode })}</span>
      </div>
    </>
  );
});

const SkeletonRows = ({ count }: { count: number }): ReactElement => (
  <>
    {Array.from({ length: count }, (_, index) => (
      <Skeleton key={index} variant="text" height={ROW_HEIGHT} data-testid="book-loading" />
    ))}
  </>
);

/**
 * Order book (docs/product.md#public-and-spot-screens): asks above (best nearest the middle), bids below, the last price and
 * the spread between them; each row's bar is its amount over the largest drawn amount; a click
 * on a row hands its price to the form; prices can be grouped by coarser steps.
 */
export const OrderBook = ({
  depth,
  loading,
  lastPrice,
  lastSide,
  priceDecimals,
  quantityDecimals,
  baseCode,
  quoteCode,
  onPick,
  stale = false,
  resyncing = false,
  rowsPerSide = 11,
}: OrderBookProps): ReactElement => {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const { language } = useNumberFormat();
  // Totals are amounts of the quote currency (docs/decisions.md#display-numbers).
  const valueDecimals = amountDecimalsOf(quoteCode);
  const steps = useMemo(() => groupingSteps(priceDecimals), [priceDecimals]);
  const [chosenStep, setStep] = useState<string | null>(null);
  const step = chosenStep && steps.includes(chosenStep) ? chosenStep : steps[0];

  const asks = useMemo(
    () => groupLevels(depth.out, step, 'ask', rowsPerSide),
    [depth.out, step, rowsPerSide],
  );
  const bids = useMemo(
    () => groupLevels(depth.in, step, 'bid', rowsPerSide),
    [depth.in, step, rowsPerSide],
  );
  const max = maxAmount(asks, bids);
  const spread = spreadOf(depth.out[0]?.price, depth.in[0]?.price);
  const empty = !loading && asks.length === 0 && bids.length === 0;
  const lastClass =
    lastSide === TAKER_SIDE.buy ? 'xob-up' : lastSide === TAKER_SIDE.sell ? 'xob-down' : '';
  const row = (side: 'ask' | 'bid', key: number, level: (typeof asks)[number]): ReactElement => (
    <BookRow
      key={key}
      price={level.price}
      language={language}
      amount={level.amount}
      value={level.value}
      side={side}
      percent={barPercent(level.amount, max)}
      quantityDecimals={quantityDecimals}
      valueDecimals={valueDecimals}
      onPick={onPick}
    />
  );

  return (
    <div
      className="xob"
      data-testid="order-book"
      data-stale={stale}
      data-resyncing={resyncing}
      style={{ ['--xob-rows-height' as string]: `${rowsPerSide * ROW_HEIGHT}px` }}
    >
      <BookStyles />
      <BookHeader
        step={step}
        steps={steps}
        onStep={setStep}
        baseCode={baseCode}
        quoteCode={quoteCode}
      />
      <div className="xob-side xob-asks" data-testid="book-asks">
        {loading ? (
          <SkeletonRows count={4} />
        ) : (
          <>
            {asks.length < rowsPerSide ? (
              <div style={{ height: (rowsPerSide - asks.length) * ROW_HEIGHT }} />
            ) : undefined}
            {/* Asks arrive best (lowest) first; drawn reversed so the best ask touches the
                middle. Keys count from the middle so a row keeps its DOM node. */}
            {asks
              .slice()
              .reverse()
              .map((level, index, drawn) => row('ask', drawn.length - index, level))}
          </>
        )}
      </div>
      <div className="xob-middle" data-testid="book-middle">
        <span
          className={`xob-last ${lastClass}`}
          data-testid="book-last-price"
          aria-label={t('orderBook.lastPrice')}
        >
          {formatDecimal(lastPrice, priceDecimals, language)}
        </span>
        {resyncing && !loading ? (
          <span className="xob-spread" role="status" data-testid="book-resyncing">
            {t('orderBook.resyncing')}
          </span>
        ) : (
          <span className="xob-spread" data-testid="book-spread">
            {t('orderBook.spread')}{' '}
            {spread
              ? `${formatFixed(spread.value, language)} (${formatPercent(spread.percent, language)})`
              : '--'}
          </span>
        )}
      </div>
      <div className="xob-side" data-testid="book-bids">
        {loading ? (
          <SkeletonRows count={4} />
        ) : (
          bids.map((level, index) => row('bid', index, level))
        )}
      </div>
      {empty ? (
        <div className="xob-empty" role="status">
          {t('orderBook.empty')}
        </div>
      ) : undefined}
    </div>
  );
};
