import { useTranslation } from 'react-i18next';
import { EmptyState } from '@carclub/ui';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('resetPassword.title')}</h1>
      <EmptyState title={t('comingSoon')} description={t('resetPassword.description')} />
    </section>
  );
}

export const Component = ResetPasswordPage;
