import { isApiError } from '@carclub/api-client/is-api-error';
import { Discussion, NotFound } from '@carclub/kit';
import { useParams } from '@carclub/router';
import { ErrorState, Skeleton } from '@carclub/ui';
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
  let state;
  if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)) {
    state = (
      <NotFound
        title={t('post.notFound')}
        description={t('post.notFoundDescription')}
        browse={t('post.browse')}
        to="/posts"
      />
    );
  } else if (query.isError) {
    state = (
      <ErrorState
        title={t('post.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    state = <Skeleton lines={8} />;
  }
  return (
    <section className="post" aria-labelledby="post-title">
      <h1 id="post-title">{t('post.title')}</h1>
      {state}
    </section>
  );
}

export const Component = PostPage;
