import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@carclub/ui';

export type ComingSoonSection = 'createPost' | 'posts' | 'bookmarks' | 'promotions' | 'clubs';

/** Sections the spec names but does not describe yet: they say, in the user's language, what is coming. */
export function ComingSoonPage({ section }: { section: ComingSoonSection }) {
  const { t } = useTranslation('shell');
  return (
    <EmptyState
      title={t(`comingSoon.${section}.title`)}
      description={t(`comingSoon.${section}.description`)}
      action={<Link to="/">{t('comingSoon.goHome')}</Link>}
    />
  );
}
