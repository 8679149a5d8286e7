import { PasswordField } from '@exchange/shared/area-kit';
import { CODE_TYPE, notify, Trans, useTranslation } from '@exchange/shared';
import { Link as RouterLink, useSearchParams } from '@exchange/shared/router';
import { Link, LockOutlinedIcon as LockOutlined } from '@exchange/shared/ui-kit';
import { Checkbox, FormControlLabel } from '@exchange/shared/ui-kit/extras';
import { InputAdornment, TextField } from '@exchange/shared/ui-kit/forms';
import { useState, type ReactElement } from 'react';
import { AccountField } from '../auth-form/account-field';
import { postRegister } from '../auth-form/auth-api';
import { AuthForm } from '../auth-form/auth-form';
import { SHOW_PHONE_TAB } from '../auth-form/channel-tabs';
import { CodeField } from '../auth-form/code-field';
import { SubmitButton } from '../auth-form/submit-button';
import { useAccountForm } from '../auth-form/use-account-form';
import { useDelayedNavigate } from '../auth-form/use-delayed-navigate';
import type { RegisteredState } from '../login/registered-state';
import { validateRegister } from '../auth-form/validation';
import { AUTH_NAMESPACE } from '../auth-form/auth-texts';

/** docs/product.md#public-and-spot-screens: on success the page goes to login after 500 ms. */
export const REGISTER_REDIRECT_MS = 500;

/** The privacy notice the agreement links to (news category 7, docs/product.md#public-and-spot-screens and docs/product.md#public-and-spot-constants). */
export const PRIVACY_NOTICE_PATH = '/notice?category_id=7&id=0';

export type RegisterPageProps = {
  /** Defaults to SHOW_PHONE_TAB (hidden); tests and a later release may show it. */
  showPhoneTab?: boolean;
};

/** /register (docs/product.md#public-and-spot-screens "Register page"), query `extension_code` = the inviter's code. */
export const RegisterPage = ({
  showPhoneTab = SHOW_PHONE_TAB,
}: RegisterPageProps): ReactElement => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const [searchParams] = useSearchParams();
  const extensionCode = (searchParams.get('extension_code') ?? '').trim();
  // An invitation link fixes the inviter: the field shows its code and cannot be edited.
  const inviteLocked = extensionCode !== '';

  const form = useAccountForm({ phoneEnabled: showPhoneTab });
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [typedInvite, setTypedInvite] = useState('');
  const [agreed, setAgreed] = useState(true);
  const navigateLater = useDelayedNavigate();
  const { channel, account, code, area } = form;
  const inviteCode = inviteLocked ? extensionCode : typedInvite;

  const send = async (): Promise<void> => {
    await postRegister({
      account,
      password,
      re_password: confirmation,
      invite_code: inviteCode.trim(),
      area_id: area?.id ?? 0,
      sms_code: code.trim(),
      type: channel,
    });
    notify.success(t('auth.register.success'));
    const registered: RegisteredState = { registered: { account, channel } };
    navigateLater('/login', REGISTER_REDIRECT_MS, registered);
  };

  return (
    <AuthForm
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Link component={RouterLink} to="/login" underline="hover" sx={{ fontWeight: 600 }}>
            {t('auth.register.login')}
          </Link>
        </>
      }
      testId="register-page"
      channel={channel}
      onChannelChange={form.changeChannel}
      showPhoneTab={showPhoneTab}
      onSubmit={form.submitWith(
        () => validateRegister({ channel, account, code, password, confirmation, agreed }),
        send,
      )}
    >
      <AccountField {...form.accountField} />
      <CodeField {...form.codeField(CODE_TYPE.register)} />
      <PasswordField
        label={t('auth.fields.password')}
        name="password"
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
      <TextField
        label={t(inviteLocked ? 'auth.fields.inviteCodeLocked' : 'auth.fields.inviteCode')}
        name="invite_code"
        value={inviteCode}
        onChange={(event) => setTypedInvite(event.target.value)}
        fullWidth
        slotProps={{
          htmlInput: { readOnly: inviteLocked, maxLength: 32, 'aria-readonly': inviteLocked },
          input: inviteLocked
            ? {
                endAdornment: (
                  <InputAdornment position="end">
                    <LockOutlined fontSize="small" color="disabled" />
                  </InputAdornment>
                ),
              }
            : undefined,
        }}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
            size="small"
          />
        }
        label={
          <Trans
            t={t}
            i18nKey="auth.register.agree"
            components={{
              // Named "policy": Trans parses "<link>" as the void HTML tag and drops its text.
              // A new tab, so reading the notice does not lose what was typed here.
              policy: (
                <Link
                  component={RouterLink}
                  to={PRIVACY_NOTICE_PATH}
                  target="_blank"
                  rel="noopener"
                  underline="hover"
                />
              ),
            }}
          />
        }
        slotProps={{ typography: { variant: 'body2' } }}
      />
      <SubmitButton busy={form.busy} label={t('auth.register.submit')} />
    </AuthForm>
  );
};
