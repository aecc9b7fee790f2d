import { ButtonLink, EmptyState } from '@carclub/ui';
import { useTranslation } from 'react-i18next';

/** An unknown nickname or slug: said plainly, with the way to every other car. */
export function VehicleNotFound() {
  const { t } = useTranslation('garage');
  return (
    <EmptyState
      icon={
        <svg viewBox="0 0 24 24" focusable="false">
          <circle cx="11" cy="11" r="6" />
          <path d="M16 16l4 4" />
        </svg>
      }
      title={t('page.notFound.title')}
      description={<p>{t('page.notFound.description')}</p>}
      action={<ButtonLink to="/cars">{t('page.notFound.browse')}</ButtonLink>}
    />
  );
}
