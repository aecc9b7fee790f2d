import type { Vehicle } from '@carclub/contracts';
import { useQuery } from '@tanstack/react-query';

import { ownVehicleQueryOptions } from '../../../lib/api/get-own-vehicle';
import { GallerySection } from './gallery-section';
import { PreviewImage } from './preview-image';
import '../vehicle-media.css';

export interface VehicleMediaProps {
  vehicle: Vehicle;
}

/**
 * The "Media" tab of the edit page: preview image and gallery of `vehicle`. It follows the cached
 * vehicle (which every media change updates), starting from the page's copy.
 */
export function VehicleMedia({ vehicle }: VehicleMediaProps) {
  const { data: current } = useQuery({
    ...ownVehicleQueryOptions(vehicle.id),
    initialData: vehicle,
  });
  return (
    <div className="vehicle-media">
      <PreviewImage vehicle={current} />
      <GallerySection vehicle={current} />
    </div>
  );
}
