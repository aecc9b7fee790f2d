import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@carclub/router';

import { BookmarkList } from '../features/bookmarks';
import '../components/form.css';

/** `?page=`: a whole number from 1; anything else is the first page. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The member's bookmarks, `/my/bookmarks` (spec: "not shown"; ADR 0097). */
export function MyBookmarksPage() {
  const { t } = useTranslation('garage');
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  return (
    <section className="vf-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('bookmarks.title')}</h1>
      <p className="vf-page__intro">{t('bookmarks.intro')}</p>
      <BookmarkList
        page={page}
        onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
      />
    </section>
  );
}

export const Component = MyBookmarksPage;
