import { isApiError } from '@carclub/api-client/is-api-error';
import { NotFound } from '@carclub/kit';
import { useParams } from '@carclub/router';
import { ErrorState, Skeleton } from '@carclub/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ownPostQueryOptions } from '../features/posts/api/get-own-post';
import { PostEditor } from '../features/posts/components/post-editor';

/** `/my/posts/{id}/edit`: one of the member's posts in the editor. */
export function EditPostPage() {
  const { t } = useTranslation('community');
  const postId = useParams()['postId'] ?? '';
  const query = useQuery(ownPostQueryOptions(postId));
  let content;
  if (query.data) {
    content = <PostEditor key={query.data.id} post={query.data} />;
  } else if (isApiError(query.error) && [400, 404].includes(query.error.status ?? 0)) {
    content = (
      <NotFound
        title={t('post.notFound')}
        description={t('post.notFoundDescription')}
        browse={t('myPosts.title')}
        to="/my/posts"
      />
    );
  } else if (query.isError) {
    content = (
      <ErrorState
        title={t('editor.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    content = <Skeleton lines={8} />;
  }
  return (
    <section className="post-editor-page">
      <h1 id="post-editor-title">{t('editor.editTitle')}</h1>
      {content}
    </section>
  );
}

export const Component = EditPostPage;
