import { changeDirection, TRADE_COLOR, useNumberFormat, useTranslation } from '@exchange/shared';
import { type LeverListView } from '@exchange/shared/contract/lever';
import { Box, Button, Typography, useTheme } from '@exchange/shared/ui-kit';
import { Tab, Tabs } from '@exchange/shared/ui-kit/forms';
import { memo, type ReactElement } from 'react';
import { InfoTip } from './info-tip';
import { type PanelList, PANEL_TABS } from './positions-rules';

const FIGURE = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * The panel's tab row (one tab per list view). Memoised: the panel re-renders with every live
 * position update, the row only when the view changes.
 */
export const PanelTabs = memo(function PanelTabs({
  view,
  onView,
}: {
  view: LeverListView;
  onView: (view: LeverListView) => void;
}): ReactElement {
  const { t } = useTranslation('lever');
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}>
      <Tabs
        value={view}
        onChange={(_, next: LeverListView) => onView(next)}
        variant="scrollable"
        scrollButtons={false}
        aria-label={t('panel.tabs')}
      >
        {PANEL_TABS.map(({ view: value, key }) => (
          <Tab
            key={value}
            value={value}
            label={t(`tabs.${key}`)}
            data-testid={`panel-tab-${value}`}
          />
        ))}
      </Tabs>
    </Box>
  );
});

/** Over the current positions: risk rate %, total profit/loss and the close-all button. */
export const PositionTotals = ({
  list,
  onCloseAll,
}: {
  list: PanelList | null;
  onCloseAll: () => void;
}): ReactElement => {
  const { t } = useTranslation('lever');
  const colours = TRADE_COLOR[useTheme().palette.mode];
  const profit = list?.profits_all ?? '0';
  // In the page language's separators (docs/decisions.md#display-numbers).
  const format = useNumberFormat();
  return (
    <Box
      data-testid="positions-totals"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, px: 2, py: 1 }}
    >
      <Typography variant="body2" component="div">
        <InfoTip label={t('panel.riskRate')} tip={t('panel.riskRateTip')} testId="risk-rate-info">
          <Box component="span" data-testid="risk-rate" sx={FIGURE}>
            {list ? format.percent(list.hazard_rate) : '--'}
          </Box>
        </InfoTip>
      </Typography>
      <Typography variant="body2">
        {t('panel.totalProfit')}{' '}
        <Box
          component="span"
          data-testid="profits-all"
          sx={{ ...FIGURE, color: changeDirection(profit) > 0 ? colours.up : colours.down }}
        >
          {list ? format.decimal(profit, 4) : '--'}
        </Box>
      </Typography>
      <Button
        size="small"
        variant="outlined"
        sx={{ ml: 'auto' }}
        disabled={!list || list.rows.length === 0}
        onClick={onCloseAll}
        data-testid="close-all"
      >
        {t('panel.closeAll')}
      </Button>
    </Box>
  );
};
