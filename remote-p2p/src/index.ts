// Standalone harness entry (`pnpm --filter remote-p2p dev`): same async boundary as the shell.
import('./standalone/bootstrap');
