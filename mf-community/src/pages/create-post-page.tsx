import { useSearchParams } from '@carclub/router';
import { useTranslation } from 'react-i18next';

import { PostEditor } from '../features/posts/components/post-editor';

/** `/create-post`: a new post, saved as a draft or published; `?vehicleId=` picks its car. */
export function CreatePostPage() {
  const { t } = useTranslation('community');
  const [params] = useSearchParams();
  return (
    <section className="post-editor-page">
      <h1 id="post-editor-title">{t('editor.createTitle')}</h1>
      <PostEditor post={null} vehicleId={params.get('vehicleId') ?? undefined} />
    </section>
  );
}

export const Component = CreatePostPage;
