import { vehiclePage } from '@carclub/contracts/page-paths';
import { GALLERY_THUMB_SIZES, imageSrcset, type LatestLogbookEntries } from '@carclub/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { IntentLink } from '../../components/intent-link';
import { latestEntriesQueryOptions } from './api/get-latest-entries';

type LatestItem = LatestLogbookEntries['items'][number];

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD` in words, in UTC: a calendar day, the same on the server and in the browser. */
function entryDate(date: string, language: string): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    dateFormats.set(language, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

/**
 * The latest public logbook entries of the whole site (issue 17 point 2): what is new on CarClub.
 * A page is fine without them: nothing is drawn while there are none or they failed.
 */
export function LatestEntries({ limit, title }: { limit: number; title: string }) {
  const headingId = useId();
  const { data } = useQuery(latestEntriesQueryOptions(limit));
  if (!data || data.items.length === 0) return null;
  return (
    <section className="home__latest" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul className="home__entries">
        {data.items.map((item) => (
          <LatestEntry key={item.entry.id} item={item} />
        ))}
      </ul>
    </section>
  );
}

function LatestEntry({ item: { entry, vehicle } }: { item: LatestItem }) {
  const { t, i18n } = useTranslation('shell');
  const carPath = vehiclePage({ nickname: vehicle.ownerNickname, slug: vehicle.slug });
  // The entry's own photo, else its car's picture (the API's: the preview, else the gallery's
  // first photo); with neither, the card is its text alone, not an empty frame.
  const picture = entry.photo ?? vehicle.previewPicture;
  const srcset = picture ? imageSrcset(picture.variants) : undefined;
  return (
    <li className="home__entry">
      {picture && (
        <div className="home__entry-picture">
          <img
            src={picture.url}
            srcSet={srcset}
            sizes={srcset && GALLERY_THUMB_SIZES}
            width={picture.width ?? undefined}
            height={picture.height ?? undefined}
            alt=""
            loading="lazy"
            decoding="async"
          />
        </div>
      )}
      <h3>
        <IntentLink
          className="cc-title-link"
          to={`${carPath}/logbook/${encodeURIComponent(entry.id)}`}
        >
          {entry.title}
        </IntentLink>
      </h3>
      <p className="home__entry-meta">
        {t('home.entryOf', { car: vehicle.name, nickname: vehicle.ownerNickname })} ·{' '}
        <time dateTime={entry.date}>
          {entryDate(entry.date, i18n.resolvedLanguage ?? i18n.language)}
        </time>
      </p>
    </li>
  );
}
