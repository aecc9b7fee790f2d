import { useParams } from '@carclub/router';

import { VehicleProfile } from '../features/vehicle-page';

export function VehiclePage() {
  const { username = '', slug = '' } = useParams();
  // A new key per car, so moving between two cars' pages never shows one's photo viewer on the other.
  return <VehicleProfile key={`${username}/${slug}`} nickname={username} slug={slug} />;
}

export const Component = VehiclePage;
