import { Link, useLocation } from '@carclub/router';
import { forgetSession } from '@carclub/session';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { AuthCard } from '../components/auth-card';

/** The navigation state of the deletion that sends the member here (mf-profile's "Your data"). */
interface AccountDeletedState {
  accountDeleted?: boolean;
}

/**
 * `/goodbye`: where a member lands once their account is deleted, instead of a sign-in page that
 * would welcome them back. Says what went, and the ways on: home, a new account, the team.
 */

export function GoodbyePage() {
  const { t } = useTranslation('auth');
  const deleted = (useLocation().state as AccountDeletedState | null)?.accountDeleted;
  // The deleted account's credentials go once this page is on screen, not before: on the private
  // page being left they would send the member to sign in (leaveEndedSession).
  useEffect(() => {
    if (deleted) forgetSession();
  }, [deleted]);
  return (
    <AuthCard
      focusTitle
      title={t('goodbye.title')}
      intro={
        <>
          <p>{t('goodbye.description')}</p>
          <p>{t('goodbye.thanks')}</p>
        </>
      }
      footer={
        <p>
          <Link className="auth-action-link" to="/">
            {t('goodbye.home')}
          </Link>{' '}
          <Link className="auth-action-link" to="/register">
            {t('goodbye.register')}
          </Link>{' '}
          <Link className="auth-action-link" to="/support">
            {t('goodbye.support')}
          </Link>
        </p>
      }
    />
  );
}

export const Component = GoodbyePage;
