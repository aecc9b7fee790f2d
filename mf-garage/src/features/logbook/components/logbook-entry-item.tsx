import type { LogbookEntry, PublicLogbookEntry } from '@carclub/contracts';
import { DiscussionCounters } from '@carclub/kit';
import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';

import { EntryFacts } from './entry-facts';
import { entryPagePath, type LogbookCar } from '../lib/paths';

export interface LogbookEntryItemProps {
  car: LogbookCar;
  /** The owner's view carries visibility and the hidden-cost choice; the public's does not. */
  entry: PublicLogbookEntry | LogbookEntry;
}

/**
 * One entry of a car's logbook list: its title (a link to its page), its facts, and its first
 * photo small (decorative: the title says what the entry is; its page has the photos' texts).
 */
export function LogbookEntryItem({ car, entry }: LogbookEntryItemProps) {
  const { t } = useTranslation('garage');
  const ownView = 'visibility' in entry;
  const [photo] = entry.photos;
  return (
    <li className="logbook-item">
      <article className="logbook-item__body" aria-labelledby={`logbook-entry-${entry.id}`}>
        {photo && (
          <img
            className="logbook-item__thumb"
            src={photo.cardUrl}
            width={photo.width ?? undefined}
            height={photo.height ?? undefined}
            alt=""
            loading="lazy"
            decoding="async"
          />
        )}
        <h3 className="logbook-item__title" id={`logbook-entry-${entry.id}`}>
          <Link className="cc-title-link" to={entryPagePath(car, entry.id)}>
            {entry.title}
          </Link>
        </h3>
        <EntryFacts entry={entry} />
        <DiscussionCounters counts={entry.discussion} />
        {ownView && (entry.visibility === 'private' || entry.costHidden) && (
          <p className="logbook-item__notes">
            {entry.visibility === 'private' && (
              <span className="logbook-badge">{t('logbook.onlyMe')}</span>
            )}
            {entry.visibility === 'public' && entry.costHidden && entry.cost != null && (
              <span className="logbook-badge logbook-badge--quiet">
                {t('logbook.costHiddenNote')}
              </span>
            )}
          </p>
        )}
      </article>
    </li>
  );
}
