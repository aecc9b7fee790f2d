import { useParams } from '@carclub/router';

import { LogbookTab } from '../features/logbook';
import { VehicleProfile, type RenderLogbook, type RenderPosts } from '../features/vehicle-page';
import { VehiclePostsTab } from '../features/vehicle-posts';

const renderLogbook: RenderLogbook = (props) => <LogbookTab {...props} />;
const renderPosts: RenderPosts = (props) => <VehiclePostsTab {...props} />;

export function VehiclePage() {
  const { username = '', slug = '' } = useParams();
  // A new key per car, so moving between two cars' pages never shows one's photo viewer on the other.
  return (
    <VehicleProfile
      key={`${username}/${slug}`}
      nickname={username}
      slug={slug}
      renderLogbook={renderLogbook}
      renderPosts={renderPosts}
    />
  );
}

export const Component = VehiclePage;
