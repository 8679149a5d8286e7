import { initI18n, loadNamespace } from '@exchange/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadShellTexts } from './locales/load-shell-texts';
import { redirectMobileVisitor } from './mobile/mobile-redirect';
import { captureOverrideParam } from './releases/overrides';
import { preloadFirstScreen } from './remotes/preload-area';
import { releaseState } from './releases/release-state';

const start = async (): Promise<void> => {
  // Before the router mounts: ?area-version= is stored and removed from the address bar.
  releaseState.addIgnored(captureOverrideParam());
  preloadFirstScreen(window.location.pathname).catch(() => undefined);
  await initI18n();
  await loadNamespace('shell', loadShellTexts);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(<App />);
  void redirectMobileVisitor();
};

void start();
