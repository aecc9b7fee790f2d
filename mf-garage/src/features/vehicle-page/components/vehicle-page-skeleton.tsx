import { Skeleton, SkeletonBlock } from '@carclub/ui';
import { useTranslation } from 'react-i18next';

/** The page's shape while the vehicle loads: the cover, the name lines and a few spec rows. */
export function VehiclePageSkeleton() {
  const { t } = useTranslation('garage');
  return (
    <Skeleton label={t('page.loading')} className="vehicle-page__skeleton">
      <div className="vehicle-page__hero">
        <SkeletonBlock shape="rect" className="vehicle-page__cover" />
        <div className="vehicle-page__intro">
          <SkeletonBlock width="70%" height="2.25rem" />
          <SkeletonBlock width="45%" />
          <SkeletonBlock width="30%" />
          <SkeletonBlock shape="circle" width="3rem" height="3rem" />
        </div>
      </div>
      <SkeletonBlock width="100%" />
      <SkeletonBlock width="90%" />
      <SkeletonBlock width="60%" />
    </Skeleton>
  );
}
