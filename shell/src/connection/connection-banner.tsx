import { socket, useObservable, useTranslation } from '@exchange/shared';
import { Box } from '@exchange/shared/ui-kit';
import { useEffect, useMemo, useState, type ReactElement } from 'react';

/** Seconds until the next reconnect attempt, ticking once a second. */
const useSecondsUntil = (at: number | null): number | null => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? null : Math.max(0, Math.ceil((at - now) / 1000));
};

/** A small strip while the live channel is down; it disappears on reconnect. */
export const ConnectionBanner = (): ReactElement | null => {
  const { t } = useTranslation('shell');
  const state$ = useMemo(() => socket.connectionState$(), []);
  const state = useObservable(state$, socket.connectionState);
  const seconds = useSecondsUntil(state.nextAttemptAt);
  if (state.status !== 'reconnecting') return null;
  return (
    <Box
      role="status"
      data-testid="connection-banner"
      sx={{
        bgcolor: 'warning.dark',
        color: 'warning.contrastText',
        fontSize: 13,
        textAlign: 'center',
        py: 0.5,
      }}
    >
      {seconds !== null && seconds > 0
        ? t('connection.retryIn', { seconds })
        : t('connection.reconnecting')}
    </Box>
  );
};
