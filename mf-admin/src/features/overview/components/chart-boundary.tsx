import { Component, type ReactNode } from 'react';

interface ChartBoundaryProps {
  /** Shown instead of the chart when its code could not be loaded or run. */
  fallback: ReactNode;
  children: ReactNode;
}

/** A chart that fails leaves the rest of the card (its summary and table) standing. */
export class ChartBoundary extends Component<ChartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
