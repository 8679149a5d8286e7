import { useEffect, useState } from 'react';

/**
 * How far the server's clock is ahead of this browser's, from an answer's `server_time` taken
 * when it arrived. Deadlines are the server's; the browser's clock only measures time passing.
 */
export const clockOffset = (serverTime: number, receivedAt: number): number =>
  serverTime - receivedAt;

/** Whole seconds left until the server's `deadline`, given the offset; never below 0. */
export const secondsUntil = (deadline: number, offset: number, now: number): number =>
  Math.max(0, Math.ceil((deadline - (now + offset)) / 1000));

/** "mm:ss" of a number of seconds (minutes grow past 59 rather than adding hours). */
export const minutesAndSeconds = (seconds: number): string => {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
};

/** Seconds left until `deadline` on the server's clock, ticking once a second; null without one. */
export const useServerCountdown = (deadline: number | null, offset: number): number | null => {
  const [now, setNow] = useState(() => Date.now());
  const left = deadline === null ? null : secondsUntil(deadline, offset, now);
  const running = left !== null && left > 0;
  useEffect(() => {
    if (!running) return undefined;
    // Counts against the deadline rather than decrementing: a throttled tab still ends on time.
    // A clock that starts after idling reads the time at once, not a second later.
    const first = setTimeout(() => setNow(Date.now()), 0);
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [running, deadline]);
  return left;
};
