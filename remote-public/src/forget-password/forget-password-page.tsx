import { PasswordField } from '@exchange/shared/area-kit';
import { CODE_TYPE, type ForgetPasswordRequest, notify, useTranslation } from '@exchange/shared';
import { Link as RouterLink } from '@exchange/shared/router';
import { Link } from '@exchange/shared/ui-kit';
import { useState, type ReactElement } from 'react';
import { AccountField } from '../auth-form/account-field';
import { postForgetPassword } from '../auth-form/auth-api';
import { AuthForm } from '../auth-form/auth-form';
import { CodeField } from '../auth-form/code-field';
import { SubmitButton } from '../auth-form/submit-button';
import { useAccountForm } from '../auth-form/use-account-form';
import { useDelayedNavigate } from '../auth-form/use-delayed-navigate';
import { validateForgetPassword } from '../auth-form/validation';
import { AUTH_NAMESPACE } from '../auth-form/auth-texts';

/** Same delay as register: time to read the success toast before the login page. */
export const RESET_REDIRECT_MS = 500;

/**
 * /forgetPassword (docs/product.md#public-and-spot-screens, docs/product.md#logged-in-areas "Forget password"). The account kind is picked with
 * tabs (e-mail default, phone shown): unlike login and register the spec does not hide the
 * phone here, a phone needs its country for the SMS, and guessing the kind from an "@" would
 * turn a typo into the wrong message.
 */
export const ForgetPasswordPage = (): ReactElement => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const form = useAccountForm({ phoneEnabled: true, emailRule: 'at' });
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const navigateLater = useDelayedNavigate();
  const { channel, account, code, area } = form;

  const send = async (): Promise<void> => {
    const request: ForgetPasswordRequest = {
      account,
      new_password: password,
      secondary_password: confirmation,
      type: channel,
      auth_code: code.trim(),
    };
    // The code was texted to +country digits: the server needs the same country to check it.
    if (area) request.area_id = area.id;
    await postForgetPassword(request);
    notify.success(t('auth.forget.success'));
    navigateLater('/login', RESET_REDIRECT_MS);
  };

  return (
    <AuthForm
      title={t('auth.forget.title')}
      subtitle={t('auth.forget.subtitle')}
      footer={
        <Link component={RouterLink} to="/login" underline="hover" sx={{ fontWeight: 600 }}>
          {t('auth.forget.backToLogin')}
        </Link>
      }
      testId="forget-password-page"
      channel={channel}
      onChannelChange={form.changeChannel}
      showPhoneTab
      onSubmit={form.submitWith(
        () => validateForgetPassword({ channel, account, code, password, confirmation }),
        send,
      )}
    >
      <AccountField {...form.accountField} />
      <CodeField {...form.codeField(CODE_TYPE.forgotPassword)} />
      <PasswordField
        label={t('auth.fields.newPassword')}
        name="new_password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        helperText={t('auth.fields.passwordRule')}
      />
      <PasswordField
        label={t('auth.fields.confirmPassword')}
        name="confirmation"
        value={confirmation}
        onChange={setConfirmation}
        autoComplete="new-password"
      />
      <SubmitButton busy={form.busy} label={t('auth.forget.submit')} />
    </AuthForm>
  );
};
