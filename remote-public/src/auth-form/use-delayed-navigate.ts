import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from '@exchange/shared/router';

/**
 * Navigates after a delay (login 200 ms, register and reset 500 ms: docs/product.md#public-and-spot-screens, docs/product.md#public-and-spot-states), leaving
 * time for the success toast. Replaces the history entry so Back does not return to the form.
 * The timer dies with the screen, so leaving early cannot yank the user back later.
 */
export const useDelayedNavigate = (): ((to: string, delayMs: number, state?: unknown) => void) => {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string, delayMs: number, state?: unknown) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to, { replace: true, state }), delayMs);
    },
    [navigate],
  );
};
