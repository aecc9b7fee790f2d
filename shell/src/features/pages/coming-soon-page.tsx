import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';
import { EmptyState } from '@carclub/ui';

import type { SectionId } from '../../lib/sections';

/** Sections the spec names but does not describe yet: they say, in the user's language, what is coming. */
export function ComingSoonPage({ section }: { section: SectionId }) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId}>{t(`comingSoon.${section}.title`)}</h1>
      <EmptyState
        title={t('comingSoon.badge')}
        description={t(`comingSoon.${section}.description`)}
        action={<Link to="/">{t('comingSoon.goHome')}</Link>}
      />
    </section>
  );
}
