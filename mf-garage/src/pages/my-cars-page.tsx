import { useTranslation } from 'react-i18next';
import { EmptyState } from '@carclub/ui';

export function MyCarsPage() {
  const { t } = useTranslation('garage');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('myCars.title')}</h1>
      <EmptyState title={t('list.comingSoon')} />
    </section>
  );
}

export const Component = MyCarsPage;
