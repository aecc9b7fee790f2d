import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@carclub/api-client/is-api-error';
import { isRouteErrorResponse } from '@carclub/router';
import { Button } from '@carclub/ui';

import { isChunkLoadError } from '../../lib/chunk-reload';
import { reportError } from '../../lib/monitoring';
import './errors.css';

type ShellT = ReturnType<typeof useTranslation<'shell'>>['t'];

/**
 * What the visitor reads: always a text of ours in their language. An API error's message is
 * already one (the error catalogue); a part that failed to load says so; anything else (a render
 * that threw, whose message is a developer's, often with a file address) is the generic text.
 */
function visitorMessage(error: unknown, t: ShellT): string {
  if (isApiError(error)) return error.message;
  if (isChunkLoadError(error)) return t('error.loadFailed');
  return t('error.unexpected');
}

/** What was thrown, as its developer wrote it: shown only on request. */
function rawMessage(error: unknown): string | null {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return null;
}

/** The technical text, for the disclosure only: the message and stack of an Error, or what was thrown. */
function technicalDetails(error: unknown): string | null {
  if (error instanceof Error) {
    const head = `${error.name}: ${error.message}`;
    return error.stack?.includes(error.message)
      ? error.stack
      : `${head}\n${error.stack ?? ''}`.trim();
  }
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? null;
  } catch {
    return null;
  }
}

/**
 * The full error page: title, a translated message, "Try again", "Go home", and the technical
 * details behind a closed disclosure (docs/decisions/0103).
 */
export function ErrorPage({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('shell');
  useEffect(() => reportError(error), [error]);
  const details = technicalDetails(error);
  return (
    <section className="status-page" role="alert" aria-labelledby="error-title">
      <h1 id="error-title">{t('error.title')}</h1>
      <p>{visitorMessage(error, t)}</p>
      <div className="status-page__actions">
        <Button onClick={onRetry ?? (() => window.location.reload())}>{t('error.tryAgain')}</Button>
        <Button variant="secondary" onClick={() => window.location.assign('/')}>
          {t('error.goHome')}
        </Button>
      </div>
      {/* A full load, like "Go home": the router that failed may not be trusted to navigate. */}
      <p className="status-page__support">
        <a href="/support">{t('error.support')}</a>
      </p>
      {details && (
        <details className="status-page__details">
          <summary>{t('error.details')}</summary>
          <pre>{details}</pre>
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
      <p>{visitorMessage(error, t)}</p>
      <Button variant="secondary" aria-expanded={shown} onClick={() => setShown((value) => !value)}>
        {shown ? t('error.hideError') : t('error.showError')}
      </Button>
      <p className="status-page__support">
        <a href="/support">{t('error.support')}</a>
      </p>
      {shown && (
        <pre className="status-page__details">{rawMessage(error) ?? t('error.unexpected')}</pre>
      )}
    </div>
  );
}
