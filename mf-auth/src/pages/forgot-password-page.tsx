import { useTranslation } from 'react-i18next';
import { EmptyState } from '@carclub/ui';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('forgotPassword.title')}</h1>
      <EmptyState title={t('comingSoon')} description={t('forgotPassword.description')} />
    </section>
  );
}

export const Component = ForgotPasswordPage;
