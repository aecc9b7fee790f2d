import { useTranslation } from 'react-i18next';
import { EmptyState } from '@carclub/ui';

export function SettingsPage() {
  const { t } = useTranslation('profile');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('settings.title')}</h1>
      <EmptyState title={t('comingSoon')} description={t('settings.description')} />
    </section>
  );
}

export const Component = SettingsPage;
