import { startManifestFetch } from './remotes/early-manifest';

startManifestFetch();
// The first screen's area starts downloading from a small chunk of its own, before the shell's
// big chunks (react-dom, the UI kit) have arrived: see remotes/first-screen.ts.
import('./remotes/first-screen')
  .then(({ startFirstScreen }) => startFirstScreen())
  .catch(() => undefined);
// Async boundary: shared singletons are negotiated before any of them is used.
import('./bootstrap');
