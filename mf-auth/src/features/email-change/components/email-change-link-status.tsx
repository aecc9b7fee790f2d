import { toApiError } from '@carclub/api-client';
import { CURRENT_USER_QUERY_KEY, forgetSession, queryClient } from '@carclub/session';
import { ErrorState, Spinner } from '@carclub/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';

import { AuthCard } from '../../../components/auth-card';
import {
  type EmailChangeLinkAction,
  useFollowEmailChangeLink,
} from '../api/follow-email-change-link';

type LinkState = 'loading' | 'done' | 'expired' | 'invalid' | 'taken' | 'failed';

/**
 * Follows the confirmation link (new address) or the cancel link (old address) of an e-mail
 * change as soon as the page opens, and says what happened. The link is the proof, so the page
 * works signed in or not, in any browser.
 */
export function EmailChangeLinkStatus({
  action,
  token,
}: {
  action: EmailChangeLinkAction;
  token: string;
}) {
  const { t } = useTranslation('auth');
  const link = useFollowEmailChangeLink(action);
  const { mutate } = link;
  // Sent once per token, even when React runs the effect twice: the second call would find the
  // link used.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(
      { token },
      {
        onSuccess: () => {
          // Cancelling ended every session, this browser's too; confirming changed the address
          // the header and the settings show.
          if (action === 'cancel') forgetSession();
          else void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
        },
      },
    );
  }, [action, token, mutate]);

  const texts = action === 'confirm' ? 'emailChange.confirm' : 'emailChange.cancel';
  const state = linkState(token, link);
  const signIn = (
    <Link className="auth-action-link" to="/login">
      {t('emailChange.toLogin')}
    </Link>
  );

  switch (state) {
    case 'loading':
      return (
        <AuthCard title={t(`${texts}.title`)}>
          <p className="auth-notice" role="status">
            <Spinner decorative size="sm" /> {t(`${texts}.loading`)}
          </p>
        </AuthCard>
      );
    case 'done':
      return action === 'confirm' ? (
        <AuthCard
          focusTitle
          title={t('emailChange.confirm.done.title')}
          intro={<p>{t('emailChange.confirm.done.description', { email: link.data!.email })}</p>}
          footer={
            <Link className="auth-action-link" to="/profile/settings">
              {t('emailChange.toSettings')}
            </Link>
          }
        />
      ) : (
        <AuthCard
          focusTitle
          title={t('emailChange.cancel.done.title')}
          intro={
            <>
              <p>{t('emailChange.cancel.done.description', { email: link.data!.email })}</p>
              <p>{t('emailChange.cancel.done.next')}</p>
            </>
          }
          footer={
            <>
              {signIn}{' '}
              <Link className="auth-action-link" to="/forgot-password">
                {t('emailChange.cancel.done.resetPassword')}
              </Link>
            </>
          }
        />
      );
    case 'expired':
    case 'invalid':
    case 'taken':
      return (
        <AuthCard
          focusTitle
          title={t(`emailChange.problem.${state}.title`)}
          intro={<p>{t(`${texts}.problem.${state === 'taken' ? 'taken' : state}`)}</p>}
          footer={signIn}
        />
      );
    case 'failed':
      return (
        <AuthCard focusTitle title={t(`${texts}.title`)}>
          <ErrorState message={toApiError(link.error).message} onRetry={() => mutate({ token })} />
        </AuthCard>
      );
  }
}

function linkState(token: string, link: ReturnType<typeof useFollowEmailChangeLink>): LinkState {
  if (!token) return 'invalid';
  if (link.isSuccess) return 'done';
  if (link.isError) {
    const { status } = toApiError(link.error);
    if (status === 410) return 'expired';
    if (status === 409) return 'taken';
    if (status === 400 || status === 404) return 'invalid';
    return 'failed';
  }
  return 'loading';
}
