// Standalone harness entry (`pnpm --filter remote-public dev`): same async boundary as the shell.
import('./standalone/bootstrap');
