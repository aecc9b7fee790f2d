import '../overview.css';

import { can } from '@carclub/contracts';
import { useCurrentUser } from '@carclub/session';
import { ErrorState, Skeleton } from '@carclub/ui';
import { useTranslation } from 'react-i18next';

import { useAdminOverview } from '../api/get-admin-overview';
import { DailyChartCard } from './daily-chart-card';
import { HeadlineCounts } from './headline-counts';
import { LatestActions } from './latest-actions';

/** The overview: headline counts, the two 90-day charts and the latest staff actions. */
export function OverviewDashboard() {
  const { t } = useTranslation('admin');
  const overview = useAdminOverview();
  const mayReadLog = can(useCurrentUser().data, 'audit:read');
  if (overview.isPending) return <Skeleton label={t('overview.loading')} />;
  if (overview.isError) {
    return <ErrorState title={t('overview.loadFailed')} onRetry={() => void overview.refetch()} />;
  }
  return (
    <div className="overview">
      <HeadlineCounts overview={overview.data} />
      <div className="overview__charts">
        <DailyChartCard kind="signUps" days={overview.data.signUpsPerDay} />
        <DailyChartCard kind="vehicles" days={overview.data.vehiclesPerDay} />
      </div>
      {mayReadLog && <LatestActions entries={overview.data.latestActions} />}
    </div>
  );
}
