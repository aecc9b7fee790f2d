import { Skeleton, Tab, TabList, TabPanel, Tabs } from '@carclub/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from '@carclub/router';

import {
  EditVehicleForm,
  EditVehicleHeader,
  EditVehicleUnavailable,
} from '../features/vehicle-form';
import { useOwnVehicle } from '../lib/api/get-own-vehicle';

// The media tab brings the drag-and-drop gallery (dnd-kit): it loads when the tab is opened (ADR 0084).
const VehicleMedia = lazy(() =>
  import('../features/vehicle-media').then(({ VehicleMedia: media }) => ({ default: media })),
);

const BASE_TAB = 'base';
const MEDIA_TAB = 'media';

/** The open tab lives in the URL (`?tab=media`), so a reload or a shared link keeps it. */
function useTab() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === MEDIA_TAB ? MEDIA_TAB : BASE_TAB;
  const selectTab = (next: string) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === MEDIA_TAB) updated.set('tab', MEDIA_TAB);
        else updated.delete('tab');
        return updated;
      },
      // Tabs are one page: Back leaves it instead of stepping through the tabs.
      { replace: true, preventScrollReset: true },
    );
  };
  return [tab, selectTab] as const;
}

export function EditCarPage() {
  const { t } = useTranslation('garage');
  const { carId = '' } = useParams();
  const vehicleQuery = useOwnVehicle(carId);
  const [tab, selectTab] = useTab();
  const vehicle = vehicleQuery.data;

  if (vehicle) {
    return (
      <section className="vf-page" aria-labelledby="page-title">
        <EditVehicleHeader vehicle={vehicle} titleId="page-title" />
        <Tabs value={tab} onValueChange={selectTab}>
          <TabList aria-label={t('form.edit.tabs')}>
            <Tab value={BASE_TAB}>{t('form.edit.baseTab')}</Tab>
            <Tab value={MEDIA_TAB}>{t('form.edit.mediaTab')}</Tab>
          </TabList>
          {/* Kept mounted: unsaved base information survives a visit to the Media tab. */}
          <TabPanel value={BASE_TAB} keepMounted>
            <EditVehicleForm key={vehicle.id} vehicle={vehicle} />
          </TabPanel>
          <TabPanel value={MEDIA_TAB}>
            <Suspense fallback={<Skeleton lines={8} />}>
              <VehicleMedia vehicle={vehicle} />
            </Suspense>
          </TabPanel>
        </Tabs>
      </section>
    );
  }

  return (
    <section className="vf-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('editCar.title')}</h1>
      {vehicleQuery.isPending ? (
        <Skeleton lines={8} />
      ) : (
        <EditVehicleUnavailable
          error={vehicleQuery.error}
          onRetry={() => void vehicleQuery.refetch()}
          retrying={vehicleQuery.isFetching}
        />
      )}
    </section>
  );
}

export const Component = EditCarPage;
