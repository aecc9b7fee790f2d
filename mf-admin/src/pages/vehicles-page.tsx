import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { RequirePermission } from '../components/require-permission';
import { CommunityQueueSection, VehiclesTable } from '../features/moderation';

/** `/dashboard/vehicles`: moderation of cars, and of posts and comments (ADR 0159). */
export function VehiclesPage() {
  const { t } = useTranslation('admin');
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <RequirePermission permission="content:moderate">
      <section aria-labelledby="page-title">
        <h1 id="page-title" tabIndex={-1} ref={heading}>
          {t('moderation.title')}
        </h1>
        <p>{t('moderation.intro')}</p>
        <VehiclesTable headingRef={heading} />
        <CommunityQueueSection />
      </section>
    </RequirePermission>
  );
}

export const Component = VehiclesPage;
