import { useTranslation } from 'react-i18next';
import { EmptyState } from '@carclub/ui';

export function ActivatePage() {
  const { t } = useTranslation('auth');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('activate.title')}</h1>
      <EmptyState title={t('comingSoon')} description={t('activate.description')} />
    </section>
  );
}

export const Component = ActivatePage;
