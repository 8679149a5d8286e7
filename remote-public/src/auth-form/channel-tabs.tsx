import { Tab, Tabs } from '@exchange/shared/ui-kit/forms';
import type { ReactElement } from 'react';
import { useTranslation } from '@exchange/shared';
import type { AccountChannel } from './validation';
import { AUTH_NAMESPACE } from './auth-texts';

/**
 * docs/product.md#public-and-spot-screens: the phone tab exists on login and register but is hidden. Flip this to show it;
 * the phone branch of both forms is complete and tested.
 */
export const SHOW_PHONE_TAB = false;

export type ChannelTabsProps = {
  value: AccountChannel;
  onChange: (channel: AccountChannel) => void;
  /** Without the phone tab a single e-mail tab would say nothing, so no tabs are drawn. */
  showPhoneTab: boolean;
};

/** Phone / e-mail account tabs. */
export const ChannelTabs = ({
  value,
  onChange,
  showPhoneTab,
}: ChannelTabsProps): ReactElement | null => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  if (!showPhoneTab) return null;
  return (
    <Tabs
      value={value}
      onChange={(_, next: AccountChannel) => onChange(next)}
      variant="fullWidth"
      sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="mobile" label={t('auth.tabs.mobile')} />
      <Tab value="email" label={t('auth.tabs.email')} />
    </Tabs>
  );
};
