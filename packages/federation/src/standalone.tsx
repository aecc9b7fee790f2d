/**
 * Development only: runs one remote on its own dev server with the same providers the shell gives
 * it, taken from the real shared packages. Guards are the shell's job and are not applied here.
 */
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider } from '@carclub/router';
import { initI18n } from '@carclub/i18n';
import { queryClient, startSession } from '@carclub/session';
import { AppProviders, PageLoader } from '@carclub/ui';

import '@carclub/ui/tokens.css';
import type { RemoteModule } from './remote-contract';

function StandaloneLayout({ name }: { name: string }) {
  return (
    <main style={{ maxWidth: '72rem', margin: '0 auto', padding: '1.5rem' }}>
      <p style={{ opacity: 0.7 }}>
        {name} · standalone ({__CARCLUB_BUILD__.releaseId})
      </p>
      <Outlet />
    </main>
  );
}

export async function mountStandalone(module: RemoteModule): Promise<void> {
  await initI18n();
  void startSession({ baseURL: '/api' });
  const router = createBrowserRouter([
    {
      element: <StandaloneLayout name={module.build.name} />,
      hydrateFallbackElement: <PageLoader />,
      children: module.routes,
    },
  ]);
  createRoot(document.getElementById('root')!).render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
