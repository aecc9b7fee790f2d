import { useUrlQuery } from '@carclub/kit';
import {
  EmptyState,
  ErrorState,
  Pagination,
  PaginationSummary,
  Skeleton,
  SkeletonBlock,
} from '@carclub/ui';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { garagePageOf, useMemberVehicles } from '../api/get-member-vehicles';
import { MemberVehicleCard } from './member-vehicle-card';

/** Cards whose images load at once: the first row on a wide screen. */
const EAGER_IMAGES = 4;

/** `?page=` as a page number; anything else is the first page. */
function usePageParam() {
  // A parser, not a schema: a member's page starts without zod (ADR 0088).
  const [page, update] = useUrlQuery(garagePageOf);
  const setPage = (next: number) =>
    update({ page: next > 1 ? next : undefined }, { preventScrollReset: true });
  return [page, setPage] as const;
}

/** A member's cars as cards, a page at a time; the page is in the address, so it can be shared. */
export function MemberGarage({ nickname }: { nickname: string }) {
  const { t } = useTranslation('profile');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [page, setPage] = usePageParam();
  const { data, error, isFetching, isPlaceholderData, refetch } = useMemberVehicles(nickname, page);

  const changePage = (next: number) => {
    setPage(next);
    // Keyboard and screen-reader users land on the new cards, sighted users see them.
    headingRef.current?.focus();
  };

  let content;
  if (!data) {
    content = error ? (
      <ErrorState
        title={t('member.garage.loadFailed')}
        message={error.message}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    ) : (
      <Skeleton label={t('member.garage.loading')} className="member-garage__grid">
        {Array.from({ length: 3 }, (_, index) => (
          <SkeletonBlock key={index} shape="rect" height="14rem" />
        ))}
      </Skeleton>
    );
  } else if (data.total === 0) {
    content = (
      <EmptyState
        headingLevel={3}
        title={t('member.garage.emptyTitle')}
        description={t('member.garage.emptyDescription', { nickname })}
      />
    );
  } else {
    const pageCount = Math.max(1, Math.ceil(data.total / data.limit));
    content = (
      <div aria-busy={isPlaceholderData || undefined}>
        <PaginationSummary
          className="member-garage__summary"
          page={data.page}
          limit={data.limit}
          total={data.total}
          of="vehicles"
        />
        <ul className="member-garage__grid">
          {data.items.map((vehicle, index) => (
            <li key={vehicle.id}>
              <MemberVehicleCard
                vehicle={vehicle}
                eager={index < EAGER_IMAGES}
                first={index === 0 && data.page === 1}
              />
            </li>
          ))}
        </ul>
        {pageCount > 1 && (
          <Pagination
            className="member-garage__pagination"
            page={data.page}
            pageCount={pageCount}
            onPageChange={changePage}
          />
        )}
      </div>
    );
  }

  return (
    <section className="member-garage" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="member-garage__title">
        {t('member.garage.title')}
      </h2>
      {content}
    </section>
  );
}
