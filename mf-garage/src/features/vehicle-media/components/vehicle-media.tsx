import type { Vehicle } from '@carclub/contracts';
import { EmptyState } from '@carclub/ui';
import { useTranslation } from 'react-i18next';

export interface VehicleMediaProps {
  vehicle: Vehicle;
}

/** The "Media" tab of the edit page: preview image and gallery of `vehicle`. */
export function VehicleMedia(_props: VehicleMediaProps) {
  const { t } = useTranslation('garage');
  return <EmptyState title={t('media.comingSoon')} />;
}
