import { Component, type ReactNode } from 'react';

/**
 * Around an optional widget (a lazily loaded form or picker): if it fails to load or render, the slot shows the
 * fallback (nothing by default) instead of the whole page's error screen. React still logs the error.
 */
export class QuietBoundary extends Component<
  { children: ReactNode; fallback?: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
