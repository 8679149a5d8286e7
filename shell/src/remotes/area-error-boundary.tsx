import type { AreaName } from '@exchange/shared';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AreaUnavailable } from './area-unavailable';
import { AreaLoadError, type AreaFailureKind } from './load-area-module';

type Props = { area: AreaName; onRetry: () => Promise<void>; children: ReactNode };
type State = { failure: AreaFailureKind | null };

/** Catches a failed area (load or render) so it never blanks the shell. */
export class AreaErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failure: error instanceof AreaLoadError ? error.kind : 'load-failed' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[areas] ${this.props.area} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failure) {
      return (
        <AreaUnavailable
          area={this.props.area}
          kind={this.state.failure}
          onRetry={this.props.onRetry}
        />
      );
    }
    return this.props.children;
  }
}
