import { useParams } from '@carclub/router';

import { LogbookTab } from '../features/logbook';
import { VehicleProfile, type RenderLogbook } from '../features/vehicle-page';

const renderLogbook: RenderLogbook = (props) => <LogbookTab {...props} />;

export function VehiclePage() {
  const { username = '', slug = '' } = useParams();
  // A new key per car, so moving between two cars' pages never shows one's photo viewer on the other.
  return (
    <VehicleProfile
      key={`${username}/${slug}`}
      nickname={username}
      slug={slug}
      renderLogbook={renderLogbook}
    />
  );
}

export const Component = VehiclePage;
