import type { Vehicle } from '@carclub/contracts';
import { Skeleton, usePageTitle } from '@carclub/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@carclub/router';

import { LogbookEntryForm } from '../features/logbook/components/logbook-entry-form';
import { ownLogbookEntryQueryOptions } from '../features/logbook/api/get-logbook-entry';
import { logbookTabPath, type LogbookCar } from '../features/logbook/lib/paths';
import { EditVehicleUnavailable } from '../features/vehicle-form';
import { useOwnVehicle } from '../lib/api/get-own-vehicle';

// The photos bring the drag-and-drop gallery (dnd-kit): loaded with a saved entry's photos only,
// as the car's Media tab is (ADR 0084).
const EntryPhotos = lazy(() =>
  import('../features/logbook/components/entry-photos').then(({ EntryPhotos: photos }) => ({
    default: photos,
  })),
);

/**
 * The owner's page for a new logbook entry (`/edit-car/{id}/logbook/new`) or one to edit
 * (`/edit-car/{id}/logbook/{entryId}`). Someone else's car or entry is refused by the API (403,
 * 404) and the page says so.
 */
export function LogbookEntryFormPage() {
  const { t } = useTranslation('garage');
  const { carId = '', entryId } = useParams();
  const vehicle = useOwnVehicle(carId);
  const editing = entryId !== undefined;
  const title = editing ? t('logbook.form.editTitle') : t('logbook.form.addTitle');
  usePageTitle(title);

  let body;
  if (vehicle.data) {
    body = <EntryFormOf key={entryId ?? 'new'} vehicle={vehicle.data} entryId={entryId} />;
  } else if (vehicle.isPending) {
    body = <Skeleton lines={8} />;
  } else {
    body = (
      <EditVehicleUnavailable
        error={vehicle.error}
        onRetry={() => void vehicle.refetch()}
        retrying={vehicle.isFetching}
      />
    );
  }
  return (
    <section className="vf-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {body}
    </section>
  );
}

function EntryFormOf({ vehicle, entryId }: { vehicle: Vehicle; entryId: string | undefined }) {
  const { t } = useTranslation('garage');
  const car: LogbookCar = { id: vehicle.id, nickname: vehicle.ownerNickname, slug: vehicle.slug };
  const entry = useQuery({
    ...ownLogbookEntryQueryOptions(vehicle.id, entryId ?? ''),
    enabled: entryId !== undefined,
  });
  const intro = (
    <p className="vf-page__intro">
      <Link to={logbookTabPath(car)}>{t('logbook.form.forCar', { car: vehicle.name })}</Link>
    </p>
  );
  if (entryId === undefined) {
    return (
      <>
        {intro}
        <LogbookEntryForm car={car} />
        <PhotosAfterSaving />
      </>
    );
  }
  if (entry.data) {
    return (
      <>
        {intro}
        <LogbookEntryForm car={car} entry={entry.data} />
        <Suspense fallback={<Skeleton lines={6} />}>
          <EntryPhotos vehicleId={vehicle.id} entry={entry.data} />
        </Suspense>
      </>
    );
  }
  if (entry.isPending) return <Skeleton lines={8} />;
  return (
    <>
      {intro}
      <p role="alert">{t('logbook.form.unavailable')}</p>
    </>
  );
}

/** A new entry has nowhere to keep photos yet: its page offers them once it is added (ADR 0095). */
function PhotosAfterSaving() {
  const { t } = useTranslation('garage');
  return (
    <section className="cc-form-section" aria-labelledby="logbook-photos-title">
      <h2 id="logbook-photos-title" className="cc-form-section__title">
        {t('logbook.photos.title')}
      </h2>
      <p className="cc-form-section__description">{t('logbook.photos.afterSaving')}</p>
    </section>
  );
}

export const Component = LogbookEntryFormPage;
