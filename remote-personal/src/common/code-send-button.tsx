import { useCountdown, useTranslation, WIDGETS_NAMESPACE } from '@exchange/shared';
import { Button, CircularProgress } from '@exchange/shared/ui-kit';
import { useState, type ReactElement } from 'react';

/**
 * The personal area's send-code button for calls the shared SendCodeButton (which only posts to
 * notify/send_*) cannot make: bind phone (user/bind_mobile_code) and bind e-mail (the legacy
 * api/sms_mail). It looks and counts down like the shared one. `send` checks the form first and
 * answers whether a code went out; refusals were already shown, and leave the button usable.
 */
export const CodeSendButton = ({
  send,
  resetKey = '',
}: {
  send: () => Promise<boolean>;
  /** Changing it (another number or country) clears a running countdown. */
  resetKey?: string;
}): ReactElement => {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);
  const [seenKey, setSeenKey] = useState(resetKey);
  if (seenKey !== resetKey) {
    // React's "adjust state on prop change": a new number gets its own first send at once.
    setSeenKey(resetKey);
    setSentOnce(false);
    countdown.reset();
  }

  const click = async (): Promise<void> => {
    setSending(true);
    const sent = await send().catch(() => false);
    setSending(false);
    if (sent) {
      setSentOnce(true);
      countdown.start();
    }
  };

  return (
    <Button
      type="button"
      size="small"
      onClick={() => void click()}
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
