import { BIND_ADDRESS_CODE_COUNTDOWN_S, useCountdown, useTranslation } from '@exchange/shared';
import { Button } from '@exchange/shared/ui-kit';
import { useState, type ReactElement } from 'react';

/** Send-code button of the bind-address page: a 59 s countdown after a successful send. */
export const BindCodeButton = ({ send }: { send: () => Promise<boolean> }): ReactElement => {
  const { t } = useTranslation('assets');
  const countdown = useCountdown(BIND_ADDRESS_CODE_COUNTDOWN_S);
  const [sending, setSending] = useState(false);
  const click = async (): Promise<void> => {
    setSending(true);
    const sent = await send().catch(() => false);
    setSending(false);
    if (sent) countdown.start();
  };
  return (
    <Button
      type="button"
      size="small"
      onClick={() => void click()}
      disabled={sending || countdown.running}
      data-testid="bind-send-code"
      sx={{ minWidth: 96, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
    >
      {countdown.running ? t('bind.countdown', { seconds: countdown.remaining }) : t('bind.send')}
    </Button>
  );
};
