import { useTranslation } from 'react-i18next';

import { ComingSoon } from '../components/coming-soon/coming-soon';

export function PostsPage() {
  const { t } = useTranslation('community');
  return <ComingSoon title={t('posts.title')} description={t('posts.description')} />;
}

export const Component = PostsPage;
