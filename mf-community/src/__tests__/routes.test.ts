import { i18n } from '@carclub/i18n';

import packageJson from '../../package.json';
import remote from '../routes';
import { setupTestEnvironment } from '../test-utils/render';

setupTestEnvironment();

const { prefixes } = packageJson.carclub;

describe('mf-community routes', () => {
  it('live under the prefixes the shell routes to mf-community', () => {
    for (const route of remote.routes) {
      expect(prefixes.some((prefix) => route.path?.startsWith(prefix))).toBe(true);
    }
  });

  it("keep the writer's pages for members and the reader's public", () => {
    const access = Object.fromEntries(
      remote.routes.map((route) => [route.path, route.handle.access]),
    );
    expect(access).toEqual({
      '/posts': 'public',
      '/create-post': 'user',
      '/my/posts': 'user',
      '/my/posts/:postId/edit': 'user',
      '/tags/:tag': 'public',
      '/u/:nickname/posts/:slug': 'public',
    });
  });

  it.each(['en', 'uk'])('title every page in %s, each with a title of its own', (language) => {
    const titles = remote.routes.map(({ handle }) =>
      i18n.getResource(language, 'community', (handle.titleKey ?? '').replace(/^community:/, '')),
    );
    expect(titles.every((title) => typeof title === 'string' && title !== '')).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('give each page a module of its own with the page as its Component', async () => {
    for (const route of remote.routes) {
      const { lazy } = route;
      const page = typeof lazy === 'function' ? ((await lazy()) as { Component?: unknown }) : {};
      expect({ path: route.path, page: typeof page?.Component }).toEqual({
        path: route.path,
        page: 'function',
      });
    }
  });
});
