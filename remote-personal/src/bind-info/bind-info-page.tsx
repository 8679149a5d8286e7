import { LoadFailed, LoadingRows, PageCard } from '@exchange/shared/area-kit';
import { Link as RouterLink } from '@exchange/shared/router';
import { Box, Button, Link, Typography } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';
import { useTranslation } from '@exchange/shared';
import { useUserInfo } from '../common/use-user-info';
import { BindPhoneForm } from './bind-phone-form';

const BoundLine = ({
  label,
  value,
  action,
  testId,
}: {
  label: string;
  value: string;
  action?: ReactElement;
  testId: string;
}): ReactElement => {
  const { t } = useTranslation('personal');
  return (
    <Box
      data-testid={testId}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
        {label}
      </Typography>
      <Typography
        variant="body2"
        sx={{ flex: 1, fontWeight: 500, overflowWrap: 'anywhere' }}
        color={value ? 'text.primary' : 'text.secondary'}
      >
        {value || t('settings.notBound')}
      </Typography>
      {action}
    </Box>
  );
};

/**
 * /bindInfo (pushed from account settings; docs/product.md#logged-in-areas-screens lists it without a route, here it is
 * one): the bound phone and e-mail, with a link to bind the e-mail when there is none and the
 * bind-phone form (docs/product.md#binding-a-phone) when no phone is bound.
 */
export const BindInfoPage = (): ReactElement => {
  const { t } = useTranslation('personal');
  const { user, status, reload } = useUserInfo();
  let body: ReactElement;
  if (!user) {
    body =
      status === 'failed' ? (
        <LoadFailed message={t('common.loadFailed')} onRetry={reload} />
      ) : (
        <LoadingRows rows={2} />
      );
  } else {
    body = (
      <>
        <BoundLine label={t('settings.phone')} value={user.mobile} testId="bound-phone" />
        <BoundLine
          label={t('settings.email')}
          value={user.email}
          testId="bound-email"
          action={
            user.email ? undefined : (
              <Button component={RouterLink} to="/bindAccount" size="small" variant="outlined">
                {t('settings.bind')}
              </Button>
            )
          }
        />
        {user.mobile ? null : <BindPhoneForm />}
      </>
    );
  }
  return (
    <PageCard
      variant="page"
      title={t('bindInfo.title')}
      subtitle={t('bindInfo.subtitle')}
      testId="bind-info"
      footer={
        <Link component={RouterLink} to="/personal/accountSettings" underline="hover">
          {t('common.backToSettings')}
        </Link>
      }
    >
      {body}
    </PageCard>
  );
};
