import { i18n } from '@carclub/i18n';
import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';

import { renderPage, setupTestEnvironment } from '../../test-utils/render';
import { CreatePostPage } from '../create-post-page';
import { MyPostsPage } from '../my-posts-page';
import { PostPage } from '../post-page';
import { PostsPage } from '../posts-page';
import { TagPage } from '../tag-page';

setupTestEnvironment();

const PAGES: [ReactElement, string, string][] = [
  [<PostsPage key="posts" />, '/posts', '/posts'],
  [<CreatePostPage key="create" />, '/create-post', '/create-post'],
  [<MyPostsPage key="mine" />, '/my/posts', '/my/posts'],
  [<TagPage key="tag" />, '/tags/:tag', '/tags/tuning'],
  [<PostPage key="post" />, '/u/:nickname/posts/:slug', '/u/ann/posts/first-drive'],
];

/** Each page's h1 and what it says is coming, in the placeholder layout of pages not built yet. */
function shown(page: ReactElement, path: string, url: string) {
  const { unmount } = renderPage(page, path, url);
  const title = screen.getByRole('heading', { level: 1 }).textContent ?? '';
  expect(screen.getByRole('region', { name: title })).toHaveClass('cc-placeholder');
  const badge = screen.getByRole('heading', { level: 2 }).textContent;
  const description = document.querySelector('.cc-state__description')?.textContent;
  const link = screen.getByRole('link');
  const action = [link.textContent, link.getAttribute('href')];
  unmount();
  return { title, badge, description, action };
}

describe.each([
  ['en', 'Coming soon', 'Go home', 'Go to ann’s page'],
  ['uk', 'Незабаром', 'На головну', 'На сторінку ann'],
])('in %s, each page of mf-community', (language, badge, home, author) => {
  beforeAll(() => act(() => i18n.changeLanguage(language)));
  afterAll(() => act(() => i18n.changeLanguage('en')));

  it('says what is coming to it, in words of its own', () => {
    const pages = PAGES.map(([page, path, url]) => shown(page, path, url));
    expect(pages.map((page) => page.badge)).toEqual(PAGES.map(() => badge));
    expect(new Set(pages.map((page) => page.title)).size).toBe(PAGES.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(PAGES.length);
    expect(pages.every((page) => (page.description ?? '').length > 20)).toBe(true);
    expect(pages.map((page) => page.action)).toEqual([
      [home, '/'],
      [home, '/'],
      [home, '/'],
      [home, '/'],
      // A post's address names its author: their page is where to go meanwhile.
      [author, '/u/ann'],
    ]);
  });

  it("names the tag on a tag's page", () => {
    const page = shown(<TagPage />, '/tags/:tag', '/tags/%D1%82%D1%8E%D0%BD%D1%96%D0%BD%D0%B3');
    expect(page.title).toBe('#тюнінг');
    expect(page.description).toContain('#тюнінг');
  });
});
