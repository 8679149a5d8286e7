import {
  api,
  API_PATH,
  CODE_COUNTDOWN_SECONDS,
  notify,
  useCountdown,
  useTranslation,
  WIDGETS_NAMESPACE,
} from '@exchange/shared';
import { Button, CircularProgress } from '@exchange/shared/ui-kit';
import { useEffect, useRef, useState, type ReactElement } from 'react';

export type SendCodeChannel = 'email' | 'mobile';

/** docs/product.md#public-and-spot-calls: one call per channel, same payload `{ to, type, area_id }`. */
export const SEND_CODE_PATH: Record<SendCodeChannel, string> = {
  email: API_PATH.sendEmail,
  mobile: API_PATH.sendSms,
};

export type SendCodeButtonProps = {
  channel: SendCodeChannel;
  /** The e-mail address or the phone digits the code goes to. */
  to: string;
  /** Verification type code (CODE_TYPE). */
  type: number;
  /** `default/area_list` id of a phone number's country; sent only when given (SMS). */
  areaId?: number;
  /** Checks the account first; returns an already translated error, or null to go on. */
  validate?: () => string | null;
  seconds?: number;
  /** Changing it (another account or tab) clears a running countdown. */
  resetKey?: unknown;
  disabled?: boolean;
};

/**
 * "Send code" button of the verification-code fields. After a successful send it counts down
 * (docs/product.md#public-and-spot-states) and stays disabled; a refused send leaves it usable (the api client already
 * toasted the refusal).
 */
export const SendCodeButton = ({
  channel,
  to,
  type,
  areaId,
  validate,
  seconds = CODE_COUNTDOWN_SECONDS,
  resetKey,
  disabled = false,
}: SendCodeButtonProps): ReactElement => {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const countdown = useCountdown(seconds);
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);

  // Clear the countdown while rendering when the key changes (React's "adjust state on prop
  // change" pattern), so the old account's countdown never shows for the new one.
  const [seenKey, setSeenKey] = useState<unknown>(resetKey);
  if (!Object.is(seenKey, resetKey)) {
    setSeenKey(resetKey);
    setSentOnce(false);
    countdown.reset();
  }

  // A send still in flight when the account changes must not start the new account's countdown.
  const latestKey = useRef<unknown>(resetKey);
  useEffect(() => {
    latestKey.current = resetKey;
  }, [resetKey]);

  const send = async (): Promise<void> => {
    const problem = validate?.() ?? null;
    if (problem) {
      notify.error(problem);
      return;
    }
    const keyAtSend = resetKey;
    setSending(true);
    try {
      const body = areaId === undefined ? { to, type } : { to, type, area_id: areaId };
      await api.post(SEND_CODE_PATH[channel], body);
      if (Object.is(latestKey.current, keyAtSend)) {
        setSentOnce(true);
        countdown.start();
      }
    } catch {
      // Refused or unreachable: already toasted by the api client; the user may retry at once.
    } finally {
      setSending(false);
    }
  };

  const label = countdown.running
    ? t('sendCode.countdown', { seconds: countdown.remaining })
    : sentOnce
      ? t('sendCode.resend')
      : t('sendCode.send');

  return (
    <Button
      type="button"
      size="small"
      onClick={() => void send()}
      disabled={disabled || sending || countdown.running}
      data-testid="send-code-button"
      startIcon={sending ? <CircularProgress size={14} color="inherit" /> : undefined}
      sx={{ minWidth: 96, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
    >
      {label}
    </Button>
  );
};
