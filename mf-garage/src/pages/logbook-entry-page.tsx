import { BookmarkButton, ReportButton } from '@carclub/kit';
import { useCurrentUser } from '@carclub/session';
import { useParams } from '@carclub/router';

import { LogbookEntryView } from '../features/logbook/components/logbook-entry-view';
import { VehicleProfile } from '../features/vehicle-page';
import { usePublicVehicle } from '../lib/api/get-public-vehicle';
import { useVehicleNames } from '../features/vehicle-page/hooks/use-vehicle-names';
import type { PublicVehicle } from '@carclub/contracts';

/** A logbook entry's public page, `/u/{nickname}/car/{slug}/logbook/{entryId}`. */
export function LogbookEntryPage() {
  const { username = '', slug = '', entryId = '' } = useParams();
  const vehicle = usePublicVehicle(username, slug).data;
  // Until its car is known, the car page's own states (loading, not found, failed) stand in; once
  // it is, this page draws the entry, so the car's details and logbook tab are never drawn here.
  if (!vehicle)
    return (
      <VehicleProfile
        nickname={username}
        slug={slug}
        renderLogbook={() => null}
        renderPosts={() => null}
      />
    );
  return <EntryOfVehicle key={`${vehicle.id}/${entryId}`} vehicle={vehicle} entryId={entryId} />;
}

function EntryOfVehicle({ vehicle, entryId }: { vehicle: PublicVehicle; entryId: string }) {
  const names = useVehicleNames(vehicle);
  const { data: user } = useCurrentUser();
  const viewerIsOwner = user?.nickname.toLowerCase() === vehicle.owner.nickname.toLowerCase();
  return (
    <LogbookEntryView
      car={{ id: vehicle.id, nickname: vehicle.owner.nickname, slug: vehicle.slug }}
      carTitle={names.title}
      entryId={entryId}
      viewerIsOwner={viewerIsOwner}
      readerActions={(entry) => (
        <>
          <BookmarkButton kind="logbook-entries" id={entryId} ownedByViewer={viewerIsOwner} />
          {user && entry.discussion && (
            <ReportButton
              subject={{
                subjectType: 'discussion',
                discussionId: entry.discussion.id,
                name: entry.title,
              }}
            />
          )}
        </>
      )}
    />
  );
}

export const Component = LogbookEntryPage;
