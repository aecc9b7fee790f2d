import { apiClient } from '@carclub/api-client';
import { i18n } from '@carclub/i18n';
import { CURRENT_USER_QUERY_KEY, queryClient as sessionQueryClient } from '@carclub/session';
import { currentUserFixture } from '@carclub/testing/fixtures';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { PostPage } from '../../../pages/post-page';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';
import { galleryOf, postFixture } from './fixtures';

const methods = fakeApiMethods(apiClient);

const signInAs = (nickname: string | null) =>
  sessionQueryClient.setQueryData(
    CURRENT_USER_QUERY_KEY,
    nickname && currentUserFixture({ id: nickname, email: `${nickname}@example.com`, nickname }),
  );

const open = (url = '/u/ann/posts/winter-tyres') =>
  renderPage(<PostPage />, '/u/:nickname/posts/:slug', url);

setupTestEnvironment();
beforeEach(() => signInAs(null));

describe("a post's page", () => {
  it('shows the post: author, date, car, text, what was done and tags, each linked', async () => {
    methods.get.mockResolvedValue({ data: postFixture() });
    open();
    const article = await screen.findByRole('article', { name: 'Winter tyres' });
    expect(methods.get).toHaveBeenCalledWith('/users/ann/posts/winter-tyres', expect.anything());
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent('Winter tyres');
    expect(within(article).getByRole('link', { name: 'ann' })).toHaveAttribute('href', '/u/ann');
    expect(within(article).getByText('Published November 3, 2026')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'The car: Golf, 2016' })).toHaveAttribute(
      'href',
      '/u/ann/car/golf-2016',
    );
    // The text through the site's renderer: bold, and a mention linked to the member.
    expect(article.querySelector('.post__body strong')).toHaveTextContent('all four');
    expect(within(article).getByRole('link', { name: '@bob' })).toHaveAttribute('href', '/u/bob');

    const done = within(article).getByRole('region', { name: 'What was done' });
    expect(within(done).getByRole('heading', { level: 3 })).toHaveTextContent('Tyre change');
    expect(done).toHaveTextContent('November 2, 2026');
    expect(done).toHaveTextContent('123,456 km');
    expect(done).toHaveTextContent('Parts');
    expect(done).toHaveTextContent('Nokian WR part no. T430');
    expect(done).toHaveTextContent(/Cost: UAH\s?1,200\.00/);

    const tags = within(article).getByRole('list', { name: 'Tags' });
    expect(within(tags).getByRole('link', { name: '#tyres' })).toHaveAttribute(
      'href',
      '/tags/tyres',
    );
    // Nothing of the author's own is drawn for a reader, and no "edited" until it is.
    expect(within(article).queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(within(article).queryByText('edited')).toBeNull();
  });

  it('leaves out a hidden cost and marks a post edited after publication', async () => {
    const post = postFixture({ editedAt: '2026-11-05T10:00:00.000Z' });
    post.entries[0] = { ...post.entries[0]!, cost: null, currency: null, mileage: null };
    methods.get.mockResolvedValue({ data: post });
    open();
    const article = await screen.findByRole('article', { name: 'Winter tyres' });
    expect(within(article).getByText('edited')).toBeInTheDocument();
    const done = within(article).getByRole('region', { name: 'What was done' });
    expect(done).not.toHaveTextContent('Cost');
    expect(done).not.toHaveTextContent('km');
  });

  it('shows the photos as a gallery in the author’s order, each opening the larger view', async () => {
    const [first, second, third] = galleryOf(3);
    methods.get.mockResolvedValue({ data: postFixture({ photos: [third!, first!, second!] }) });
    open();
    const photos = await screen.findByRole('region', { name: 'Photos' });
    expect(
      within(photos)
        .getAllByRole('img')
        .map((image) => image.getAttribute('src')),
    ).toEqual([third!.url, first!.cardUrl, second!.cardUrl]);
    expect(within(photos).getByRole('img', { name: 'Winter tyres, photo 1 of 3' })).toBeVisible();
    await userEvent.setup().click(within(photos).getAllByRole('button')[1]!);
    const viewer = await screen.findByRole('dialog', { name: 'Winter tyres' });
    expect(within(viewer).getByText('Photo 2 of 3')).toBeInTheDocument();
  });

  it('gives its author Edit, Delete after asking, and the moderator’s decision', async () => {
    signInAs('ann');
    methods.get.mockResolvedValue({
      data: postFixture({ moderation: 'hidden', moderationReason: 'Advertising' }),
    });
    methods.delete.mockResolvedValue({ status: 204 });
    const { router } = open();
    const article = await screen.findByRole('article', { name: 'Winter tyres' });
    expect(within(article).getByText('Hidden by a moderator: Advertising')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/my/posts/p1/edit',
    );
    await userEvent.click(within(article).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Winter tyres”?' });
    expect(methods.delete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The post is deleted')).toBeInTheDocument();
    expect(methods.delete).toHaveBeenCalledWith('/posts/p1');
    expect(router.state.location.pathname).toBe('/my/posts');
  });

  it('lets a member who did not write it bookmark it, by its discussion; not its author', async () => {
    signInAs('bob');
    const post = postFixture();
    methods.get.mockImplementation(async (url: string) =>
      url === '/bookmarks/contains'
        ? { data: { vehicleIds: [], entryIds: [], discussionIds: [] } }
        : { data: post },
    );
    methods.put.mockResolvedValue({ status: 204 });
    const view = open();
    const article = await screen.findByRole('article', { name: 'Winter tyres' });
    await userEvent.click(await within(article).findByRole('button', { name: 'Bookmark' }));
    expect(methods.put).toHaveBeenCalledWith(
      `/bookmarks/discussions/${post.discussion.id}`,
      undefined,
    );
    view.unmount();

    signInAs('ann');
    open();
    const own = await screen.findByRole('article', { name: 'Winter tyres' });
    expect(within(own).getByRole('link', { name: 'Edit' })).toBeVisible();
    expect(within(own).queryByRole('button', { name: 'Bookmark' })).not.toBeInTheDocument();
  });

  it('tells its author a held post waits for a moderator', async () => {
    signInAs('ann');
    methods.get.mockResolvedValue({ data: postFixture({ moderation: 'held' }) });
    open();
    expect(await screen.findByText('Waits for a moderator')).toBeInTheDocument();
  });

  it('says plainly when there is no such post', async () => {
    methods.get.mockRejectedValue(httpError(404, errorPayload(404, 'Not Found', 'Not found')));
    open('/u/ann/posts/nothing');
    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Post');
    expect(screen.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/posts');
  });

  describe('in Ukrainian', () => {
    beforeAll(() => act(() => i18n.changeLanguage('uk')));
    afterAll(() => act(() => i18n.changeLanguage('en')));

    it('writes its dates, numbers and headings in Ukrainian', async () => {
      methods.get.mockResolvedValue({ data: postFixture() });
      open();
      const article = await screen.findByRole('article', { name: 'Winter tyres' });
      expect(within(article).getByRole('region', { name: 'Що зроблено' })).toHaveTextContent(
        'Запчастини',
      );
      expect(within(article).getByText(/^Опубліковано 3 листопада 2026/)).toBeInTheDocument();
      expect(within(article).getByRole('link', { name: 'Авто: Golf, 2016' })).toBeInTheDocument();
    });
  });
});
