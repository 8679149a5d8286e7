import { PageCard, PasswordField, useFormSubmit } from '@exchange/shared/area-kit';
import { Link as RouterLink, useSearchParams } from '@exchange/shared/router';
import { Alert, Box, Button, Link } from '@exchange/shared/ui-kit';
import { useState, type ReactElement } from 'react';
import { useTranslation } from '@exchange/shared';
import { personalApi } from '../common/personal-api';
import { FORM_TEXTS, validateResetPassword, type ErrorKey } from '../common/rules';

/**
 * /resetPassword (`?fromSet=1` when opened from account settings): old password, new password
 * (6–16 letters or digits) and its confirmation → `user/amend_password`. The server then signs
 * out every other session of the user; the page says so. Passwords live in component state only.
 */
export const ResetPasswordPage = (): ReactElement => {
  const { t } = useTranslation('personal');
  const [params] = useSearchParams();
  const fromSettings = params.get('fromSet') === '1';
  const form = useFormSubmit<ErrorKey>(FORM_TEXTS);
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [done, setDone] = useState(false);

  const back = (
    <Link component={RouterLink} to="/personal/accountSettings" underline="hover">
      {t('common.backToSettings')}
    </Link>
  );

  return (
    <PageCard
      variant="page"
      title={t('resetPassword.title')}
      subtitle={t('resetPassword.subtitle')}
      testId="reset-password"
      footer={fromSettings || done ? back : undefined}
      onSubmit={form.submitWith(
        () => validateResetPassword({ oldPassword, password, confirmation }),
        async () => {
          await personalApi.amendPassword({
            old_password: oldPassword,
            new_password: password,
            secondary_password: confirmation,
          });
          setOldPassword('');
          setPassword('');
          setConfirmation('');
          setDone(true);
        },
      )}
    >
      {done ? (
        <Alert severity="success" data-testid="reset-password-done" role="status">
          {t('resetPassword.done')}
        </Alert>
      ) : undefined}
      <PasswordField
        label={t('resetPassword.old')}
        name="old_password"
        value={oldPassword}
        onChange={setOldPassword}
        autoComplete="current-password"
        error={form.invalid === 'oldPassword'}
        autoFocus
      />
      <PasswordField
        label={t('resetPassword.new')}
        name="new_password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        helperText={t('fields.passwordRule')}
        error={form.invalid === 'newPassword' || form.invalid === 'passwordFormat'}
      />
      <PasswordField
        label={t('resetPassword.confirm')}
        name="confirmation"
        value={confirmation}
        onChange={setConfirmation}
        autoComplete="new-password"
        error={form.invalid === 'confirmPassword' || form.invalid === 'unlike'}
      />
      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disableElevation
          loading={form.busy}
        >
          {t('resetPassword.submit')}
        </Button>
      </Box>
    </PageCard>
  );
};
