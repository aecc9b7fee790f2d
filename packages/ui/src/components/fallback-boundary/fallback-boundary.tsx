import { Component, type ReactNode } from 'react';

export interface FallbackBoundaryProps {
  /** Shown instead of the children when their code could not be loaded or run. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps an optional part of a page (a chart, say) from taking the page down: when it fails to
 * load or throws, `fallback` stands in and the rest of the page (its numbers and tables) stays.
 */
export class FallbackBoundary extends Component<FallbackBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
