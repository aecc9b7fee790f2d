import { logbookEntryPage, postPage, vehiclePage } from '@carclub/contracts/page-paths';
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
import { type BookmarkKind, useSetBookmark } from '@carclub/kit';
import { Link } from '@carclub/router';

import { formatEntryDate } from '../../../lib/format';
import { useBookmarks } from '../../../lib/api/bookmarks';
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

const itemId = (bookmark: Bookmark) => {
  if (bookmark.kind === 'vehicle') return bookmark.vehicle.id;
  return bookmark.kind === 'post' ? bookmark.post.id : bookmark.entry.id;
};

/** What the bookmark's removal names, as the API's paths do: a post by its discussion. */
const targetOf = (bookmark: Bookmark): { kind: BookmarkKind; id: string } => {
  if (bookmark.kind === 'vehicle') return { kind: 'vehicles', id: bookmark.vehicle.id };
  if (bookmark.kind === 'post') return { kind: 'discussions', id: bookmark.post.discussionId };
  return { kind: 'logbook-entries', id: bookmark.entry.id };
};

function BookmarkItem({ bookmark }: { bookmark: Bookmark }) {
  if (bookmark.kind === 'post') return <PostBookmark bookmark={bookmark} />;
  return <CarBookmark bookmark={bookmark} />;
}

/** A bookmarked post: its title leading to it, and its author. */
function PostBookmark({ bookmark }: { bookmark: Extract<Bookmark, { kind: 'post' }> }) {
  const { t } = useTranslation('garage');
  const { post } = bookmark;
  return (
    <li className="bookmarks__item">
      <div className="bookmarks__thumb" />
      <div className="bookmarks__body">
        <p className="bookmarks__kind">{t('bookmarks.post')}</p>
        <h2 className="bookmarks__title">
          <Link
            className="cc-title-link"
            to={postPage({ nickname: post.authorNickname, slug: post.slug })}
          >
            {post.title}
          </Link>
        </h2>
        {/* Text, not a second link: it would crowd the title's target (axe target-size). */}
        <p className="bookmarks__meta">
          {t('bookmarks.postBy', { nickname: post.authorNickname })}
        </p>
      </div>
      <RemoveBookmark bookmark={bookmark} title={post.title} />
    </li>
  );
}

function CarBookmark({ bookmark }: { bookmark: Exclude<Bookmark, { kind: 'post' }> }) {
  const { t, i18n } = useTranslation('garage');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { vehicle } = bookmark;
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
      <RemoveBookmark bookmark={bookmark} title={title} />
    </li>
  );
}

function RemoveBookmark({ bookmark, title }: { bookmark: Bookmark; title: string }) {
  const { t } = useTranslation('garage');
  const target = targetOf(bookmark);
  const remove = useSetBookmark(target.kind, target.id);
  return (
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
  );
}
