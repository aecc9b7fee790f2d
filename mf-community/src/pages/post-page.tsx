import { useTranslation } from 'react-i18next';
import { memberPage } from '@carclub/contracts/page-paths';
import { Link, useParams } from '@carclub/router';

import { ComingSoon } from '../components/coming-soon/coming-soon';

/** `/u/{nickname}/posts/{slug}`: a post, at an address under its author. */
export function PostPage() {
  const { t } = useTranslation('community');
  const nickname = useParams()['nickname'] ?? '';
  return (
    <ComingSoon
      title={t('post.title')}
      description={t('post.description')}
      action={<Link to={memberPage(nickname)}>{t('post.author', { nickname })}</Link>}
    />
  );
}

export const Component = PostPage;
