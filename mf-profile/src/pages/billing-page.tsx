import { useTranslation } from 'react-i18next';
import { EmptyState } from '@carclub/ui';

export function BillingPage() {
  const { t } = useTranslation('profile');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('billing.title')}</h1>
      <EmptyState title={t('comingSoon')} description={t('billing.description')} />
    </section>
  );
}

export const Component = BillingPage;
