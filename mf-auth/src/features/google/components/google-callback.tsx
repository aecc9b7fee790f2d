import { signInPage } from '@carclub/contracts/page-paths';
import { toApiError } from '@carclub/api-client';
import { signIn } from '@carclub/session';
import { Spinner, toast } from '@carclub/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '@carclub/router';

import { AuthCard } from '../../../components/auth-card';
import { GoogleSignInLink } from '../../../components/google-sign-in';
import { useCreateGoogleSession } from '../api/create-google-session';
import type { GoogleFailure } from '../schemas';

export interface GoogleCallbackProps {
  /** Same-site path to open once signed in. */
  redirectTo: string;
  /** Set when the API's callback already knows the sign-in failed. */
  failure: GoogleFailure | null;
}

/** The API's answer to the hand-off, as a reason to show. */
function failureOf(error: unknown): GoogleFailure {
  const { status } = toApiError(error);
  if (status === 400 || status === 410) return 'expired';
  if (status === 429) return 'rateLimited';
  if (status === 403) return 'blocked';
  return 'failed';
}

/**
 * The page the API sends the browser to after Google. On success the tokens are collected with one
 * POST (the API's hand-off cookie goes with it; no token is ever in a URL), the user is welcomed and
 * taken to `redirectTo` in place of this page. Otherwise it says why, with a way to try Google
 * again and a way back to the sign-in page.
 */
export function GoogleCallback({ redirectTo, failure: initialFailure }: GoogleCallbackProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { mutateAsync: createSession } = useCreateGoogleSession();
  const [failure, setFailure] = useState<GoogleFailure | null>(initialFailure);
  // The hand-off works once: the POST is sent once, even when React runs the effect twice
  // (StrictMode, a remount).
  const started = useRef(false);

  useEffect(() => {
    if (initialFailure !== null || started.current) return;
    started.current = true;
    void (async () => {
      let tokens;
      try {
        tokens = await createSession();
      } catch (error) {
        setFailure(failureOf(error));
        return;
      }
      const user = await signIn(tokens);
      if (user) toast.success(t('messages.welcomeBack', { ns: 'common', nickname: user.nickname }));
      // Replaces this page, so Back does not return to a spent hand-off.
      await navigate(redirectTo, { replace: true });
    })();
  }, [initialFailure, createSession, navigate, redirectTo, t]);

  if (failure === null) {
    return (
      <AuthCard title={t('google.callback.title')}>
        <p className="auth-notice" role="status">
          <Spinner decorative size="sm" /> {t('google.callback.loading')}
        </p>
      </AuthCard>
    );
  }

  const loginHref = signInPage(redirectTo);
  return (
    <AuthCard
      focusTitle
      title={t('google.callback.failedTitle')}
      intro={
        <p role="alert">
          {failure === 'rateLimited'
            ? t('errors.rate_limit', { ns: 'common' })
            : failure === 'blocked'
              ? t('validation.accountBlocked', { ns: 'common' })
              : t(`google.callback.failures.${failure}`)}
        </p>
      }
      footer={
        <p>
          <Link className="auth-action-link" to={loginHref}>
            {t('google.callback.toLogin')}
          </Link>
          {failure === 'blocked' && (
            <>
              {' '}
              <Link className="auth-action-link" to="/support?category=blocked">
                {t('login.contactSupport')}
              </Link>
            </>
          )}
        </p>
      }
    >
      {failure !== 'conflict' && failure !== 'blocked' && (
        <GoogleSignInLink redirectTo={redirectTo} label={t('google.callback.tryAgain')} />
      )}
    </AuthCard>
  );
}
