import type { VehicleCard as VehicleCardData } from '@carclub/contracts';
import {
  Button,
  ButtonLink,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Pagination,
  PaginationSummary,
  useFocusAfterRemoval,
} from '@carclub/ui';
import { CarPlaceholder } from '@carclub/kit';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { numberFormat } from '../../../lib/number-format';
import { useDeleteVehicle } from '../api/delete-vehicle';
import { hasActiveFilters, lastPage } from '../hooks/list-params';
import { useListParams } from '../hooks/use-list-params';
import { useVehicleList, type ListScope } from '../hooks/use-vehicle-list';
import { ModelFollow } from './model-follow';
import { FilterBar } from './filter-bar';
import { VehicleCard } from './vehicle-card';
import { VehicleGridSkeleton } from './vehicle-grid-skeleton';
import '../vehicle-list.css';

export interface VehicleListProps {
  /** `own`: the signed-in user's garage, with edit and delete; `public`: everyone's cars. */
  scope: ListScope;
}

/** Cards whose images load at once: the first row on a wide screen. */
const EAGER_IMAGES = 4;

interface FocusAfterDelete {
  deletedId: string;
  /** The card that takes the deleted one's place in the reading order, if it is still on the page. */
  neighbourId: string | null;
}

/** The search, filters, cards and pages of `/my/cars` and `/cars`. */
export function VehicleList({ scope }: VehicleListProps) {
  const { t, i18n } = useTranslation('garage');
  const controls = useListParams();
  const { setFilter, setPage, clearFilters } = controls;
  const { params, list, manufacturers, models, modelsLoading } = useVehicleList(
    scope,
    controls.params,
  );
  const { data, error, isFetching, isPlaceholderData, refetch } = list;
  const countId = useId();
  const countRef = useRef<HTMLHeadingElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const emptyActionRef = useRef<HTMLAnchorElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [toDelete, setToDelete] = useState<VehicleCardData | null>(null);
  const deletion = useDeleteVehicle();

  // `data` of the list the URL asks for, not the previous one still shown while it loads.
  const current = isPlaceholderData ? undefined : data;
  const pageCount = data ? lastPage(data.total, data.limit) : 1;
  const filtered = hasActiveFilters(params);

  // Past the last page (an old link, or the last card of the last page deleted elsewhere), the
  // last page is what the user wants; replacing keeps "back" from returning to the empty one.
  useEffect(() => {
    if (current && params.page > lastPage(current.total, current.limit)) {
      setPage(lastPage(current.total, current.limit), { replace: true });
    }
  }, [current, params.page, setPage]);

  // After a delete, once the refreshed list no longer shows the car (and any move to the previous
  // page is done), focus goes to the card that took its place: its delete button, where focus
  // would return, is gone.
  const focusAfterDelete = useFocusAfterRemoval<FocusAfterDelete>(({ deletedId, neighbourId }) => {
    if (!current) return undefined;
    const refreshed =
      params.page <= lastPage(current.total, current.limit) &&
      !current.items.some((item) => item.id === deletedId);
    if (!refreshed) return undefined;
    const links = gridRef.current?.querySelectorAll<HTMLElement>('[data-vehicle-id]') ?? [];
    const neighbour = Array.from(links).find((link) => link.dataset.vehicleId === neighbourId);
    return neighbour ?? countRef.current ?? emptyActionRef.current;
  });

  const confirmDelete = async () => {
    if (!toDelete || !data) return;
    const { items } = data;
    const index = items.findIndex((item) => item.id === toDelete.id);
    const neighbour = items[index + 1] ?? items[index - 1];
    const lastOnPage = items.length === 1 && params.page > 1;
    try {
      await deletion.mutateAsync({ id: toDelete.id, name: toDelete.name });
      focusAfterDelete({
        deletedId: toDelete.id,
        neighbourId: lastOnPage ? null : (neighbour?.id ?? null),
      });
      if (lastOnPage) setPage(params.page - 1, { replace: true });
    } catch {
      // useDeleteVehicle has shown the reason; the card stays and focus returns to its button.
    }
    setToDelete(null);
  };

  const clear = () => {
    clearFilters();
    // The clear button goes away with the filters; the search is where a new attempt starts.
    searchRef.current?.focus();
  };

  const changePage = (page: number) => {
    setPage(page);
    // Keyboard and screen-reader users land on the new results, sighted users see them.
    countRef.current?.focus();
  };

  const number = numberFormat(i18n.resolvedLanguage ?? i18n.language);
  const emptyGarage = current !== undefined && current.total === 0 && !filtered;

  let content: ReactNode;
  if (!data) {
    content = error ? (
      <ErrorState
        title={t('list.error.title')}
        message={error.message}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    ) : (
      <VehicleGridSkeleton label={t('list.loading')} />
    );
  } else if (data.total === 0 && !filtered) {
    content = (
      <EmptyState
        icon={<CarPlaceholder />}
        title={t(scope === 'own' ? 'list.empty.ownTitle' : 'list.empty.publicTitle')}
        description={t(
          scope === 'own' ? 'list.empty.ownDescription' : 'list.empty.publicDescription',
        )}
        action={
          <ButtonLink ref={emptyActionRef} to="/add-car">
            {t(scope === 'own' ? 'list.empty.ownAction' : 'list.empty.publicAction')}
          </ButtonLink>
        }
      />
    );
  } else if (data.total === 0) {
    content = (
      <EmptyState
        title={t('list.empty.noResultsTitle')}
        description={t('list.empty.noResultsDescription')}
        action={
          <Button variant="secondary" onClick={clear}>
            {t('list.filters.clear')}
          </Button>
        }
      />
    );
  } else if (data.items.length === 0) {
    // A page past the end, about to be replaced by the last one.
    content = <VehicleGridSkeleton label={t('list.loading')} />;
  } else {
    content = (
      <section
        className="vl-results"
        aria-labelledby={countId}
        aria-busy={isPlaceholderData || undefined}
      >
        <div className="vl-results__header">
          <h2 id={countId} ref={countRef} tabIndex={-1} className="vl-results__count">
            {t('list.resultCount', { count: data.total, total: number.format(data.total) })}
          </h2>
          <PaginationSummary
            className="vl-results__summary"
            page={data.page}
            limit={data.limit}
            total={data.total}
            of="vehicles"
          />
        </div>
        <ul ref={gridRef} className="vl-grid">
          {data.items.map((vehicle, index) => (
            <li key={vehicle.id}>
              <VehicleCard
                vehicle={vehicle}
                scope={scope}
                eager={index < EAGER_IMAGES}
                onDelete={scope === 'own' ? setToDelete : undefined}
              />
            </li>
          ))}
        </ul>
        <Pagination
          className="vl-pagination"
          page={data.page}
          pageCount={pageCount}
          onPageChange={changePage}
        />
      </section>
    );
  }

  return (
    <div className="vl">
      {!emptyGarage && (
        <FilterBar
          filters={params}
          manufacturers={manufacturers}
          models={models}
          modelsLoading={modelsLoading}
          searchRef={searchRef}
          onFilterChange={setFilter}
          onClear={clear}
        />
      )}
      {scope === 'public' && params.manufacturer !== null && params.model !== null && (
        <ModelFollow
          manufacturerId={params.manufacturer}
          modelId={params.model}
          manufacturers={manufacturers}
          models={models}
        />
      )}
      {content}
      {scope === 'own' && (
        <ConfirmDialog
          open={toDelete !== null}
          title={toDelete ? t('list.delete.title', { name: toDelete.name }) : ''}
          description={t('list.delete.description')}
          confirmLabel={t('list.delete.confirm')}
          tone="danger"
          busy={deletion.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setToDelete(null)}
        />
      )}
    </div>
  );
}
