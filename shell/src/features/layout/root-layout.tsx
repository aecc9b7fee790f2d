import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, ScrollRestoration, useLocation, useMatches } from '@carclub/router';
import { isSupportedLanguage } from '@carclub/i18n';
import { useRequestedPageTitle } from '@carclub/ui';

import { showPageAddresses } from '../../lib/head/page-addresses';
import { documentTitle, routeTitle } from '../../lib/head/page-title';

import { ControlsOnceStarted } from './controls-once-started';
import { Footer } from './footer';
import { Header } from './header';
import './layout.css';

/**
 * `${title} · CarClub`: the title the page on screen asked for (usePageTitle of @carclub/ui, e.g.
 * a vehicle's name), else the deepest route's `handle.titleKey`. Both are set here, in one effect,
 * because the layout's effects run after the page's and would overwrite a title the page set.
 */
function useDocumentTitle(): void {
  const { t } = useTranslation('shell');
  const matches = useMatches();
  const requested = useRequestedPageTitle();
  const title =
    requested ??
    routeTitle(
      t,
      matches.map((match) => match.handle),
    );
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/**
 * The head's canonical and alternate addresses follow the page on screen. The first page's are the
 * server's, written for the request it answered, so they are left as they came.
 */
function usePageAddresses(pathname: string): void {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const first = useRef(`${pathname} ${language}`);
  useEffect(() => {
    if (first.current === `${pathname} ${language}`) return;
    first.current = '';
    if (language && isSupportedLanguage(language)) showPageAddresses(document, pathname, language);
  }, [pathname, language]);
}

export function RootLayout() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  useDocumentTitle();
  usePageAddresses(location.pathname);

  // One canonical URL per page: `/my/cars/` becomes `/my/cars`, keeping the query and hash.
  if (location.pathname.length > 1 && location.pathname.endsWith('/')) {
    const pathname = location.pathname.replace(/(?<!\/)\/+$/, '') || '/';
    return <Navigate replace to={{ pathname, search: location.search, hash: location.hash }} />;
  }

  return (
    <div className="app-layout">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <ControlsOnceStarted>
        <Header />
        <main id="main" className="app-main" tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
      </ControlsOnceStarted>
      <ScrollRestoration />
    </div>
  );
}
