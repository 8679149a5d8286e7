import { LoadFailed, LoadingRows, PageCard } from '@exchange/shared/area-kit';
import { useRequest, type UserInfo, useTranslation } from '@exchange/shared';
import { REVIEW_STATUS } from '@exchange/shared/contract/personal';
import { Link as RouterLink } from '@exchange/shared/router';
import { Box, Button, Typography } from '@exchange/shared/ui-kit';
import { Divider } from '@exchange/shared/ui-kit/forms';
import type { ReactElement } from 'react';
import { personalApi } from '../../common/personal-api';
import { securityLevel } from '../../common/security-level';
import { useUserInfo } from '../../common/use-user-info';
import { SecurityBar } from './security-bar';
import { SettingsRow } from './settings-row';

/** The invite register link (docs/product.md#logged-in-areas-screens): the register page carrying the user's invite code. */
export const inviteLink = (origin: string, inviteCode: string): string =>
  `${origin}/register?extension_code=${encodeURIComponent(inviteCode)}`;

const LinkButton = ({
  to,
  label,
  testId,
  ariaLabel,
}: {
  to: string;
  label: string;
  testId: string;
  /** The link's name when `label` alone ("View") does not say where it goes. */
  ariaLabel?: string;
}): ReactElement => (
  <Button
    component={RouterLink}
    to={to}
    size="small"
    variant="outlined"
    aria-label={ariaLabel}
    data-testid={testId}
  >
    {label}
  </Button>
);

const AuthorizationCode = (): ReactElement => {
  const { t } = useTranslation('personal');
  const code = useRequest(() => personalApi.authorizationCode(), []);
  if (code.status === 'ready') {
    return (
      <SettingsRow
        label={t('settings.authorizationCode')}
        value={code.data}
        copyValue={code.data}
        testId="row-authorization-code"
      />
    );
  }
  return (
    <SettingsRow
      label={t('settings.authorizationCode')}
      value={
        code.status === 'loading' ? (
          <Typography variant="body2" color="text.secondary" component="span">
            {t('common.loading')}
          </Typography>
        ) : (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" color="error" component="span">
              {t('settings.codeFailed')}
            </Typography>
            <Button size="small" onClick={code.reload}>
              {t('common.retry')}
            </Button>
          </Box>
        )
      }
      testId="row-authorization-code"
    />
  );
};

const Settings = ({ user }: { user: UserInfo }): ReactElement => {
  const { t } = useTranslation('personal');
  const link = inviteLink(window.location.origin, user.invite_code);
  // A bound phone or e-mail links to the bound-accounts page (/bindInfo), which shows both.
  const boundLink = (testId: string): ReactElement => (
    <LinkButton
      to="/bindInfo"
      label={t('settings.view')}
      ariaLabel={t('bindInfo.title')}
      testId={testId}
    />
  );
  const notBound = (
    <Typography variant="body2" color="text.secondary" component="span">
      {t('settings.notBound')}
    </Typography>
  );
  return (
    <>
      <SecurityBar level={securityLevel(user)} />
      <Divider sx={{ mt: 2 }} />
      <SettingsRow
        label={t('settings.uid')}
        value={user.uid}
        copyValue={user.uid}
        testId="row-uid"
      />
      <SettingsRow
        label={t('settings.inviteCode')}
        value={user.invite_code || '—'}
        copyValue={user.invite_code || undefined}
        testId="row-invite-code"
      />
      <SettingsRow
        label={t('settings.inviteLink')}
        value={user.invite_code ? link : '—'}
        copyValue={user.invite_code ? link : undefined}
        testId="row-invite-link"
      />
      <SettingsRow
        label={t('settings.phone')}
        value={user.mobile || notBound}
        copyValue={user.mobile || undefined}
        action={
          // The bound-accounts page holds the bind-phone form (docs/product.md#binding-a-phone).
          user.mobile ? (
            boundLink('bound-phone-link')
          ) : (
            <LinkButton to="/bindInfo" label={t('settings.bind')} testId="bind-phone-link" />
          )
        }
        testId="row-phone"
      />
      <SettingsRow
        label={t('settings.email')}
        value={user.email || notBound}
        copyValue={user.email || undefined}
        action={
          user.email ? (
            boundLink('bound-email-link')
          ) : (
            <LinkButton to="/bindAccount" label={t('settings.bind')} testId="bind-email-link" />
          )
        }
        testId="row-email"
      />
      <SettingsRow
        label={t('settings.identity')}
        value={t(`identity.status.${user.review_status}`, {
          defaultValue: t('identity.status.0'),
        })}
        action={
          user.review_status === REVIEW_STATUS.verified ? undefined : (
            <LinkButton
              to="/personal/authentication"
              label={t('settings.verify')}
              testId="verify-link"
            />
          )
        }
        testId="row-identity"
      />
      <SettingsRow
        label={t('settings.loginPassword')}
        value="••••••"
        action={
          <LinkButton
            to="/resetPassword?fromSet=1"
            label={t('settings.modify')}
            testId="login-password-link"
          />
        }
        testId="row-login-password"
      />
      <SettingsRow
        label={t('settings.tradePassword')}
        value={user.pay_password_set ? '••••••' : t('settings.notSet')}
        action={
          <LinkButton
            to="/tradePassword"
            label={t(user.pay_password_set ? 'settings.change' : 'settings.set')}
            testId="trade-password-link"
          />
        }
        testId="row-trade-password"
      />
      <AuthorizationCode />
    </>
  );
};

/** /personal/accountSettings: security bar, codes and bindings, each with copy or an action. */
export const AccountSettingsPage = (): ReactElement => {
  const { t } = useTranslation('personal');
  const { user, status, reload } = useUserInfo();
  return (
    <PageCard title={t('menu.accountSettings')} testId="account-settings">
      {user ? (
        <Settings user={user} />
      ) : status === 'failed' ? (
        <LoadFailed message={t('common.loadFailed')} onRetry={reload} />
      ) : (
        <LoadingRows rows={6} />
      )}
    </PageCard>
  );
};
