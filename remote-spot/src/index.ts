// Standalone harness entry (`pnpm --filter remote-spot dev`): same async boundary as the shell.
import('./standalone/bootstrap');
