import { useTranslation } from 'react-i18next';
import { EmptyState } from '@carclub/ui';

export function RegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('register.title')}</h1>
      <EmptyState title={t('comingSoon')} description={t('register.description')} />
    </section>
  );
}

export const Component = RegisterPage;
