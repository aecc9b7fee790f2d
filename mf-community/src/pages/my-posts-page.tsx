import type { PostStatus } from '@carclub/contracts';
import { editPostPage } from '@carclub/contracts/page-paths';
import { Link, useSearchParams } from '@carclub/router';
import { ButtonLink } from '@carclub/ui';
import { PostCard, PostList } from '@carclub/kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { myPostsQueryOptions } from '../features/posts/api/get-posts';
import { ModerationNote } from '../features/posts/components/post-article';
import '../features/posts/posts.css';

const statusOf = (value: string | null): PostStatus | null =>
  value === 'draft' || value === 'published' ? value : null;

/** `/my/posts`: the member's posts, drafts and published, each leading to its editor. */
export function MyPostsPage() {
  const { t } = useTranslation('community');
  const [searchParams] = useSearchParams();
  const status = statusOf(searchParams.get('status'));
  const query = useInfiniteQuery(myPostsQueryOptions(status));
  const write = <ButtonLink to="/create-post">{t('posts.write')}</ButtonLink>;
  const filters: [PostStatus | null, string][] = [
    [null, t('myPosts.all')],
    ['draft', t('myPosts.drafts')],
    ['published', t('myPosts.published')],
  ];
  let empty = t('myPosts.empty');
  if (status === 'draft') empty = t('myPosts.emptyDrafts');
  if (status === 'published') empty = t('myPosts.emptyPublished');
  return (
    <section className="posts-page" aria-labelledby="my-posts-title">
      <header className="posts-page__header">
        <h1 id="my-posts-title">{t('myPosts.title')}</h1>
        {write}
      </header>
      <nav className="post-filters" aria-label={t('myPosts.filter')}>
        <ul>
          {filters.map(([value, label]) => (
            <li key={label}>
              <Link
                to={value === null ? '/my/posts' : `/my/posts?status=${value}`}
                aria-current={value === status ? 'page' : undefined}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PostList
        query={query}
        empty={{ title: empty, action: write }}
        renderCard={(post) => (
          <PostCard
            post={post}
            to={post.status === 'draft' ? editPostPage(post.id) : undefined}
            badges={
              <p className="post-card__badges">
                <span className={`post-badge post-badge--${post.status}`}>
                  {t(`status.${post.status}`)}
                </span>
                <ModerationNote moderation={post.moderation} />
                <Link
                  className="post-card__edit"
                  to={editPostPage(post.id)}
                  aria-label={t('myPosts.edit', { title: post.title })}
                >
                  {t('post.edit')}
                </Link>
              </p>
            }
          />
        )}
      />
    </section>
  );
}

export const Component = MyPostsPage;
