import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';
import { PlaceholderPage } from '@carclub/ui';

interface ComingSoonProps {
  /** The page's own name, its h1. */
  title: ReactNode;
  /** What this page will show. */
  description: ReactNode;
  /** Where to go meanwhile; the home page when not given. */
  action?: ReactNode;
}

/**
 * A page of this remote whose content is not built yet, in the one placeholder layout of the site
 * (ADR 0103): each page file swaps it for the real page when the posts API is there (ADR 0152).
 */
export function ComingSoon({ title, description, action }: ComingSoonProps) {
  const { t } = useTranslation('community');
  return (
    <PlaceholderPage
      title={title}
      badge={t('comingSoon.badge')}
      description={description}
      action={action ?? <Link to="/">{t('comingSoon.goHome')}</Link>}
    />
  );
}
