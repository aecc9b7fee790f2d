import '../overview.css';

import { ErrorState, Skeleton } from '@carclub/ui';
import { useTranslation } from 'react-i18next';

import { useAdminOverview } from '../api/get-admin-overview';

/** The site in a few numbers: members, how many activated and joined lately, cars and photos. */
export function HeadlineCounts() {
  const { t, i18n } = useTranslation('admin');
  const overview = useAdminOverview();
  if (overview.isPending) return <Skeleton label={t('overview.loading')} />;
  if (overview.isError) {
    return <ErrorState title={t('overview.loadFailed')} onRetry={() => void overview.refetch()} />;
  }
  const number = new Intl.NumberFormat(i18n.language);
  const counts = [
    ['members', overview.data.users],
    ['activated', overview.data.activatedUsers],
    ['newLast7Days', overview.data.newUsersLast7Days],
    ['vehicles', overview.data.vehicles],
    ['images', overview.data.images],
  ] as const;
  return (
    <dl className="headline-counts">
      {counts.map(([key, value]) => (
        <div key={key} className="headline-counts__item">
          <dt>{t(`overview.counts.${key}`)}</dt>
          <dd>{number.format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
