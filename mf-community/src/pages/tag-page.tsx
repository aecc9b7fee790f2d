import { useTranslation } from 'react-i18next';
import { useParams } from '@carclub/router';

import { ComingSoon } from '../components/coming-soon/coming-soon';

/** `/tags/{tag}`: the posts with that tag, newest first. */
export function TagPage() {
  const { t } = useTranslation('community');
  const tag = useParams()['tag'] ?? '';
  return (
    <ComingSoon title={t('tag.heading', { tag })} description={t('tag.description', { tag })} />
  );
}

export const Component = TagPage;
