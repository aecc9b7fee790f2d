import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';

import { AuthCard } from '../../../components/auth-card';
import { ResendActivationButton } from '../../../components/resend-activation-button';

/** Shown in place of the form once the account is created. */
export function CheckEmail({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      focusTitle
      title={t('register.checkEmail.title')}
      intro={
        <>
          <p>{t('register.checkEmail.sent', { email })}</p>
          <p>{t('register.checkEmail.hint')}</p>
        </>
      }
      footer={
        <p>
          <button type="button" className="auth-link-button" onClick={onChangeEmail}>
            {t('register.checkEmail.changeEmail')}
          </button>
          {' · '}
          <Link to="/login">{t('register.checkEmail.toLogin')}</Link>
        </p>
      }
    >
      <ResendActivationButton email={email} />
    </AuthCard>
  );
}
