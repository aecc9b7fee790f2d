import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from '@carclub/router';

import { reloadOnceFor } from '../../lib/chunk-reload';
import { ErrorPage } from './error-page';

/** The router's error element: stale chunks reload once, a 404 says "Not Found", the rest is the error page. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('shell');
  if (reloadOnceFor(error)) return null;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="status-page" role="alert">
        <h1>{t('notFound.routerFallback')}</h1>
      </section>
    );
  }
  return <ErrorPage error={error} />;
}
