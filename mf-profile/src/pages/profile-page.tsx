import { useTranslation } from 'react-i18next';
import { EmptyState } from '@carclub/ui';

export function ProfilePage() {
  const { t } = useTranslation('profile');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('profile.title')}</h1>
      <EmptyState title={t('comingSoon')} description={t('profile.description')} />
    </section>
  );
}

export const Component = ProfilePage;
