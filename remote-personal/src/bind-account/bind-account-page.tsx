import { LoadFailed, LoadingRows, PageCard, useFormSubmit } from '@exchange/shared/area-kit';
import { notify, refreshUserInfo, useTranslation } from '@exchange/shared';
import { BIND_CODE_MAX, BIND_EMAIL_MAX, PERSONAL_PATH } from '@exchange/shared/contract/personal';
import { Link as RouterLink, useNavigate } from '@exchange/shared/router';
import { Alert, Box, Button, Link } from '@exchange/shared/ui-kit';
import { InputAdornment, TextField } from '@exchange/shared/ui-kit/forms';
import { useState, type ReactElement } from 'react';
import { postLegacy } from '../common/personal-api';
import { checkBindEmail, FORM_TEXTS, validateBindEmail, type ErrorKey } from '../common/rules';
import { useUserInfo } from '../common/use-user-info';
import { LegacySendButton } from './legacy-send-button';

const BindEmailForm = (): ReactElement => {
  const { t } = useTranslation('personal');
  const navigate = useNavigate();
  const form = useFormSubmit<ErrorKey>(FORM_TEXTS);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('bind.title')}
      onSubmit={form.submitWith(
        () => validateBindEmail({ email, code }),
        async () => {
          const answer = await postLegacy(PERSONAL_PATH.bindEmail, {
            code: code.trim(),
            email: email.trim(),
          });
          if (!answer) return;
          if (answer.type !== 'ok') {
            notify.error(answer.message || t('common.serverError'));
            return;
          }
          notify.success(answer.message || t('bind.done'));
          await refreshUserInfo().catch(() => null);
          navigate('/personal/accountSettings');
        },
      )}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.25 }}
    >
      <TextField
        label={t('fields.email')}
        name="email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={
          form.invalid === 'email' ||
          form.invalid === 'emailShape' ||
          form.invalid === 'emailLength'
        }
        autoComplete="email"
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { maxLength: BIND_EMAIL_MAX, spellCheck: false } }}
      />
      <TextField
        label={t('fields.code')}
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={form.invalid === 'code' || form.invalid === 'codeLength'}
        autoComplete="one-time-code"
        fullWidth
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: BIND_CODE_MAX },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <LegacySendButton
                  email={email.trim()}
                  validate={() => {
                    const key = checkBindEmail(email);
                    return key ? form.message(key) : null;
                  }}
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
        {t('bind.submit')}
      </Button>
    </Box>
  );
};

/**
 * /bindAccount: bind an e-mail address (e-mail shape, at most 20 characters; code at most 16)
 * through the legacy paths `api/sms_mail` and `api/safe/email`. Binding refreshes the session's
 * user info and returns to account settings. With an e-mail already bound it says which.
 */
export const BindAccountPage = (): ReactElement => {
  const { t } = useTranslation('personal');
  const { user, status, reload } = useUserInfo();
  let body: ReactElement;
  if (!user) {
    body =
      status === 'failed' ? (
        <LoadFailed message={t('common.loadFailed')} onRetry={reload} />
      ) : (
        <LoadingRows rows={3} />
      );
  } else if (user.email) {
    body = (
      <Alert severity="success" data-testid="email-bound">
        {t('bind.already', { email: user.email })}
      </Alert>
    );
  } else {
    body = <BindEmailForm />;
  }
  return (
    <PageCard
      variant="page"
      title={t('bind.title')}
      subtitle={t('bind.subtitle')}
      testId="bind-account"
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
