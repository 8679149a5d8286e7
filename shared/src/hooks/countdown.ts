import { useCallback, useEffect, useState } from 'react';

/** docs/product.md#public-and-spot-constants: the resend countdown of verification codes (59 on the address binding page). */
export const CODE_COUNTDOWN_SECONDS = 60;

/** Whole seconds left until `endsAt` (rounded up, so the last second still shows "1"). */
export const secondsLeft = (endsAt: number | null, now: number): number =>
  endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));

export type Countdown = {
  /** Seconds still to wait; 0 when idle. */
  remaining: number;
  running: boolean;
  /** Starts (or restarts) a full countdown. */
  start: () => void;
  /** Stops it at once. */
  reset: () => void;
};

/**
 * A countdown of `seconds` that ticks once a second. It counts against a deadline rather than
 * decrementing, so a tab the browser throttled in the background still ends on time.
 */
export const useCountdown = (seconds: number = CODE_COUNTDOWN_SECONDS): Countdown => {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, [seconds]);
  const reset = useCallback(() => setEndsAt(null), []);

  const remaining = secondsLeft(endsAt, now);
  return { remaining, running: remaining > 0, start, reset };
};
