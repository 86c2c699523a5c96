import { Component, type ReactNode } from 'react';
import { LoadingPage } from './LoadingPage.tsx';

interface Props {
  children: ReactNode;
  /** A new value (the next location) clears a shown error. */
  resetKey?: unknown;
}

interface State {
  failed: boolean;
  resetKey: unknown;
}

/**
 * Shows the load-error message when a page fails to load or render (after lazyWithReload gave up reloading).
 * React itself logs the caught error.
 */
export class LoadErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <LoadingPage error /> : this.props.children;
  }
}
