import { NotFound } from '@carclub/kit';
import { useTranslation } from 'react-i18next';

/** An unknown nickname or slug: said plainly, with the way to every other car. */
export function VehicleNotFound() {
  const { t } = useTranslation('garage');
  return (
    <NotFound
      title={t('page.notFound.title')}
      description={t('page.notFound.description')}
      browse={t('page.notFound.browse')}
    />
  );
}
