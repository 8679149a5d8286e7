import { themeMode } from '@exchange/shared';
import { startTransition, useEffect, useState } from 'react';

/**
 * The theme of the whole app. A new mode re-renders every styled element, ≈ 150 ms of script on
 * this machine, so it renders as a transition: the switch's own icon (its own subscription)
 * answers the click in the next frame and the re-render yields to input instead of holding
 * that frame (`pnpm bench size`, "Interactions").
 */
export const useThemeMode = (): ReturnType<typeof themeMode.get> => {
  const [mode, setMode] = useState(themeMode.get);
  useEffect(() => {
    const subscription = themeMode
      .mode$()
      .subscribe((next) => startTransition(() => setMode(next)));
    return () => subscription.unsubscribe();
  }, []);
  useEffect(() => {
    document.documentElement.classList.toggle('light', mode === 'light');
  }, [mode]);
  return mode;
};
