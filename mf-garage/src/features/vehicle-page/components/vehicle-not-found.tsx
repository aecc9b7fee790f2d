import { ButtonLink, EmptyState } from '@carclub/ui';
import { useTranslation } from 'react-i18next';

/** An unknown nickname or slug: said plainly, with the way to every other car. */
export function VehicleNotFound() {
  const { t } = useTranslation('garage');
  return (
    <EmptyState
      icon={
        // A line drawing: without these the shapes are filled black and the magnifier's handle,
        // an open path, draws nothing at all (a black dot).
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          focusable="false"
        >
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
