// Standalone harness entry (`pnpm --filter remote-lever dev`): same async boundary as the shell.
import('./standalone/bootstrap');
