import {
  LoadFailed,
  LoadingRows,
  PageCard,
  PasswordField,
  useFormSubmit,
} from '@exchange/shared/area-kit';
import { CODE_TYPE, refreshUserInfo, type UserInfo, useTranslation } from '@exchange/shared';
import { Link as RouterLink, useNavigate } from '@exchange/shared/router';
import { SendCodeButton } from '@exchange/shared/ui';
import { Box, Button, Link } from '@exchange/shared/ui-kit';
import { InputAdornment, TextField } from '@exchange/shared/ui-kit/forms';
import { useState, type ReactElement } from 'react';
import { personalApi } from '../common/personal-api';
import { FORM_TEXTS, validateTradePassword, type ErrorKey } from '../common/rules';
import { useUserInfo } from '../common/use-user-info';

/** Where the type-3 code goes: the bound e-mail, else the bound phone. */
export const codeChannelOf = (user: UserInfo): { channel: 'email' | 'mobile'; to: string } =>
  user.email ? { channel: 'email', to: user.email } : { channel: 'mobile', to: user.mobile };

const TradePasswordForm = ({ user }: { user: UserInfo }): ReactElement => {
  const { t } = useTranslation('personal');
  const navigate = useNavigate();
  const form = useFormSubmit<ErrorKey>(FORM_TEXTS);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [code, setCode] = useState('');
  const target = codeChannelOf(user);

  return (
    <Box
      component="form"
      noValidate
      aria-label={t(user.pay_password_set ? 'tradePassword.changeTitle' : 'tradePassword.setTitle')}
      onSubmit={form.submitWith(
        () => validateTradePassword({ password, confirmation, code }),
        async () => {
          await personalApi.amendPayPassword({
            password,
            re_password: confirmation,
            auth_code: code.trim(),
          });
          await refreshUserInfo().catch(() => null);
          navigate('/personal/accountSettings');
        },
      )}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.25 }}
    >
      <PasswordField
        label={t('tradePassword.password')}
        name="pay_password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        helperText={t('fields.passwordRule')}
        error={form.invalid === 'tradePassword' || form.invalid === 'passwordFormat'}
        autoFocus
      />
      <PasswordField
        label={t('tradePassword.confirm')}
        name="pay_password_confirmation"
        value={confirmation}
        onChange={setConfirmation}
        autoComplete="new-password"
        error={form.invalid === 'confirmPassword' || form.invalid === 'unlike'}
      />
      <TextField
        label={t('fields.code')}
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={form.invalid === 'code'}
        helperText={t('tradePassword.codeTo', { to: target.to })}
        autoComplete="one-time-code"
        fullWidth
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: 16 },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <SendCodeButton
                  channel={target.channel}
                  to={target.to}
                  type={CODE_TYPE.tradePassword}
                />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disableElevation
        loading={form.busy}
      >
        {t('tradePassword.submit')}
      </Button>
    </Box>
  );
};

/**
 * /tradePassword: the trade password and its confirmation, plus the type-3 code the user
 * receives on the bound account (docs/decisions.md#security-deviations) → `user/amend_pay_password`.
 * Then the user info is refreshed (pay_password_set) and the page returns to account settings.
 */
export const TradePasswordPage = (): ReactElement => {
  const { t } = useTranslation('personal');
  const { user, status, reload } = useUserInfo();
  const title = t(user?.pay_password_set ? 'tradePassword.changeTitle' : 'tradePassword.setTitle');
  return (
    <PageCard
      variant="page"
      title={title}
      subtitle={t('tradePassword.subtitle')}
      testId="trade-password"
      footer={
        <Link component={RouterLink} to="/personal/accountSettings" underline="hover">
          {t('common.backToSettings')}
        </Link>
      }
    >
      {user ? (
        <TradePasswordForm user={user} />
      ) : status === 'failed' ? (
        <LoadFailed message={t('common.loadFailed')} onRetry={reload} />
      ) : (
        <LoadingRows rows={3} />
      )}
    </PageCard>
  );
};
