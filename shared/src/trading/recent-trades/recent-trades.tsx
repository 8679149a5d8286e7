import {
  formatDecimal,
  type Language,
  TAKER_SIDE,
  TRADE_COLOR,
  type TxComplete,
  useNumberFormat,
  useTranslation,
  WIDGETS_NAMESPACE,
} from '@exchange/shared';
import { clockTime, useTimeZone } from '../time-zone';
import { GlobalStyles, Skeleton, type Theme, Typography } from '@exchange/shared/ui-kit';
import { memo, type ReactElement } from 'react';

/** Row height in px; rows are placed by offset, see RecentTrades. */
export const TRADE_ROW_HEIGHT = 22;

/** A trade's time of day in the page clock's zone (docs/decisions.md#one-clock), HH:mm:ss. */
export const tradeTime = (timestamp: number, timeZone: string): string =>
  clockTime(timestamp, timeZone);

const TradeRow = memo(function TradeRow({
  trade,
  priceDecimals,
  quantityDecimals,
  language,
  index,
  timeZone,
}: {
  trade: TxComplete;
  priceDecimals: number;
  quantityDecimals: number;
  language: Language;
  index: number;
  timeZone: string;
}): ReactElement {
  return (
    <div
      className={`xrt-row ${trade.way === TAKER_SIDE.buy ? 'xrt-buy' : 'xrt-sell'}`}
      data-testid="trade-row"
      data-way={trade.way}
      style={{ transform: `translateY(${index * TRADE_ROW_HEIGHT}px)` }}
    >
      <span>{tradeTime(trade.timestamp, timeZone)}</span>
      <span className="xrt-price" data-testid="trade-price">
        {formatDecimal(trade.price, priceDecimals, language)}
      </span>
      <span>{formatDecimal(trade.amount, quantityDecimals, language)}</span>
    </div>
  );
});

/** Styles as one sheet per theme (see the order book: no `sx` on a list redrawn every frame). */
const tradeStyles = (theme: Theme): object => {
  const colours = TRADE_COLOR[theme.palette.mode];
  return {
    '.xrt': { fontSize: 12, fontVariantNumeric: 'tabular-nums' },
    '.xrt[data-stale="true"]': { opacity: 0.6 },
    '.xrt-row, .xrt-head': {
      display: 'grid',
      gridTemplateColumns: '1fr 1fr 1fr',
      alignItems: 'center',
      height: TRADE_ROW_HEIGHT,
      padding: theme.spacing(0, 1),
      contain: 'strict',
    },
    '.xrt-list': { position: 'relative' },
    '.xrt-list > .xrt-row': { position: 'absolute', top: 0, left: 0, right: 0 },
    '.xrt-row > span:not(:first-of-type), .xrt-head > span:not(:first-of-type)': {
      textAlign: 'right',
    },
    '.xrt-head, .xrt-empty': { color: theme.palette.text.secondary },
    '.xrt-empty': { padding: theme.spacing(2, 1) },
    '.xrt-buy .xrt-price': { color: colours.up },
    '.xrt-sell .xrt-price': { color: colours.down },
  };
};

const TradeStyles = memo(function TradeStyles(): ReactElement {
  return <GlobalStyles styles={tradeStyles} />;
});

const TradesHeader = memo(function TradesHeader({
  baseCode,
  quoteCode,
}: {
  baseCode: string;
  quoteCode: string;
}): ReactElement {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  return (
    <>
      <Typography variant="subtitle2" component="h2" sx={{ px: 1, py: 0.5 }}>
        {t('recentTrades.title')}
      </Typography>
      <div className="xrt-head">
        <span>{t('recentTrades.time')}</span>
        <span>{t('recentTrades.price', { code: quoteCode })}</span>
        <span>{t('recentTrades.amount', { code: baseCode })}</span>
      </div>
    </>
  );
});

/**
 * Recent trades (docs/product.md#public-and-spot-screens): time, price coloured by the taker's side (way 2 = buy, green;
 * 1 = sell, red), amount; the feed caps the list at 30.
 */
export const RecentTrades = memo(function RecentTrades({
  trades,
  loading,
  priceDecimals,
  quantityDecimals,
  baseCode,
  quoteCode,
  stale = false,
}: {
  trades: readonly TxComplete[];
  loading: boolean;
  /** The pair's price decimals: a fill is never shown with more (docs/decisions.md#display-numbers). */
  priceDecimals: number;
  quantityDecimals: number;
  baseCode: string;
  quoteCode: string;
  stale?: boolean;
}): ReactElement {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const timeZone = useTimeZone();
  const { language } = useNumberFormat();
  return (
    <div className="xrt" data-testid="recent-trades" data-stale={stale}>
      <TradeStyles />
      <TradesHeader baseCode={baseCode} quoteCode={quoteCode} />
      {loading ? (
        Array.from({ length: 6 }, (_, index) => (
          <Skeleton
            key={index}
            variant="text"
            height={TRADE_ROW_HEIGHT}
            data-testid="trades-loading"
          />
        ))
      ) : trades.length === 0 ? (
        <div className="xrt-empty" role="status">
          {t('recentTrades.empty')}
        </div>
      ) : (
        // Rows are placed by a transform, not by the flow: a new trade at the top moves the
        // others down without a layout shift (CLS counts one per trade otherwise), and the
        // rows already drawn keep their DOM nodes.
        <div className="xrt-list" style={{ height: trades.length * TRADE_ROW_HEIGHT }}>
          {trades.map((trade, index) => (
            <TradeRow
              key={trade.id}
              trade={trade}
              priceDecimals={priceDecimals}
              quantityDecimals={quantityDecimals}
              language={language}
              index={index}
              timeZone={timeZone}
            />
          ))}
        </div>
      )}
    </div>
  );
});
