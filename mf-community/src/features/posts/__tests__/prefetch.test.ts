import { apiClient } from '@carclub/api-client';
import { discussionKeys } from '@carclub/kit';
import { QueryClient } from '@tanstack/react-query';

import {
  errorPayload,
  fakeApiMethods,
  httpError,
  setupTestEnvironment,
} from '../../../test-utils/render';
import { prefetchPost } from '../prefetch';
import { postFixture } from './fixtures';

setupTestEnvironment();
const { get } = fakeApiMethods(apiClient);

describe('prefetchPost (the server render of a post’s page)', () => {
  it('loads the post, then its thread as a visitor sees it', async () => {
    const post = postFixture({
      discussion: { ...postFixture().discussion, id: 'd7', commentsCount: 1 },
    });
    get.mockImplementation(async (url: string) => {
      if (url === '/users/ann/posts/winter-tyres') return { data: post };
      if (url === '/discussions/d7') return { data: post.discussion };
      if (url === '/discussions/d7/comments') return { data: { items: [], nextCursor: null } };
      throw httpError(404, errorPayload(404, 'Not Found', 'Not found'));
    });
    const queryClient = new QueryClient();
    await prefetchPost(queryClient, 'ann', 'winter-tyres');
    expect(queryClient.getQueryData(discussionKeys.summary('d7', null))).toMatchObject({
      id: 'd7',
    });
    expect(queryClient.getQueryData(discussionKeys.threads('d7', null))).toMatchObject({
      pages: [{ items: [] }],
    });
  });

  it('asks for no thread when the post is not found', async () => {
    get.mockRejectedValue(httpError(404, errorPayload(404, 'Not Found', 'Not found')));
    await prefetchPost(new QueryClient(), 'ann', 'gone');
    expect(get).toHaveBeenCalledTimes(1);
  });
});
