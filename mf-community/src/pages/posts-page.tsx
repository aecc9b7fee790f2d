import { useCurrentUser } from '@carclub/session';
import { ButtonLink } from '@carclub/ui';
import { PostCard, PostList } from '@carclub/kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { postListQueryOptions } from '../features/posts/api/get-posts';
import '../features/posts/posts.css';

/** `/posts`: the site's published posts, newest first. */
export function PostsPage() {
  const { t } = useTranslation('community');
  const { data: user } = useCurrentUser();
  const query = useInfiniteQuery(postListQueryOptions(null));
  const write = user ? <ButtonLink to="/create-post">{t('posts.write')}</ButtonLink> : undefined;
  return (
    <section className="posts-page" aria-labelledby="posts-title">
      <header className="posts-page__header">
        <div>
          <h1 id="posts-title">{t('posts.title')}</h1>
          <p className="posts-page__lead">{t('posts.lead')}</p>
        </div>
        {write}
      </header>
      <PostList
        query={query}
        empty={{ title: t('posts.empty'), description: t('posts.emptyDescription'), action: write }}
        renderCard={(post, index) => <PostCard post={post} eager={index < 2} />}
      />
    </section>
  );
}

export const Component = PostsPage;
