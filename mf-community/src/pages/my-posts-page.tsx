import { useTranslation } from 'react-i18next';

import { ComingSoon } from '../components/coming-soon/coming-soon';

export function MyPostsPage() {
  const { t } = useTranslation('community');
  return <ComingSoon title={t('myPosts.title')} description={t('myPosts.description')} />;
}

export const Component = MyPostsPage;
