import { test } from '@playwright/test';

import { expectPageScreenshots, signInAs, useFixedFonts, visualSeed } from '../support/visual';

/** The community's pages (mf-community): a post and its conversation, the lists, the editor. */

test.beforeEach(async ({ page }) => useFixedFonts(page));

test.describe('uk', () => {
  test('a post with its car, an entry card and a conversation', async ({ page }) => {
    await expectPageScreenshots(page, { name: 'post', url: visualSeed().postPath });
  });

  test('posts', async ({ page }) => {
    await expectPageScreenshots(page, { name: 'posts', url: '/posts' });
  });

  test("a tag's posts", async ({ page }) => {
    await expectPageScreenshots(page, { name: 'tag', url: '/tags/golf' });
  });

  test('my posts, a draft and a published one', async ({ page }) => {
    await signInAs(page, visualSeed().owner);
    await expectPageScreenshots(page, { name: 'my-posts', url: '/my/posts' });
  });

  test('the editor', async ({ page }) => {
    await signInAs(page, visualSeed().owner);
    await expectPageScreenshots(page, { name: 'create-post', url: '/create-post' });
  });
});

test.describe('en', () => {
  test.use({ locale: 'en-US' });

  test('a post', async ({ page }) => {
    await expectPageScreenshots(page, { name: 'en-post', url: visualSeed().postPath });
  });
});
