import type { VehicleCard as VehicleCardData } from '@carclub/contracts';
import { vehiclePage } from '@carclub/contracts/page-paths';
import { VehicleCard } from '@carclub/kit';

/**
 * One car of a member's garage, the garage list's card (ADR 0070). `eager` cards load their photo
 * at once; the `first` card's is fetched before other images too, as it is the page's largest
 * picture on a phone.
 */
export function MemberVehicleCard({
  vehicle,
  eager,
  first = false,
}: {
  vehicle: VehicleCardData;
  eager: boolean;
  first?: boolean;
}) {
  const path = vehiclePage({ nickname: vehicle.ownerNickname, slug: vehicle.slug });
  return <VehicleCard vehicle={vehicle} to={path} eager={eager} first={first} />;
}
