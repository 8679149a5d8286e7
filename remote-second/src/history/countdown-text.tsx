import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from '@exchange/shared';
import { countdownSeconds } from './history-rules';

/**
 * Seconds until an order is due, ticking once a second to 0 (docs/product.md#logged-in-areas-states, docs/product.md#logged-in-areas-constants). It counts against
 * the due instant, so a throttled background tab still shows the right number when it wakes.
 */
export const CountdownText = ({ dueAt }: { dueAt: number }): ReactElement => {
  const { t } = useTranslation('second');
  const [now, setNow] = useState(() => Date.now());
  const left = countdownSeconds(dueAt, now);
  const running = left > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return (
    <span data-testid="countdown" data-seconds={left}>
      {running ? t('history.secondsLeft', { count: left }) : t('history.settling')}
    </span>
  );
};
