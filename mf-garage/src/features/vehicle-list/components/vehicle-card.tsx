import { type OwnVehicleCard, type VehicleCard as VehicleCardData } from '@carclub/contracts';
import { editCarPage, vehiclePage } from '@carclub/contracts/page-paths';
import { VehicleCard as CarCard } from '@carclub/kit';
import { Button } from '@carclub/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';

import { CarTools } from '../../../components/car-tools';
import '../../../components/car-tools.css';
import { keepTogether } from '../../../lib/format';
import { enumLabel } from '../../../lib/hooks/use-enum-options';
import { numberFormat } from '../../../lib/number-format';
import type { ListScope } from '../hooks/use-vehicle-list';

export interface VehicleCardProps {
  /** The owner's cards also say whether a moderator hid the car. */
  vehicle: VehicleCardData & Partial<Pick<OwnVehicleCard, 'hidden'>>;
  scope: ListScope;
  /** Cards of the first row load their image at once (they are what the page shows first). */
  eager?: boolean;
  /** Shows the owner's edit and delete actions. */
  onDelete?: (vehicle: VehicleCardData) => void;
}

export function VehicleCard({ vehicle, scope, eager = false, onDelete }: VehicleCardProps) {
  const { t, i18n } = useTranslation('garage');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const number = numberFormat(language, 0);
  const hidden = vehicle.hidden ?? null;
  // A hidden car's public page is a 404, even to its owner: the name leads to its edit page, where
  // the moderator's reason and what to do are.
  const carPath = hidden
    ? editCarPage(vehicle.id)
    : vehiclePage({ nickname: vehicle.ownerNickname, slug: vehicle.slug });

  return (
    <CarCard
      vehicle={vehicle}
      to={carPath}
      eager={eager}
      hidden={hidden !== null}
      note={
        hidden && (
          <div className="vl-card__hidden" role="note">
            <p className="vl-card__hidden-title">{t('list.card.hidden')}</p>
            {hidden.reason && <p>{t('list.card.hiddenReason', { reason: hidden.reason })}</p>}
            <p>{t('list.card.hiddenHelp')}</p>
          </div>
        )
      }
      footer={
        onDelete && (
          <>
            <CarTools
              className="vl-card__tools"
              car={{
                id: vehicle.id,
                nickname: vehicle.ownerNickname,
                slug: vehicle.slug,
                name: vehicle.name,
              }}
              logbook={!hidden}
            />
            <div className="vl-card__actions">
              <Link
                className="car-action-link"
                to={editCarPage(vehicle.id)}
                aria-label={t('list.card.editNamed', { name: vehicle.name })}
              >
                {t('list.card.edit')}
              </Link>
              <Button
                variant="ghost"
                size="sm"
                className="vl-card__delete"
                aria-label={t('list.card.deleteNamed', { name: vehicle.name })}
                onClick={() => onDelete(vehicle)}
              >
                {t('list.card.delete')}
              </Button>
            </div>
          </>
        )
      }
    >
      {scope === 'public' && (
        <p className="vl-card__owner">
          {t('list.card.owner', { nickname: vehicle.ownerNickname })}
        </p>
      )}
      <dl className="vl-card__specs">
        {vehicle.mileage !== null && (
          <div>
            <dt className="visually-hidden">{t('list.card.mileage')}</dt>
            <dd>
              {keepTogether(t('list.card.mileageValue', { value: number.format(vehicle.mileage) }))}
            </dd>
          </div>
        )}
        {vehicle.enginePower !== null && (
          <div>
            <dt className="visually-hidden">{t('list.card.power')}</dt>
            <dd>
              {keepTogether(
                t('list.card.powerValue', { value: number.format(vehicle.enginePower) }),
              )}
            </dd>
          </div>
        )}
        <div>
          <dt className="visually-hidden">{t('list.card.fuel')}</dt>
          <dd>{enumLabel(t, 'fuelType', vehicle.fuelType)}</dd>
        </div>
      </dl>
      <p className="vl-card__counts">
        <span>{t('list.card.posts', { count: vehicle.postsCount })}</span>
        <span>{t('list.card.logbook', { count: vehicle.logbookEntriesCount })}</span>
      </p>
    </CarCard>
  );
}
