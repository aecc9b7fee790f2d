import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@carclub/ui';

import { reportError } from '../../lib/monitoring';
import './errors.css';

function describe(error: unknown): string | null {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return null;
}

/** The full error page: title, the message, "Try again", "Go home" and the details. */
export function ErrorPage({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('shell');
  useEffect(() => reportError(error), [error]);
  const message = describe(error);
  return (
    <section className="status-page" role="alert" aria-labelledby="error-title">
      <h1 id="error-title">{t('error.title')}</h1>
      <p>{message ?? t('error.unexpected')}</p>
      <div className="status-page__actions">
        <Button onClick={onRetry ?? (() => window.location.reload())}>{t('error.tryAgain')}</Button>
        <Button variant="secondary" onClick={() => window.location.assign('/')}>
          {t('error.goHome')}
        </Button>
      </div>
      {error instanceof Error && (
        <details className="status-page__details">
          <summary>{t('error.details')}</summary>
          <pre>{error.stack ?? error.message}</pre>
        </details>
      )}
    </section>
  );
}

/** The last-resort fallback, used where even the router may be broken. */
export function ErrorFallback({ error }: { error: unknown }) {
  const { t } = useTranslation('shell');
  const [shown, setShown] = useState(false);
  useEffect(() => reportError(error), [error]);
  return (
    <div className="status-page" role="alert">
      <h1>{t('error.fallbackTitle')}</h1>
      <Button variant="secondary" aria-expanded={shown} onClick={() => setShown((value) => !value)}>
        {shown ? t('error.hideError') : t('error.showError')}
      </Button>
      {shown && (
        <pre className="status-page__details">{describe(error) ?? t('error.unexpected')}</pre>
      )}
    </div>
  );
}
