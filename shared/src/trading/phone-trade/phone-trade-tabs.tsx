import { Box } from '@exchange/shared/ui-kit';
import { Tab, Tabs } from '@exchange/shared/ui-kit/forms';
import { useState, type ReactElement, type ReactNode } from 'react';

/** One tab under a phone's chart; only the chosen tab's content is mounted. */
export type PhoneTradeTab = { value: string; label: string; content: () => ReactNode };

/**
 * The panels under the chart on a phone (book, trades, orders…) as tabs: one is mounted at a
 * time, so a phone subscribes and draws only what the trader looks at. A single panel is shown
 * without a tab row.
 */
export const PhoneTradeTabs = ({
  tabs,
  label,
}: {
  tabs: readonly PhoneTradeTab[];
  label: string;
}): ReactElement => {
  const [value, setValue] = useState(tabs[0]?.value ?? '');
  const chosen = tabs.find((tab) => tab.value === value) ?? tabs[0];
  return (
    <Box data-testid="phone-tabs" sx={{ minWidth: 0 }}>
      {tabs.length > 1 ? (
        <Tabs
          value={chosen?.value ?? ''}
          onChange={(_, next: string) => setValue(next)}
          variant="fullWidth"
          aria-label={label}
          sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.value}
              value={tab.value}
              label={tab.label}
              data-testid={`phone-tab-${tab.value}`}
            />
          ))}
        </Tabs>
      ) : undefined}
      <Box role="tabpanel" data-testid="phone-tab-panel" data-tab={chosen?.value ?? ''}>
        {chosen?.content()}
      </Box>
    </Box>
  );
};
