// Standalone harness entry (`pnpm --filter remote-assets dev`): same async boundary as the shell.
import('./standalone/bootstrap');
