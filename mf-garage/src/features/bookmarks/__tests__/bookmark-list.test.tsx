import { apiClient } from '@carclub/api-client';
import type { Bookmark, BookmarkListResponse } from '@carclub/contracts';
import { i18n } from '@carclub/i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { MyBookmarksPage } from '../../../pages/my-bookmarks-page';
import { fakeApiMethods, renderPage, setupTestEnvironment } from '../../../test-utils/render';

setupTestEnvironment();
const { get, delete: del } = fakeApiMethods(apiClient);

const post: Bookmark = {
  kind: 'post',
  bookmarkedAt: '2026-11-03T10:00:00.000Z',
  post: {
    id: '7a000000-0000-4000-8000-000000000001',
    discussionId: '7d000000-0000-4000-8000-000000000001',
    slug: 'winter-tyres',
    title: 'Winter tyres',
    authorNickname: 'ann',
    publishedAt: '2026-11-01T10:00:00.000Z',
  },
};
const car: Bookmark = {
  kind: 'vehicle',
  bookmarkedAt: '2026-11-02T10:00:00.000Z',
  vehicle: {
    id: '7c000000-0000-4000-8000-000000000001',
    slug: 'golf',
    name: 'Golf',
    year: 2016,
    ownerNickname: 'bob',
    previewImage: null,
    previewPicture: null,
  },
};

function answer(items: Bookmark[]) {
  get.mockImplementation(async (url: string) => {
    if (url !== '/bookmarks') throw new Error(`unexpected GET ${url}`);
    const page: BookmarkListResponse = { items, total: items.length, page: 1, limit: 20 };
    return { data: page };
  });
}

const open = () => renderPage(<MyBookmarksPage />, '/my/bookmarks');

describe('the bookmarks page', () => {
  it('lists a bookmarked post with its title, leading to it, and its author, beside the cars', async () => {
    answer([post, car]);
    open();
    const item = (await screen.findByRole('link', { name: 'Winter tyres' })).closest('li')!;
    expect(within(item).getByText('Post')).toBeVisible();
    expect(within(item).getByRole('link', { name: 'Winter tyres' })).toHaveAttribute(
      'href',
      '/u/ann/posts/winter-tyres',
    );
    expect(within(item).getByText('by ann')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Golf' })).toHaveAttribute('href', '/u/bob/car/golf');
  });

  it('removes a post’s bookmark by its discussion', async () => {
    const items = [post, car];
    answer(items);
    del.mockImplementation(async () => {
      items.splice(0, 1);
      return { status: 204 };
    });
    const user = userEvent.setup();
    open();
    await user.click(
      await screen.findByRole('button', { name: 'Remove “Winter tyres” from bookmarks' }),
    );
    expect(del).toHaveBeenCalledWith(`/bookmarks/discussions/${post.post.discussionId}`);
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Winter tyres' })).not.toBeInTheDocument(),
    );
  });

  it('names a post in Ukrainian', async () => {
    answer([post]);
    await act(() => i18n.changeLanguage('uk'));
    try {
      open();
      const item = (await screen.findByRole('link', { name: 'Winter tyres' })).closest('li')!;
      expect(within(item).getByText('Допис')).toBeVisible();
      expect(within(item).getByText('автор: ann')).toBeVisible();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
