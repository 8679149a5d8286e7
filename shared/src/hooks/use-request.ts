import { startTransition, useCallback, useEffect, useState } from 'react';

export type RequestState<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'ready'; data: T }
  | { status: 'failed'; data: T | null };

type Settled<T> = { key: string; status: 'ready' | 'failed'; data: T | null };

/**
 * Runs an async load when `key` changes and tracks loading / ready / failed. The api client
 * already toasted any failure; screens show their own empty or retry state from `status`.
 * While a new key loads, the previous data stays visible (status 'loading').
 */
export const useRequest = <T>(
  load: () => Promise<T>,
  key: unknown[],
): RequestState<T> & { reload: () => void } => {
  const [round, setRound] = useState(0);
  const requestKey = JSON.stringify([...key, round]);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  useEffect(() => {
    let active = true;
    load().then(
      // Rendering what arrived is a transition, sliced by React, so a big screen does not
      // block input or paint in one long task.
      (data) =>
        active && startTransition(() => setSettled({ key: requestKey, status: 'ready', data })),
      () =>
        active &&
        setSettled((current) => ({
          key: requestKey,
          status: 'failed',
          data: current?.data ?? null,
        })),
    );
    return () => {
      active = false;
    };
    // `key` lists what the load depends on, like an effect's dependency list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  if (!settled || settled.key !== requestKey)
    return { status: 'loading', data: settled?.data ?? null, reload };
  return settled.status === 'ready'
    ? { status: 'ready', data: settled.data as T, reload }
    : { status: 'failed', data: settled.data, reload };
};
