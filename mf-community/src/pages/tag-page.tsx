import { useParams } from '@carclub/router';
import { usePageTitle } from '@carclub/ui';
import { PostCard, PostList } from '@carclub/kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { postListQueryOptions } from '../features/posts/api/get-posts';
import { tagOfAddress } from '../features/posts/lib/tag';
import '../features/posts/posts.css';

/** `/tags/{tag}`: the posts written with `#tag`, newest first. */
export function TagPage() {
  const { t } = useTranslation('community');
  const tag = tagOfAddress(useParams()['tag'] ?? '');
  const heading = t('tag.heading', { tag });
  usePageTitle(heading);
  const query = useInfiniteQuery(postListQueryOptions(tag));
  return (
    <section className="posts-page" aria-labelledby="tag-title">
      <header className="posts-page__header">
        <div>
          <h1 id="tag-title">{heading}</h1>
          <p className="posts-page__lead">{t('tag.lead', { tag })}</p>
        </div>
      </header>
      <PostList
        query={query}
        empty={{ title: t('tag.empty') }}
        renderCard={(post, index) => <PostCard post={post} eager={index < 2} />}
      />
    </section>
  );
}

export const Component = TagPage;
