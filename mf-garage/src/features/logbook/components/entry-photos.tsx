import type { LogbookEntry } from '@carclub/contracts';
import { PhotoManager } from '@carclub/kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@carclub/router';

import { entryPhotosTarget } from '../api/entry-photos-target';
import { ownLogbookEntryQueryOptions } from '../api/get-logbook-entry';
import { ENTRY_PHOTOS_ANCHOR } from '../lib/paths';

export interface EntryPhotosProps {
  vehicleId: string;
  /** The owner's entry as the page has it. */
  entry: LogbookEntry;
}

/**
 * The owner's photos of one saved entry, on its edit page: the car gallery's upload, reorder and
 * delete, saved at once, apart from the entry's form. Reached from the entry's page by
 * `#photos`, it takes focus there.
 */
export function EntryPhotos({ vehicleId, entry: given }: EntryPhotosProps) {
  const { t } = useTranslation('garage');
  const { hash } = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Follows the cached entry, which every photo change updates, starting from the page's copy.
  const { data: entry } = useQuery({
    ...ownLogbookEntryQueryOptions(vehicleId, given.id),
    initialData: given,
  });
  const target = useMemo(() => entryPhotosTarget(vehicleId, entry.id), [vehicleId, entry.id]);

  useEffect(() => {
    if (hash !== `#${ENTRY_PHOTOS_ANCHOR}`) return;
    headingRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [hash]);

  return (
    <div id={ENTRY_PHOTOS_ANCHOR} className="logbook-photos">
      <PhotoManager
        target={target}
        images={entry.photos}
        name={entry.title}
        title={t('logbook.photos.title')}
        lead={<p className="photo-manager__lead">{t('logbook.photos.lead')}</p>}
        emptyDescription={t('logbook.photos.emptyDescription')}
        headingRef={headingRef}
      />
    </div>
  );
}
