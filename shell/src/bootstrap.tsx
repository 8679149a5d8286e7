import { initI18n, loadNamespace } from '@exchange/shared';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadShellTexts } from './locales/load-shell-texts';
import { redirectMobileVisitor } from './mobile/mobile-redirect';
import { startFirstScreen } from './remotes/first-screen';

const start = async (): Promise<void> => {
  // Before the router mounts (a no-op when the entry's early chunk already ran it).
  startFirstScreen();
  await initI18n();
  await loadNamespace('shell', loadShellTexts);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // The first render as a transition: React renders it in slices that yield to the browser
  // (a plain root.render is one long task on every first visit: blocking time on a phone).
  const appRoot = createRoot(root);
  startTransition(() => appRoot.render(<App />));
  void redirectMobileVisitor();
};

void start();
