import { MenuLayout } from '@exchange/shared/area-kit';
import { Navigate, Route, Routes } from '@exchange/shared/router';
import type { ReactElement } from 'react';
import { useTranslation } from '@exchange/shared';
import { AccountSettingsPage } from './account-settings/account-settings-page';
import { AuthenticationPage } from './authentication/authentication-page';
import { CollectionSettingsPage } from './collection-settings/collection-settings-page';
import { FeedbackPage } from './feedback/feedback-page';
import { PERSONAL_PAGES } from './personal-menu';
import { TransactionLogPage } from './transaction-log/transaction-log-page';

/** /personal/*: the menu and the chosen page; /personal alone (or an unknown child) → accountSettings. */
export const PersonalPage = (): ReactElement => {
  const { t } = useTranslation('personal');
  const links = PERSONAL_PAGES.map((page) => ({
    to: `/personal/${page.path}`,
    label: t(`menu.${page.key}`),
  }));
  return (
    <MenuLayout
      label={t('menu.label')}
      links={links}
      width={220}
      testId="personal-page"
      menuTestId="personal-menu"
    >
      <Routes>
        <Route index element={<Navigate to="/personal/accountSettings" replace />} />
        <Route path="accountSettings" element={<AccountSettingsPage />} />
        <Route path="transactionLog" element={<TransactionLogPage />} />
        <Route path="collectionSettings" element={<CollectionSettingsPage />} />
        <Route path="authentication" element={<AuthenticationPage />} />
        <Route path="feedback" element={<FeedbackPage />} />
        <Route path="*" element={<Navigate to="/personal/accountSettings" replace />} />
      </Routes>
    </MenuLayout>
  );
};
