import { apiClient } from '@carclub/api-client';
import { i18n } from '@carclub/i18n';
import { CURRENT_USER_QUERY_KEY, queryClient as sessionQueryClient } from '@carclub/session';
import { currentUserFixture } from '@carclub/testing/fixtures';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { MyPostsPage } from '../../../pages/my-posts-page';
import { PostsPage } from '../../../pages/posts-page';
import { TagPage } from '../../../pages/tag-page';
import { fakeApiMethods, renderPage, setupTestEnvironment } from '../../../test-utils/render';
import { cardFixture } from './fixtures';

const methods = fakeApiMethods(apiClient);

setupTestEnvironment();
beforeEach(() => {
  sessionQueryClient.setQueryData(
    CURRENT_USER_QUERY_KEY,
    currentUserFixture({ id: 'ann', email: 'ann@example.com', nickname: 'ann' }),
  );
});

const queryOf = (call: unknown[]) => (call[1] as { params?: unknown } | undefined)?.params;

describe('/posts', () => {
  it('lists the newest posts as cards and shows more with the cursor', async () => {
    methods.get.mockImplementation(
      async (_url: string, config?: { params?: { cursor?: string } }) =>
        config?.params?.cursor === 'c2'
          ? { data: { items: [cardFixture(3)], nextCursor: null } }
          : {
              data: {
                items: [
                  cardFixture(1, {
                    vehicle: { id: 'v1', slug: 'golf-2016', name: 'Golf', year: 2016 },
                    tags: ['tyres'],
                    photo: {
                      id: 'i1',
                      url: '/media/a.webp',
                      cardUrl: '/media/a.card.webp',
                      width: 800,
                      height: 600,
                      variants: [{ url: '/media/a.640w.webp', width: 640 }],
                    },
                  }),
                  cardFixture(2),
                ],
                nextCursor: 'c2',
              },
            },
    );
    renderPage(<PostsPage />, '/posts');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Posts');
    const first = await screen.findByRole('article', { name: 'Post 1' });
    expect(within(first).getByRole('link', { name: 'Post 1' })).toHaveAttribute(
      'href',
      '/u/ann/posts/post-1',
    );
    expect(first).toHaveTextContent('The story number 1');
    expect(within(first).getByRole('link', { name: 'ann' })).toHaveAttribute('href', '/u/ann');
    expect(within(first).getByRole('link', { name: 'Golf, 2016' })).toHaveAttribute(
      'href',
      '/u/ann/car/golf-2016',
    );
    expect(within(first).getByRole('link', { name: '#tyres' })).toHaveAttribute(
      'href',
      '/tags/tyres',
    );
    expect(first.querySelector('img')).toHaveAttribute('srcset', '/media/a.640w.webp 640w');
    expect(first).toHaveTextContent('2 comments');
    expect(first).toHaveTextContent('1 like');
    expect(queryOf(methods.get.mock.calls[0])).toBeUndefined();

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('article', { name: 'Post 3' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(queryOf(methods.get.mock.calls[1])).toEqual({ cursor: 'c2' });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Write a post' })).toHaveAttribute(
      'href',
      '/create-post',
    );
  });

  it('says when there is nothing yet', async () => {
    methods.get.mockResolvedValue({ data: { items: [], nextCursor: null } });
    renderPage(<PostsPage />, '/posts');
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
  });
});

describe("a tag's page", () => {
  it('lists the posts of its tag under #tag, asking for the tag as stored', async () => {
    methods.get.mockResolvedValue({ data: { items: [cardFixture(1)], nextCursor: null } });
    renderPage(<TagPage />, '/tags/:tag', '/tags/%D0%A2%D1%8E%D0%BD%D1%96%D0%BD%D0%B3');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('#тюнінг');
    expect(await screen.findByRole('article', { name: 'Post 1' })).toBeInTheDocument();
    expect(methods.get).toHaveBeenCalledWith(
      '/posts',
      expect.objectContaining({ params: { tag: 'тюнінг' } }),
    );
  });
});

describe('/my/posts', () => {
  it('lists the member’s posts with their state, filters drafts, and leads to the editor', async () => {
    methods.get.mockResolvedValue({
      data: {
        items: [
          cardFixture(1, { status: 'draft', publishedAt: null }),
          cardFixture(2, { moderation: 'held' }),
        ],
        nextCursor: null,
      },
    });
    const { router } = renderPage(<MyPostsPage />, '/my/posts');
    const draft = await screen.findByRole('article', { name: 'Post 1' });
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByRole('link', { name: 'Post 1' })).toHaveAttribute(
      'href',
      '/my/posts/p1/edit',
    );
    const held = screen.getByRole('article', { name: 'Post 2' });
    expect(within(held).getByText('Waits for a moderator')).toBeInTheDocument();
    expect(within(held).getByRole('link', { name: 'Edit “Post 2”' })).toHaveAttribute(
      'href',
      '/my/posts/p2/edit',
    );
    expect(methods.get).toHaveBeenLastCalledWith('/posts/mine', expect.anything());

    await userEvent.click(screen.getByRole('link', { name: 'Drafts' }));
    expect(router.state.location.search).toBe('?status=draft');
    expect(methods.get).toHaveBeenLastCalledWith(
      '/posts/mine',
      expect.objectContaining({ params: { status: 'draft' } }),
    );
    expect(screen.getByRole('link', { name: 'Drafts' })).toHaveAttribute('aria-current', 'page');
  });

  describe('in Ukrainian', () => {
    beforeAll(() => act(() => i18n.changeLanguage('uk')));
    afterAll(() => act(() => i18n.changeLanguage('en')));

    it('names the filters and counts in Ukrainian', async () => {
      methods.get.mockResolvedValue({
        data: { items: [cardFixture(1, { commentsCount: 5 })], nextCursor: null },
      });
      renderPage(<MyPostsPage />, '/my/posts');
      const card = await screen.findByRole('article', { name: 'Post 1' });
      expect(card).toHaveTextContent('5 коментарів');
      expect(screen.getByRole('link', { name: 'Чернетки' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Написати допис' })).toBeInTheDocument();
    });
  });
});
