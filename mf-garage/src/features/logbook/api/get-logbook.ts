import type { PublicLogbookListResponse } from '@carclub/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { ownLogbookQueryOptions } from '../../../lib/api/get-own-logbook';
import { logbookKeys } from '../../../lib/api/query-keys';
import { publicLogbookPath } from './paths';

/** A page of a car's public entries, newest first; 404 when the car is not public. */
export async function getPublicLogbook(
  nickname: string,
  slug: string,
  page: number,
  signal?: AbortSignal,
): Promise<PublicLogbookListResponse> {
  const [{ request }, { publicLogbookListResponseSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(publicLogbookListResponseSchema, {
    url: `${publicLogbookPath(nickname, slug)}/logbook`,
    params: { page },
    signal,
  });
}

export const publicLogbookQueryOptions = (nickname: string, slug: string, page: number) =>
  queryOptions({
    queryKey: logbookKeys.publicPage(nickname, slug, page),
    queryFn: ({ signal }) => getPublicLogbook(nickname, slug, page, signal),
    // The page being left stays on screen while the next loads: the list does not jump.
    placeholderData: keepPreviousData,
  });

/**
 * The logbook a car's page lists: the owner's own view (private entries too) once the viewer is
 * known to be the owner, else the public one, which is also what the server rendered.
 */
export function useLogbookPage(
  car: { id: string; nickname: string; slug: string },
  page: number,
  viewerIsOwner: boolean,
) {
  const own = useQuery({ ...ownLogbookQueryOptions(car.id, page), enabled: viewerIsOwner });
  const publicPage = useQuery({
    ...publicLogbookQueryOptions(car.nickname, car.slug, page),
    enabled: !viewerIsOwner,
  });
  return viewerIsOwner ? own : publicPage;
}
