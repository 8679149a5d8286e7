import { startManifestFetch } from './remotes/early-manifest';

startManifestFetch();
// Async boundary: shared singletons are negotiated before any of them is used.
import('./bootstrap');
