import { logbookEntryPage, vehiclePage } from '@carclub/contracts/page-paths';
import type { Bookmark, ResponsiveImage } from '@carclub/contracts';
import { GALLERY_THUMB_SIZES, imageSrcset } from '@carclub/contracts';
import {
  Button,
  ButtonLink,
  EmptyState,
  ErrorState,
  Pagination,
  PaginationSummary,
  Skeleton,
  toast,
} from '@carclub/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';

import { formatEntryDate } from '../../../lib/format';
import { useBookmarks, useSetBookmark, type BookmarkKind } from '../../../lib/api/bookmarks';
import '../bookmarks.css';

const carAddress = (vehicle: { ownerNickname: string; slug: string }) => ({
  nickname: vehicle.ownerNickname,
  slug: vehicle.slug,
});

/** The member's bookmarks (issue 17 point 5), a page at a time, each with a way to remove it. */
export function BookmarkList({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation('garage');
  const query = useBookmarks(page);
  if (query.data && query.data.total > 0) {
    const { items, total, limit } = query.data;
    return (
      <>
        <PaginationSummary page={page} limit={limit} total={total} of="bookmarks" />
        <ul className="bookmarks">
          {items.map((bookmark) => (
            <BookmarkItem key={`${bookmark.kind}:${itemId(bookmark)}`} bookmark={bookmark} />
          ))}
        </ul>
        <Pagination
          page={page}
          pageCount={Math.ceil(total / limit)}
          onPageChange={onPageChange}
          label={t('bookmarks.pagination')}
        />
      </>
    );
  }
  if (query.data) {
    return (
      <EmptyState
        headingLevel={2}
        title={t('bookmarks.empty.title')}
        description={t('bookmarks.empty.description')}
        action={<ButtonLink to="/cars">{t('bookmarks.empty.browse')}</ButtonLink>}
      />
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={t('bookmarks.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <Skeleton lines={6} />;
}

const itemId = (bookmark: Bookmark) =>
  bookmark.kind === 'vehicle' ? bookmark.vehicle.id : bookmark.entry.id;

function BookmarkItem({ bookmark }: { bookmark: Bookmark }) {
  const { t, i18n } = useTranslation('garage');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { vehicle } = bookmark;
  const kind: BookmarkKind = bookmark.kind === 'vehicle' ? 'vehicles' : 'logbook-entries';
  const remove = useSetBookmark(kind, itemId(bookmark));
  const isEntry = bookmark.kind === 'logbookEntry';
  const title = isEntry ? bookmark.entry.title : vehicle.name;
  const to = isEntry
    ? logbookEntryPage(carAddress(vehicle), bookmark.entry.id)
    : vehiclePage(carAddress(vehicle));
  const picture: ResponsiveImage | null =
    (isEntry ? bookmark.entry.photo : null) ?? vehicle.previewPicture;

  return (
    <li className="bookmarks__item">
      <div className="bookmarks__thumb">
        {picture && (
          <img
            src={picture.url}
            srcSet={imageSrcset(picture.variants)}
            sizes={GALLERY_THUMB_SIZES}
            width={picture.width ?? undefined}
            height={picture.height ?? undefined}
            alt=""
            loading="lazy"
            decoding="async"
          />
        )}
      </div>
      <div className="bookmarks__body">
        <p className="bookmarks__kind">{isEntry ? t('bookmarks.entry') : t('bookmarks.car')}</p>
        <h2 className="bookmarks__title">
          <Link className="cc-title-link" to={to}>
            {title}
          </Link>
        </h2>
        <p className="bookmarks__meta">
          {isEntry ? (
            <>
              <time dateTime={bookmark.entry.date}>
                {formatEntryDate(bookmark.entry.date, language)}
              </time>{' '}
              · {t(`logbook.category.${bookmark.entry.category}`)} ·{' '}
              {t('bookmarks.entryOf', { car: vehicle.name, nickname: vehicle.ownerNickname })}
            </>
          ) : (
            t('bookmarks.carOf', { year: vehicle.year, nickname: vehicle.ownerNickname })
          )}
        </p>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        loading={remove.isPending}
        onClick={() =>
          remove.mutate(false, {
            onSuccess: () => toast.success(t('bookmarks.removed')),
            onError: (error) => toast.error(error.message),
          })
        }
        aria-label={t('bookmarks.remove', { title })}
      >
        ✕
      </Button>
    </li>
  );
}
