import { useUrlQuery } from '@carclub/kit';
import { useTranslation } from 'react-i18next';

import { BookmarkList } from '../features/bookmarks';
import '../components/form.css';

/** `?page=`: a whole number from 1; anything else is the first page. */
function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The member's bookmarks, `/my/bookmarks` (spec: "not shown"; ADR 0097). */
export function MyBookmarksPage() {
  const { t } = useTranslation('garage');
  const [page, update] = useUrlQuery(pageFrom);
  return (
    <section className="vf-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('bookmarks.title')}</h1>
      <p className="vf-page__intro">{t('bookmarks.intro')}</p>
      <BookmarkList
        page={page}
        onPageChange={(next) => update({ page: next > 1 ? next : undefined })}
      />
    </section>
  );
}

export const Component = MyBookmarksPage;
