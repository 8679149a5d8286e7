import { PasswordField } from '@exchange/shared/area-kit';
import {
  CODE_TYPE,
  completeLogin,
  type LoginRequest,
  refreshUserInfo,
  useRequest,
  useTranslation,
} from '@exchange/shared';
import { Link as RouterLink, useLocation, useSearchParams } from '@exchange/shared/router';
import { Alert, Link } from '@exchange/shared/ui-kit';
import { Checkbox, FormControlLabel, Stack } from '@exchange/shared/ui-kit/extras';
import { useEffect, useState, type ReactElement } from 'react';
import { AccountField } from '../auth-form/account-field';
import { fetchLoginUseSms, postLogin } from '../auth-form/auth-api';
import { AuthForm } from '../auth-form/auth-form';
import { SHOW_PHONE_TAB } from '../auth-form/channel-tabs';
import { CodeField } from '../auth-form/code-field';
import { safeReturnPath } from '../auth-form/return-path';
import { SubmitButton } from '../auth-form/submit-button';
import { useAccountForm } from '../auth-form/use-account-form';
import { useDelayedNavigate } from '../auth-form/use-delayed-navigate';
import { validateLogin } from '../auth-form/validation';
import { registeredFrom } from './registered-state';
import {
  dropLegacyPassword,
  forgetRememberedAccount,
  readRememberedAccount,
  rememberAccount,
} from './remember-account';
import { AUTH_NAMESPACE } from '../auth-form/auth-texts';

/** docs/product.md#public-and-spot-states: the app leaves the login page 200 ms after the token arrived. */
export const LOGIN_REDIRECT_MS = 200;

const isEmail = (account: string): boolean => account.includes('@');

export type LoginPageProps = {
  /** Defaults to SHOW_PHONE_TAB (hidden); tests and a later release may show it. */
  showPhoneTab?: boolean;
};

/** /login (docs/product.md#public-and-spot-screens "Login page"). */
export const LoginPage = ({ showPhoneTab = SHOW_PHONE_TAB }: LoginPageProps): ReactElement => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const [searchParams] = useSearchParams();
  const location = useLocation();
  // Just registered: the new account is filled in and the page says the account is ready.
  const [registered] = useState(() => registeredFrom(location.state));
  const [stored] = useState(readRememberedAccount);
  const remembered = registered?.account ?? stored;
  const form = useAccountForm({
    phoneEnabled: showPhoneTab,
    initialChannel: remembered && showPhoneTab && !isEmail(remembered) ? 'mobile' : 'email',
    initialAccounts: {
      email: remembered && isEmail(remembered) ? remembered : '',
      mobile: remembered && !isEmail(remembered) ? remembered : '',
    },
    autoFocus: !remembered,
  });
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(stored !== null);
  const smsSetting = useRequest(fetchLoginUseSms, []);
  const loginUseSms = smsSetting.data === true;
  const navigateLater = useDelayedNavigate();
  const { channel, account, code, area } = form;

  // A password stored by the original remember-me must not outlive this version's first visit.
  useEffect(dropLegacyPassword, []);

  const changeRemember = (checked: boolean): void => {
    setRemember(checked);
    // Unticking is also a way to clear a shared computer without logging in.
    if (!checked) forgetRememberedAccount();
  };

  const send = async (): Promise<void> => {
    const request: LoginRequest = { account, password, login_type: channel };
    if (loginUseSms) request.sms_code = code.trim();
    if (channel === 'mobile' && area) request.country_code = area.global_code;
    const answer = await postLogin(request);
    if (remember) rememberAccount(account);
    else forgetRememberedAccount();
    completeLogin(answer);
    // The header refreshes from the session; a failed refresh was toasted and is not fatal.
    refreshUserInfo().catch(() => undefined);
    navigateLater(safeReturnPath(searchParams.get('page')), LOGIN_REDIRECT_MS);
  };

  return (
    <AuthForm
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link component={RouterLink} to="/register" underline="hover" sx={{ fontWeight: 600 }}>
            {t('auth.login.register')}
          </Link>
        </>
      }
      testId="login-page"
      channel={channel}
      onChannelChange={form.changeChannel}
      showPhoneTab={showPhoneTab}
      onSubmit={form.submitWith(
        () => validateLogin({ channel, account, password, code }, { loginUseSms }),
        send,
      )}
    >
      {registered ? (
        <Alert severity="success" data-testid="registered-note">
          {t('auth.login.registered')}
        </Alert>
      ) : undefined}
      <AccountField {...form.accountField} />
      <PasswordField
        label={t('auth.fields.password')}
        name="password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
      />
      {loginUseSms ? <CodeField {...form.codeField(CODE_TYPE.login)} /> : undefined}
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={remember}
              onChange={(event) => changeRemember(event.target.checked)}
              size="small"
            />
          }
          label={t('auth.login.remember')}
          slotProps={{ typography: { variant: 'body2' } }}
        />
        <Link component={RouterLink} to="/forgetPassword" variant="body2" underline="hover">
          {t('auth.login.forgot')}
        </Link>
      </Stack>
      <SubmitButton busy={form.busy} label={t('auth.login.submit')} />
    </AuthForm>
  );
};
