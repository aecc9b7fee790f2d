import { createPostPage } from '@carclub/contracts/page-paths';
import { PostCard, PostList } from '@carclub/kit';
import { ButtonLink } from '@carclub/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { vehiclePostsQueryOptions } from '../api/get-vehicle-posts';

export interface VehiclePostsTabProps {
  car: { id: string };
  viewerIsOwner: boolean;
}

/**
 * The car page's Posts tab (issue 32 point 2): the posts about the car the public may read, newest
 * first, as mf-community's cards, with "Show more". Its owner is offered to write the first one.
 */
export function VehiclePostsTab({ car, viewerIsOwner }: VehiclePostsTabProps) {
  const { t } = useTranslation('garage');
  const query = useInfiniteQuery(vehiclePostsQueryOptions(car.id));
  return (
    <PostList
      query={query}
      renderCard={(post) => <PostCard post={post} />}
      empty={
        viewerIsOwner
          ? {
              title: t('posts.empty'),
              description: t('posts.emptyOwner'),
              action: <ButtonLink to={createPostPage(car.id)}>{t('posts.write')}</ButtonLink>,
            }
          : { title: t('posts.empty') }
      }
    />
  );
}
