import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that keeps one identity for the component's life and always calls the latest
 * `callback`: a memoised child given it re-renders only when its other props change. Call it
 * from event handlers, not during render (it sees the last committed callback).
 */
export const useStableCallback = <A extends unknown[], R>(
  callback: (...args: A) => R,
): ((...args: A) => R) => {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
};
