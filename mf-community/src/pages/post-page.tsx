import { Discussion, NotFound, PageQueryState } from '@carclub/kit';
import { useParams } from '@carclub/router';
import { useTranslation } from 'react-i18next';

import { usePost } from '../features/posts/api/get-post';
import { PostArticle } from '../features/posts/components/post-article';

/** `/u/{nickname}/posts/{slug}`: a post, at an address under its author. */
export function PostPage() {
  const { t } = useTranslation('community');
  const { nickname = '', slug = '' } = useParams();
  const query = usePost(nickname, slug);
  if (query.data) {
    return (
      <PostArticle post={query.data} discussion={<Discussion counts={query.data.discussion} />} />
    );
  }
  const state = (
    <PageQueryState
      query={query}
      loadFailed={t('post.loadFailed')}
      notFound={
        <NotFound
          title={t('post.notFound')}
          description={t('post.notFoundDescription')}
          browse={t('post.browse')}
          to="/posts"
        />
      }
    />
  );
  return (
    <section className="post" aria-labelledby="post-title">
      <h1 id="post-title">{t('post.title')}</h1>
      {state}
    </section>
  );
}

export const Component = PostPage;
