import { Link } from '@carclub/router';
import { useTranslation } from 'react-i18next';

import { AuthCard } from '../components/auth-card';

/**
 * `/goodbye`: where a member lands once their account is deleted, instead of a sign-in page that
 * would welcome them back. Says what went, and the ways on: home, a new account, the team.
 */
export function GoodbyePage() {
  const { t } = useTranslation('auth');
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
