// Standalone harness entry (`pnpm --filter remote-personal dev`): same async boundary as the shell.
import('./standalone/bootstrap');
