import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';
import { PlaceholderPage } from '@carclub/ui';

import type { ComingSoonSectionId } from '../../lib/sections';

/** Sections the spec names but does not describe yet: they say, in the user's language, what is coming. */
export function ComingSoonPage({ section }: { section: ComingSoonSectionId }) {
  const { t } = useTranslation('shell');
  return (
    <PlaceholderPage
      title={t(`comingSoon.${section}.title`)}
      badge={t('comingSoon.badge')}
      description={t(`comingSoon.${section}.description`)}
      action={<Link to="/">{t('comingSoon.goHome')}</Link>}
    />
  );
}
