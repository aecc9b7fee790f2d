import { ButtonLink, EmptyState, ErrorState, Skeleton, SkeletonBlock } from '@carclub/ui';
import { useTranslation } from 'react-i18next';

import { useProfileAnalytics } from '../api/get-profile-analytics';
import { VehicleViewsCard } from './vehicle-views-card';
import '../vehicle-analytics.css';

/** Issue 14, point 5: the page views of each of the member's cars. */
export function VehicleAnalyticsList() {
  const { t } = useTranslation('profile');
  const query = useProfileAnalytics();

  if (query.isPending) {
    return (
      <Skeleton label={t('vehicleAnalytics.loading')} className="vehicle-analytics__loading">
        {[0, 1].map((index) => (
          <div key={index} className="views-card">
            <SkeletonBlock width="40%" height="1.5rem" />
            <SkeletonBlock width="70%" />
            <SkeletonBlock shape="rect" width="100%" height="12rem" />
          </div>
        ))}
      </Skeleton>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        message={t('vehicleAnalytics.loadFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { nickname, items } = query.data;
  if (items.length === 0) {
    return (
      <EmptyState
        title={t('vehicleAnalytics.empty.title')}
        description={t('vehicleAnalytics.empty.description')}
        action={<ButtonLink to="/add-car">{t('vehicleAnalytics.empty.action')}</ButtonLink>}
      />
    );
  }
  return (
    <ul className="vehicle-analytics">
      {items.map((car) => (
        <li key={car.id}>
          <VehicleViewsCard car={car} nickname={nickname} />
        </li>
      ))}
    </ul>
  );
}
