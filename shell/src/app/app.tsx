import { Component, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from '@carclub/session';
import { AppProviders } from '@carclub/ui';

import { ErrorFallback } from '../features/errors/error-page';

type Router = ReturnType<typeof import('./router').createAppRouter>;

/** Catches what escapes the router itself (a provider failing, say) with the last-resort fallback. */
class RootErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    return this.state.error ? <ErrorFallback error={this.state.error} /> : this.props.children;
  }
}

export function App({ router }: { router: Router }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RootErrorBoundary>
        <RouterProvider router={router} />
      </RootErrorBoundary>
    </AppProviders>
  );
}
