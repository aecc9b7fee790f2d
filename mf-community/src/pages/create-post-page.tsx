import { useTranslation } from 'react-i18next';

import { PostEditor } from '../features/posts/components/post-editor';

/** `/create-post`: a new post, saved as a draft or published. */
export function CreatePostPage() {
  const { t } = useTranslation('community');
  return (
    <section className="post-editor-page">
      <h1 id="post-editor-title">{t('editor.createTitle')}</h1>
      <PostEditor post={null} />
    </section>
  );
}

export const Component = CreatePostPage;
