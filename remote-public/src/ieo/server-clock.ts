import { useEffect, useState } from 'react';

/**
 * How far the server's clock is ahead of this browser's, from an answer's `server_time` taken
 * when it arrived. Start and end are the server's; the browser's clock only measures time passing.
 */
export const clockOffset = (serverTime: number, receivedAt: number): number =>
  serverTime - receivedAt;

/** The server's time now, ticking once a second, from the browser's clock and the offset. */
export const useServerNow = (offset: number): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // Counts against the clock rather than decrementing: a throttled tab still ends on time.
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now + offset;
};

export type Duration = { days: number; hours: number; minutes: number; seconds: number };

/** The whole time left until `deadline` (rounded up to the second, never below 0). */
export const durationUntil = (deadline: number, serverNow: number): Duration => {
  const total = Math.max(0, Math.ceil((deadline - serverNow) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
};
