import { isApiError } from '@carclub/api-client/is-api-error';
import { ErrorState } from '@carclub/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { usePublicVehicle } from '../../../lib/api/get-public-vehicle';
import { VehicleDetails, type RenderLogbook, type RenderPosts } from './vehicle-details';
import { VehicleNotFound } from './vehicle-not-found';
import { VehiclePageSkeleton } from './vehicle-page-skeleton';
import '../vehicle-page.css';

export interface VehicleProfileProps {
  /** As the link had it: the API matches nicknames ignoring case. */
  nickname: string;
  slug: string;
  /** Draws the car's logbook tab. */
  renderLogbook: RenderLogbook;
  /** Draws the car's Posts tab. */
  renderPosts: RenderPosts;
}

/** The public page of one vehicle, in each of its states. */
export function VehicleProfile({
  nickname,
  slug,
  renderLogbook,
  renderPosts,
}: VehicleProfileProps) {
  const { t } = useTranslation('garage');
  const query = usePublicVehicle(nickname, slug);

  // A refetch that finds the car gone (deleted meanwhile) wins over the data shown so far.
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <StatePage title={t('vehicle.title')}>
        <VehicleNotFound />
      </StatePage>
    );
  }
  if (query.data) {
    return (
      <VehicleDetails
        vehicle={query.data}
        renderLogbook={renderLogbook}
        renderPosts={renderPosts}
      />
    );
  }
  if (query.isError) {
    return (
      <StatePage title={t('vehicle.title')}>
        <ErrorState
          title={t('messages.vehicleLoadFailed', { ns: 'common' })}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </StatePage>
    );
  }
  return (
    <StatePage title={t('vehicle.title')}>
      <VehiclePageSkeleton />
    </StatePage>
  );
}

/**
 * The page's outline while there is no vehicle to name it: a level-one heading for screen readers
 * and the state (loading, not found, failed) under it.
 */
function StatePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="vehicle-page vehicle-page--state" aria-labelledby="vehicle-page-title">
      <h1 id="vehicle-page-title" className="visually-hidden">
        {title}
      </h1>
      {children}
    </section>
  );
}
