import { vehiclePage } from '@carclub/contracts/page-paths';
import { makeAndModelNames, type Vehicle } from '@carclub/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';
import { VehicleStatusBadge } from '@carclub/ui';

import '../vehicle-form.css';
import { HiddenVehicleBanner } from './hidden-vehicle-banner';

export interface EditVehicleHeaderProps {
  vehicle: Vehicle;
  /** Id of the h1, which names the page's section. */
  titleId: string;
}

/**
 * The edited car: its saved name and status, the way to its public page, and why nobody else sees
 * it when a moderator hid it.
 */
export function EditVehicleHeader({ vehicle, titleId }: EditVehicleHeaderProps) {
  const { t, i18n } = useTranslation('garage');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { make, model } = makeAndModelNames(vehicle.manufacturer, vehicle.model, language);
  const makeAndModel = `${make} ${model}`;
  const publicPath = vehiclePage({ nickname: vehicle.ownerNickname, slug: vehicle.slug });
  return (
    <header className="vf-header">
      <p className="vf-header__eyebrow">{t('form.edit.eyebrow')}</p>
      <div className="vf-header__row">
        <h1 id={titleId} className="vf-header__title">
          {vehicle.name}
        </h1>
        <VehicleStatusBadge status={vehicle.status} size="md" />
      </div>
      <p className="vf-header__meta">
        {vehicle.year} · {makeAndModel}
      </p>
      <Link className="vf-header__link" to={publicPath}>
        {t('form.edit.publicPage')}
      </Link>
      {vehicle.hidden && <HiddenVehicleBanner hidden={vehicle.hidden} />}
    </header>
  );
}
