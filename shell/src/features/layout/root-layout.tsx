import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import type { RouteHandle } from '@carclub/federation/remote';

import { Footer } from './footer';
import { Header } from './header';
import './layout.css';

function useDocumentTitle(): void {
  const { t } = useTranslation('shell');
  const matches = useMatches();
  const titleKey = [...matches]
    .reverse()
    .map((match) => (match.handle as Partial<RouteHandle> | undefined)?.titleKey)
    .find(Boolean);
  const title = titleKey ? t(titleKey) : '';
  useEffect(() => {
    document.title = title ? `${title} · CarClub` : 'CarClub';
  }, [title]);
}

export function RootLayout() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  useDocumentTitle();

  // One canonical URL per page: `/my/cars/` becomes `/my/cars`, keeping the query and hash.
  if (location.pathname.length > 1 && location.pathname.endsWith('/')) {
    const pathname = location.pathname.replace(/\/+$/, '') || '/';
    return <Navigate replace to={{ pathname, search: location.search, hash: location.hash }} />;
  }

  return (
    <div className="app-layout">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
