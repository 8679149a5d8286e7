import { initI18n, loadNamespace } from '@exchange/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadShellTexts } from './locales/load-shell-texts';
import { redirectMobileVisitor } from './mobile/mobile-redirect';

const start = async (): Promise<void> => {
  await initI18n();
  await loadNamespace('shell', loadShellTexts);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(<App />);
  void redirectMobileVisitor();
};

void start();
