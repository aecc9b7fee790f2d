import { useTranslation } from 'react-i18next';
import { EmptyState } from '@carclub/ui';

export function NotificationsPage() {
  const { t } = useTranslation('profile');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('notifications.title')}</h1>
      <EmptyState title={t('comingSoon')} description={t('notifications.description')} />
    </section>
  );
}

export const Component = NotificationsPage;
