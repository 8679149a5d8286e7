import { initI18n, loadNamespace } from '@exchange/shared';
import { loadShellTexts } from '../locales/load-shell-texts';
import { captureOverrideParam } from '../releases/overrides';
import { releaseState } from '../releases/release-state';
import { preloadFirstScreen } from './preload-area';

let started = false;

/**
 * Takes `?area-version=` into the release state (before the router mounts: it is removed from
 * the address bar), starts the texts and loads the first screen's area. The entry calls it from
 * its own small chunk, which needs the shared core and the router but not react-dom or the UI
 * kit, so the area and the texts download while the shell's big chunks still do; bootstrap
 * calls it too, in case that chunk came second. Runs once.
 */
export const startFirstScreen = (): void => {
  if (started) return;
  started = true;
  releaseState.addIgnored(captureOverrideParam());
  // Both are loaded once per page: bootstrap's own calls wait for these.
  initI18n().catch(() => undefined);
  loadNamespace('shell', loadShellTexts).catch(() => undefined);
  preloadFirstScreen(window.location.pathname).catch(() => undefined);
};
