import {
  notify,
  PERSONAL_PATH,
  useCountdown,
  useTranslation,
  WIDGETS_NAMESPACE,
} from '@exchange/shared';
import { Button, CircularProgress } from '@exchange/shared/ui-kit';
import { useState, type ReactElement } from 'react';
import { postLegacy } from '../common/personal-api';

/**
 * The send-code button of bind e-mail. It looks and counts down (60 s) like the shared
 * SendCodeButton, but sends through the legacy `api/sms_mail { user_string }`, which answers
 * `{ type, message }` instead of the envelope: `ok` starts the countdown, `error` shows the message.
 */
export const LegacySendButton = ({
  email,
  validate,
}: {
  email: string;
  /** Checks the address first: a translated error, or null to go on. */
  validate: () => string | null;
}): ReactElement => {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);

  const send = async (): Promise<void> => {
    const problem = validate();
    if (problem) {
      notify.error(problem);
      return;
    }
    setSending(true);
    const answer = await postLegacy(PERSONAL_PATH.bindEmailSendCode, { user_string: email });
    setSending(false);
    if (!answer) return;
    if (answer.type === 'ok') {
      if (answer.message) notify.success(answer.message);
      setSentOnce(true);
      countdown.start();
    } else {
      notify.error(answer.message || t('common:serverError'));
    }
  };

  return (
    <Button
      type="button"
      size="small"
      onClick={() => void send()}
      disabled={sending || countdown.running}
      data-testid="send-code-button"
      startIcon={sending ? <CircularProgress size={14} color="inherit" /> : undefined}
      sx={{ minWidth: 96, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
    >
      {countdown.running
        ? t('sendCode.countdown', { seconds: countdown.remaining })
        : t(sentOnce ? 'sendCode.resend' : 'sendCode.send')}
    </Button>
  );
};
