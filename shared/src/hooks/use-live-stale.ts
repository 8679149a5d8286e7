import { useMemo } from 'react';
import { map } from 'rxjs';
import { socket } from '../socket';
import { useObservable } from './use-observable';

/** True while the live channel is down after having been used: show data as stale, not blank. */
export const useLiveStale = (): boolean => {
  const stale$ = useMemo(
    () => socket.connectionState$().pipe(map((state) => state.status === 'reconnecting')),
    [],
  );
  return useObservable(stale$, socket.connectionState.status === 'reconnecting');
};
