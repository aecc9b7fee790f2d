import {
  FEATURE_CATEGORIES,
  MODIFICATION_CATEGORIES,
  type PublicVehicle,
} from '@carclub/contracts';
import { usePageTitle } from '@carclub/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useVehicleNames } from '../hooks/use-vehicle-names';
import { CategoryLists } from './category-lists';
import { VehicleGallery } from './vehicle-gallery';
import { VehicleHero } from './vehicle-hero';
import { VehicleSpecs } from './vehicle-specs';

/** Everything the public page shows of a loaded vehicle; it also names the browser tab. */
export function VehicleDetails({ vehicle }: { vehicle: PublicVehicle }) {
  const { t } = useTranslation('garage');
  const headingId = useId();
  const descriptionId = useId();
  const names = useVehicleNames(vehicle);
  usePageTitle(t('page.documentTitle', { title: names.title, nickname: vehicle.owner.nickname }));

  return (
    <article className="vehicle-page" aria-labelledby={headingId}>
      <VehicleHero vehicle={vehicle} names={names} headingId={headingId} />

      {vehicle.description && (
        <section className="vehicle-page__section" aria-labelledby={descriptionId}>
          <h2 id={descriptionId}>{t('page.description')}</h2>
          {/* Plain text with its line breaks (CSS), never HTML. */}
          <p className="vehicle-page__description">{vehicle.description}</p>
        </section>
      )}

      <VehicleGallery images={vehicle.gallery} name={vehicle.name} />

      <VehicleSpecs vehicle={vehicle} />

      <CategoryLists
        title={t('page.features')}
        categories={FEATURE_CATEGORIES.map((id) => ({
          id,
          label: t(`enums.featureCategory.${id}`),
          items: vehicle.features[id],
        }))}
        custom={vehicle.features.custom}
      />
      <CategoryLists
        title={t('page.modifications')}
        categories={MODIFICATION_CATEGORIES.map((id) => ({
          id,
          label: t(`enums.modificationCategory.${id}`),
          items: vehicle.modifications[id],
        }))}
        custom={vehicle.modifications.custom}
      />
    </article>
  );
}
