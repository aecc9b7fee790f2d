import { useTranslation } from 'react-i18next';

import { ComingSoon } from '../components/coming-soon/coming-soon';

export function CreatePostPage() {
  const { t } = useTranslation('community');
  return <ComingSoon title={t('createPost.title')} description={t('createPost.description')} />;
}

export const Component = CreatePostPage;
