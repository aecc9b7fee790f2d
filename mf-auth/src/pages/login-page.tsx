import { useTranslation } from 'react-i18next';
import { EmptyState } from '@carclub/ui';

export function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('login.title')}</h1>
      <EmptyState title={t('comingSoon')} description={t('login.description')} />
    </section>
  );
}

export const Component = LoginPage;
