import { isApiError } from '@carclub/api-client/is-api-error';
import {
  ButtonLink,
  EmptyState,
  ErrorState,
  Pagination,
  PaginationSummary,
  Skeleton,
} from '@carclub/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { LogbookCsvLinks } from '../../../components/logbook-csv-links';
import { useLogbookPage } from '../api/get-logbook';
import { useFuelConsumption } from '../api/get-fuel-consumption';
import { costsPath, newEntryPath, remindersPath, type LogbookCar } from '../lib/paths';
import { FuelFigure } from './fuel-figure';
import { LogbookEntryItem } from './logbook-entry-item';
import '../logbook.css';

export interface LogbookTabProps {
  car: LogbookCar;
  viewerIsOwner: boolean;
  /** 1-based, from the address. */
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * A car's logbook on its page: newest first, a page at a time, with the car's fuel consumption.
 * Its owner sees every entry, private ones marked, and the way to add one.
 */
export function LogbookTab({ car, viewerIsOwner, page, onPageChange }: LogbookTabProps) {
  const { t } = useTranslation('garage');
  const headingId = useId();
  const query = useLogbookPage(car, page, viewerIsOwner);
  const figure = useFuelConsumption(car, viewerIsOwner);
  const ownerActions = viewerIsOwner && (
    <LogbookCsvLinks vehicleId={car.id}>
      <ButtonLink to={newEntryPath(car)} variant="primary">
        {t('logbook.add')}
      </ButtonLink>
      <ButtonLink to={costsPath(car)} variant="secondary">
        {t('costs.link')}
      </ButtonLink>
      <ButtonLink to={remindersPath(car)} variant="secondary">
        {t('reminders.link')}
      </ButtonLink>
    </LogbookCsvLinks>
  );

  let body;
  if (query.data && query.data.total > 0) {
    const { items: entries, total, limit } = query.data;
    body = (
      <>
        <PaginationSummary page={page} limit={limit} total={total} of="entries" />
        <ol className="logbook-list" aria-labelledby={headingId}>
          {entries.map((entry) => (
            <LogbookEntryItem key={entry.id} car={car} entry={entry} />
          ))}
        </ol>
        <Pagination
          page={page}
          pageCount={Math.ceil(total / limit)}
          onPageChange={onPageChange}
          label={t('logbook.pagination')}
        />
      </>
    );
  } else if (query.data) {
    body = (
      <EmptyState
        headingLevel={3}
        title={t('logbook.empty.title')}
        description={
          viewerIsOwner ? t('logbook.empty.ownerDescription') : t('logbook.empty.description')
        }
      />
    );
  } else if (query.isError && !(isApiError(query.error) && query.error.status === 404)) {
    body = (
      <ErrorState
        title={t('logbook.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    body = <Skeleton lines={6} />;
  }

  return (
    <section className="logbook" aria-labelledby={headingId}>
      <div className="logbook__head">
        <h2 id={headingId}>{t('logbook.title')}</h2>
        {ownerActions}
      </div>
      <FuelFigure figure={figure} />
      {body}
    </section>
  );
}
