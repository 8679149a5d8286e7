import {
  CODE_TYPE,
  completeLogin,
  refreshUserInfo,
  useRequest,
  type LoginRequest,
} from '@exchange/shared';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AccountField, selectedArea } from '../auth-form/account-field';
import { fetchLoginUseSms, postLogin } from '../auth-form/auth-api';
import { AuthCard } from '../auth-form/auth-card';
import { ChannelTabs, SHOW_PHONE_TAB } from '../auth-form/channel-tabs';
import { CodeField } from '../auth-form/code-field';
import { PasswordField } from '../auth-form/password-field';
import { safeReturnPath } from '../auth-form/return-path';
import { SubmitButton } from '../auth-form/submit-button';
import { useAreas } from '../auth-form/use-areas';
import { useAuthError } from '../auth-form/use-auth-error';
import { useDelayedNavigate } from '../auth-form/use-delayed-navigate';
import { checkAccount, validateLogin, type AccountChannel } from '../auth-form/validation';
import {
  dropLegacyPassword,
  forgetRememberedAccount,
  readRememberedAccount,
  rememberAccount,
} from './remember-account';

/** Spec 01 §4: the app leaves the login page 200 ms after the token arrived. */
export const LOGIN_REDIRECT_MS = 200;

const isEmail = (account: string): boolean => account.includes('@');

export type LoginPageProps = {
  /** Defaults to SHOW_PHONE_TAB (hidden); tests and a later release may show it. */
  showPhoneTab?: boolean;
};

/** /login (spec 01 §2 "Login page"). */
export const LoginPage = ({ showPhoneTab = SHOW_PHONE_TAB }: LoginPageProps): ReactElement => {
  const { t } = useTranslation('public');
  const [searchParams] = useSearchParams();
  const [remembered] = useState(readRememberedAccount);
  const [channel, setChannel] = useState<AccountChannel>(() =>
    remembered && showPhoneTab && !isEmail(remembered) ? 'mobile' : 'email',
  );
  // One value per tab, so switching tabs back and forth keeps what was typed.
  const [accounts, setAccounts] = useState<Record<AccountChannel, string>>(() => ({
    email: remembered && isEmail(remembered) ? remembered : '',
    mobile: remembered && !isEmail(remembered) ? remembered : '',
  }));
  const [areaId, setAreaId] = useState<number | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  const [busy, setBusy] = useState(false);

  const areas = useAreas(showPhoneTab);
  const smsSetting = useRequest(fetchLoginUseSms, []);
  const loginUseSms = smsSetting.data === true;
  const errors = useAuthError();
  const navigateLater = useDelayedNavigate();

  // A password stored by the original remember-me must not outlive this version's first visit.
  useEffect(dropLegacyPassword, []);

  const account = accounts[channel].trim();
  const area = channel === 'mobile' ? selectedArea(areas, areaId) : undefined;

  const changeChannel = (next: AccountChannel): void => {
    setChannel(next);
    setCode('');
  };

  const changeRemember = (checked: boolean): void => {
    setRemember(checked);
    // Unticking is also a way to clear a shared computer without logging in.
    if (!checked) forgetRememberedAccount();
  };

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (busy) return;
    const problem = validateLogin({ channel, account, password, code }, { loginUseSms });
    if (problem) {
      errors.show(problem);
      return;
    }
    const request: LoginRequest = { account, password, login_type: channel };
    if (loginUseSms) request.sms_code = code.trim();
    if (channel === 'mobile' && area) request.country_code = area.global_code;
    setBusy(true);
    try {
      const answer = await postLogin(request);
      if (remember) rememberAccount(account);
      else forgetRememberedAccount();
      completeLogin(answer);
      // The header refreshes from the session; a failed refresh was toasted and is not fatal.
      refreshUserInfo().catch(() => undefined);
      // Stays busy until the page changes so a second Enter cannot log in twice.
      navigateLater(safeReturnPath(searchParams.get('page')), LOGIN_REDIRECT_MS);
    } catch {
      // Refused or unreachable: the api client showed the toast; the user may try again.
      setBusy(false);
    }
  };

  const footer = (
    <>
      {t('auth.login.noAccount')}{' '}
      <Link component={RouterLink} to="/register" underline="hover" sx={{ fontWeight: 600 }}>
        {t('auth.login.register')}
      </Link>
    </>
  );

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={footer}
      testId="login-page"
    >
      <ChannelTabs value={channel} onChange={changeChannel} showPhoneTab={showPhoneTab} />
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
        aria-label={t('auth.login.title')}
      >
        <Stack spacing={2.5}>
          <AccountField
            channel={channel}
            value={accounts[channel]}
            onChange={(value) => setAccounts((current) => ({ ...current, [channel]: value }))}
            areas={areas}
            areaId={area?.id ?? null}
            onAreaChange={setAreaId}
            autoFocus={!remembered}
          />
          <PasswordField
            label={t('auth.fields.password')}
            name="password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
          />
          {loginUseSms ? (
            <CodeField
              value={code}
              onChange={setCode}
              channel={channel}
              to={account}
              type={CODE_TYPE.login}
              areaId={area?.id}
              validate={() => {
                const key = checkAccount(channel, account);
                return key ? errors.message(key) : null;
              }}
            />
          ) : undefined}
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
          <SubmitButton busy={busy} label={t('auth.login.submit')} />
        </Stack>
      </Box>
    </AuthCard>
  );
};
