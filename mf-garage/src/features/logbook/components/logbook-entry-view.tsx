import type { LogbookEntry, PublicLogbookEntry } from '@carclub/contracts';
import { Discussion, PageQueryState, PhotoGallery } from '@carclub/kit';
import { ButtonLink, EmptyState, usePageTitle } from '@carclub/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';

import {
  ownLogbookEntryQueryOptions,
  publicLogbookEntryQueryOptions,
} from '../api/get-logbook-entry';
import { formatMoney } from '../../../lib/format';
import { editEntryPath, entryPhotosPath, logbookTabPath, type LogbookCar } from '../lib/paths';
import { EntryFacts } from './entry-facts';
import { Story } from './story';
import '../logbook.css';

export interface LogbookEntryViewProps {
  car: LogbookCar;
  /** The car's title as its page names it ("Blue Thunder (2012 Volkswagen Golf)"). */
  carTitle: string;
  entryId: string;
  viewerIsOwner: boolean;
  /** Drawn beside the entry's title for other readers (bookmark, report), given the entry. */
  readerActions?: (entry: PublicLogbookEntry | LogbookEntry) => ReactNode;
}

/**
 * One entry's page: its facts, story and parts. Anyone reads a public entry (the server renders
 * it); the car's owner reads any of theirs, private ones too, through their own view.
 */
export function LogbookEntryView({
  car,
  carTitle,
  entryId,
  viewerIsOwner,
  readerActions,
}: LogbookEntryViewProps) {
  const { t } = useTranslation('garage');
  const own = useQuery({
    ...ownLogbookEntryQueryOptions(car.id, entryId),
    enabled: viewerIsOwner,
  });
  const shared = useQuery({
    ...publicLogbookEntryQueryOptions(car.nickname, car.slug, entryId),
    enabled: !viewerIsOwner,
  });
  const query = viewerIsOwner ? own : shared;
  const back = (
    <Link className="logbook-entry__back" to={logbookTabPath(car)}>
      {t('logbook.entry.backToLogbook', { car: carTitle })}
    </Link>
  );

  if (query.data) {
    return (
      <EntryArticle
        car={car}
        carTitle={carTitle}
        entry={query.data}
        viewerIsOwner={viewerIsOwner}
        readerActions={readerActions}
        back={back}
      />
    );
  }
  const state = (
    <PageQueryState
      query={query}
      loadFailed={t('logbook.entry.loadFailed')}
      notFound={
        <EmptyState
          headingLevel={2}
          title={t('logbook.entry.notFound.title')}
          description={t('logbook.entry.notFound.description')}
        />
      }
    />
  );
  return (
    <section className="logbook-entry" aria-labelledby="logbook-entry-title">
      {back}
      <h1 id="logbook-entry-title">{t('logbook.title')}</h1>
      {state}
    </section>
  );
}

function EntryArticle({
  car,
  carTitle,
  entry,
  viewerIsOwner,
  readerActions,
  back,
}: {
  car: LogbookCar;
  carTitle: string;
  entry: PublicLogbookEntry | LogbookEntry;
  viewerIsOwner: boolean;
  readerActions?: (entry: PublicLogbookEntry | LogbookEntry) => ReactNode;
  back: ReactNode;
}) {
  const { t, i18n } = useTranslation('garage');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const titleId = useId();
  const storyId = useId();
  const partsId = useId();
  usePageTitle(t('logbook.entry.documentTitle', { title: entry.title, car: carTitle }));
  const isPrivate = 'visibility' in entry && entry.visibility === 'private';
  // Prices are null to others when the owner hid the cost; then the column is left out.
  const priceCurrency =
    entry.currency && entry.parts.some((part) => part.price != null) ? entry.currency : null;

  return (
    <article className="logbook-entry" aria-labelledby={titleId}>
      {back}
      <header className="logbook-entry__header">
        <h1 id={titleId}>{entry.title}</h1>
        <EntryFacts entry={entry} />
        {!viewerIsOwner && readerActions?.(entry)}
        {(isPrivate || viewerIsOwner) && (
          <div className="logbook-entry__owner">
            {isPrivate && <span className="logbook-badge">{t('logbook.onlyMe')}</span>}
            {viewerIsOwner && (
              <ButtonLink to={editEntryPath(car, entry.id)} variant="secondary" size="sm">
                {t('logbook.edit')}
              </ButtonLink>
            )}
            {viewerIsOwner && entry.photos.length === 0 && (
              <ButtonLink to={entryPhotosPath(car, entry.id)} variant="secondary" size="sm">
                {t('logbook.photos.add')}
              </ButtonLink>
            )}
          </div>
        )}
      </header>

      <PhotoGallery
        images={entry.photos}
        name={entry.title}
        title={t('logbook.photos.title')}
        className="logbook-entry__photos"
        leadFirst
      />

      {entry.story.trim() && (
        <section aria-labelledby={storyId}>
          <h2 id={storyId} className="visually-hidden">
            {t('logbook.entry.story')}
          </h2>
          <Story source={entry.story} />
        </section>
      )}

      {entry.parts.length > 0 && (
        <section aria-labelledby={partsId}>
          <h2 id={partsId}>{t('logbook.entry.parts')}</h2>
          <table className="logbook-parts">
            <thead>
              <tr>
                <th scope="col">{t('logbook.entry.partName')}</th>
                <th scope="col">{t('logbook.entry.partNumber')}</th>
                {priceCurrency && (
                  <th scope="col" className="logbook-parts__price">
                    {t('logbook.entry.partPrice')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {entry.parts.map((part, index) => (
                <tr key={index}>
                  <td>{part.name}</td>
                  <td className="logbook-parts__number">{part.partNumber}</td>
                  {priceCurrency && (
                    <td className="logbook-parts__price">
                      {part.price != null && formatMoney(part.price, priceCurrency, language)}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      {entry.discussion && <Discussion counts={entry.discussion} />}
    </article>
  );
}
