import { Box } from '@exchange/shared/ui-kit';
import { Paper } from '@exchange/shared/ui-kit/forms';
import { useCallback, useState, type ReactElement, type ReactNode } from 'react';
import { PHONE_BAR_HEIGHT } from './phone-layout';
import { PhoneTradeBar, type PhoneTradeSides } from './phone-trade-bar';
import { PhoneTradeSheet } from './phone-trade-sheet';
import { type PhoneTradeTab, PhoneTradeTabs } from './phone-trade-tabs';

export type PhoneTradeLayoutProps<S extends string> = {
  /** The price header and chart, first on the screen. */
  chart: ReactNode;
  tabs: readonly PhoneTradeTab[];
  tabsLabel: string;
  sides: PhoneTradeSides<S>;
  /** Heading of the bottom sheet (e.g. the pair). */
  sheetTitle: string;
  closeLabel: string;
  /** The order form for `side`; `close` closes the sheet (call it once an order is placed). */
  form: (side: S, close: () => void) => ReactNode;
};

/**
 * A trading page on a phone (docs/product.md#trade-pages-on-a-phone): the chart first, then
 * the page's panels as tabs, and a fixed bar whose two sides open the order form in a bottom
 * sheet with that side chosen. Shared by /trade, /lever and /second.
 */
export const PhoneTradeLayout = <S extends string>({
  chart,
  tabs,
  tabsLabel,
  sides,
  sheetTitle,
  closeLabel,
  form,
}: PhoneTradeLayoutProps<S>): ReactElement => {
  const [side, setSide] = useState<S | null>(null);
  const close = useCallback(() => setSide(null), []);
  return (
    <Box
      data-testid="phone-trade-layout"
      sx={{ display: 'grid', gap: 1, minWidth: 0, pb: `${PHONE_BAR_HEIGHT}px` }}
    >
      <Paper variant="outlined" sx={{ overflow: 'hidden', minWidth: 0 }}>
        {chart}
      </Paper>
      <Paper variant="outlined" sx={{ overflow: 'hidden', minWidth: 0 }}>
        <PhoneTradeTabs tabs={tabs} label={tabsLabel} />
      </Paper>
      <PhoneTradeBar sides={sides} onSide={setSide} />
      <PhoneTradeSheet
        side={side}
        sides={sides}
        onSide={setSide}
        onClose={close}
        title={sheetTitle}
        closeLabel={closeLabel}
      >
        {(chosen) => form(chosen, close)}
      </PhoneTradeSheet>
    </Box>
  );
};
