import type { PostStatus } from '@carclub/contracts';

/** Query keys of posts: every list under `posts`, so one invalidation refreshes them all. */
export const postKeys = {
  all: ['posts'] as const,
  list: (tag: string | null) => ['posts', 'list', tag] as const,
  mine: (status: PostStatus | null) => ['posts', 'mine', status] as const,
  own: (id: string) => ['posts', 'own', id] as const,
  byAddress: (nickname: string, slug: string) => ['posts', 'address', nickname, slug] as const,
  myCars: ['posts', 'my-cars'] as const,
  carEntries: (vehicleId: string) => ['posts', 'car-entries', vehicleId] as const,
};
