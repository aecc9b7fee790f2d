import { Component, useEffect, type ReactNode } from 'react';
import { RouterProvider } from '@carclub/router';
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

/**
 * `<html data-started>` once the first render is on screen: `hydrated` when the browser took over
 * the server's HTML, `client` when it rendered the page itself. Journeys wait for it.
 */
function StartedMark({ how }: { how: 'hydrated' | 'client' }) {
  useEffect(() => {
    document.documentElement.dataset['started'] = how;
  }, [how]);
  return null;
}

export function App({
  router,
  start = 'client',
}: {
  router: Router;
  start?: 'hydrated' | 'client';
}) {
  return (
    <AppProviders queryClient={queryClient}>
      <RootErrorBoundary>
        <RouterProvider router={router} />
        <StartedMark how={start} />
      </RootErrorBoundary>
    </AppProviders>
  );
}
