import type { PostCard as PostCardData, PostPage } from '@carclub/contracts';
import { Button, EmptyState, ErrorState, Skeleton } from '@carclub/ui';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import '../i18n';
import './post-card.css';

export interface PostListProps {
  query: UseInfiniteQueryResult<InfiniteData<PostPage>>;
  /** One post's card. */
  renderCard: (post: PostCardData, index: number) => ReactNode;
  /** Said when there is no post at all. */
  empty: { title: string; description?: string; action?: ReactNode };
}

/**
 * Cards of posts, page after page: "Show more" asks for the next with the last page's cursor and
 * keeps the ones read, so the reader's place stays where it was.
 */
export function PostList({ query, renderCard, empty }: PostListProps) {
  const { t } = useTranslation('kit');
  if (query.isPending) return <Skeleton lines={6} />;
  if (query.isError) {
    return (
      <ErrorState
        title={t('posts.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const posts = query.data.pages.flatMap((page) => page.items);
  if (posts.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title={empty.title}
        description={empty.description}
        action={empty.action}
      />
    );
  }
  return (
    <>
      <ul className="post-list">
        {posts.map((post, index) => (
          <li key={post.id}>{renderCard(post, index)}</li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="post-list__more">
          <Button
            variant="secondary"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('posts.showMore')}
          </Button>
        </div>
      )}
    </>
  );
}
