// Standalone harness entry (`pnpm --filter remote-second dev`): same async boundary as the shell.
import('./standalone/bootstrap');
