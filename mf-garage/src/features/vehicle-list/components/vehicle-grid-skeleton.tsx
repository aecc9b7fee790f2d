import { MY_VEHICLES_PAGE_SIZE } from '@carclub/contracts';
import { Skeleton, SkeletonBlock } from '@carclub/ui';

/** Card-shaped placeholders for the first load, so the page keeps its layout when cards arrive. */
export function VehicleGridSkeleton({ label }: { label: string }) {
  return (
    <Skeleton label={label} className="vl-skeleton">
      <div className="vl-grid">
        {Array.from({ length: MY_VEHICLES_PAGE_SIZE }, (_, index) => (
          <div key={index} className="vl-card vl-card--skeleton">
            <SkeletonBlock shape="rect" className="vl-card__media" />
            <div className="vl-card__body">
              <SkeletonBlock width="70%" height="1.25rem" />
              <SkeletonBlock width="50%" />
              <SkeletonBlock width="85%" />
            </div>
          </div>
        ))}
      </div>
    </Skeleton>
  );
}
