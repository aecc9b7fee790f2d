import type { PostPage } from '@carclub/contracts';

/**
 * A page of the published posts the public may read, newest first (`GET /posts`), narrowed by one
 * filter (a tag, a car) and continued from `cursor`. The client and the schema come with the first
 * request, not with the page that lists them (ADR 0088).
 */
export async function fetchPostPage(
  filter: { tag?: string; vehicleId?: string },
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PostPage> {
  const [{ request }, { postPageSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(postPageSchema, {
    url: '/posts',
    params: { ...filter, ...(cursor === null ? {} : { cursor }) },
    signal,
  });
}
