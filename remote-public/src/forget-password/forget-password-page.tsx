import { CODE_TYPE, notify } from '@exchange/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AccountField, selectedArea } from '../auth-form/account-field';
import { postForgetPassword, type ForgetPasswordRequest } from '../auth-form/auth-api';
import { AuthCard } from '../auth-form/auth-card';
import { ChannelTabs } from '../auth-form/channel-tabs';
import { CodeField } from '../auth-form/code-field';
import { PasswordField } from '../auth-form/password-field';
import { SubmitButton } from '../auth-form/submit-button';
import { useAreas } from '../auth-form/use-areas';
import { useAuthError } from '../auth-form/use-auth-error';
import { useDelayedNavigate } from '../auth-form/use-delayed-navigate';
import { checkAccount, validateForgetPassword, type AccountChannel } from '../auth-form/validation';

/** Same delay as register: time to read the success toast before the login page. */
export const RESET_REDIRECT_MS = 500;

/**
 * /forgetPassword (spec 01 §2, spec 02 "Forget password"). The account kind is picked with
 * tabs (e-mail default, phone shown): unlike login and register the spec does not hide the
 * phone here, a phone needs its country for the SMS, and guessing the kind from an "@" would
 * turn a typo into the wrong message.
 */
export const ForgetPasswordPage = (): ReactElement => {
  const { t } = useTranslation('public');
  const [channel, setChannel] = useState<AccountChannel>('email');
  const [accounts, setAccounts] = useState<Record<AccountChannel, string>>({
    email: '',
    mobile: '',
  });
  const [areaId, setAreaId] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);

  const areas = useAreas(true);
  const errors = useAuthError();
  const navigateLater = useDelayedNavigate();

  const account = accounts[channel].trim();
  const area = channel === 'mobile' ? selectedArea(areas, areaId) : undefined;

  const changeChannel = (next: AccountChannel): void => {
    setChannel(next);
    setCode('');
  };

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (busy) return;
    const problem = validateForgetPassword({ channel, account, code, password, confirmation });
    if (problem) {
      errors.show(problem);
      return;
    }
    const request: ForgetPasswordRequest = {
      account,
      new_password: password,
      secondary_password: confirmation,
      type: channel,
      auth_code: code.trim(),
    };
    // The code was texted to +country digits: the server needs the same country to check it.
    if (area) request.area_id = area.id;
    setBusy(true);
    try {
      await postForgetPassword(request);
      notify.success(t('auth.forget.success'));
      navigateLater('/login', RESET_REDIRECT_MS);
    } catch {
      // Refused or unreachable: the api client showed the toast.
      setBusy(false);
    }
  };

  const footer = (
    <Link component={RouterLink} to="/login" underline="hover" sx={{ fontWeight: 600 }}>
      {t('auth.forget.backToLogin')}
    </Link>
  );

  return (
    <AuthCard
      title={t('auth.forget.title')}
      subtitle={t('auth.forget.subtitle')}
      footer={footer}
      testId="forget-password-page"
    >
      <ChannelTabs value={channel} onChange={changeChannel} showPhoneTab />
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
        aria-label={t('auth.forget.title')}
      >
        <Stack spacing={2.5}>
          <AccountField
            channel={channel}
            value={accounts[channel]}
            onChange={(value) => setAccounts((current) => ({ ...current, [channel]: value }))}
            areas={areas}
            areaId={area?.id ?? null}
            onAreaChange={setAreaId}
            autoFocus
          />
          <CodeField
            value={code}
            onChange={setCode}
            channel={channel}
            to={account}
            type={CODE_TYPE.forgotPassword}
            areaId={area?.id}
            validate={() => {
              const key = checkAccount(channel, account, 'at');
              return key ? errors.message(key) : null;
            }}
          />
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
          <SubmitButton busy={busy} label={t('auth.forget.submit')} />
        </Stack>
      </Box>
    </AuthCard>
  );
};
