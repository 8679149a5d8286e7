import { useObservable } from '@exchange/shared';
import { useMemo } from 'react';
import { releaseState, type ReleaseState } from './release-state';

export const useReleaseState = (): ReleaseState => {
  const state$ = useMemo(() => releaseState.state$(), []);
  return useObservable(state$, releaseState.snapshot);
};
