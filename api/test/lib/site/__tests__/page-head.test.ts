import type { MemberProfile } from '@carclub/contracts';
import { matchPagePath } from '@carclub/contracts/page-paths';

import { dataPageHead, memberPageMove, type PageHead } from '../../../../src/lib/site';

const PUBLIC_URL = 'https://carclub.example';

const ann: MemberProfile = {
  nickname: 'Ann',
  avatar: null,
  cover: null,
  name: null,
  location: null,
  aboutMe: null,
  socialLinks: null,
  birthday: null,
  memberSince: '2026-01-01T00:00:00.000Z',
  counts: { vehicles: 2, followers: 0, following: 0 },
  followsPublic: true,
};

type Answers = Record<string, { status: number; body?: string }>;

/** The head of `path`'s page, the API answering from `answers`; which calls it made. */
async function headOf(path: string, answers: Answers) {
  const asked: string[] = [];
  const failures: unknown[] = [];
  const head = await dataPageHead({
    pathname: path,
    match: matchPagePath(path),
    ask: async (url) => {
      asked.push(url);
      const answer = answers[url] ?? { status: 404 };
      return { status: answer.status, body: answer.body ?? '' };
    },
    language: 'en',
    publicUrl: PUBLIC_URL,
    apiPrefix: '/api',
    onFailure: (error) => failures.push(error),
  });
  return { head, asked, failures };
}

describe('dataPageHead', () => {
  it('asks nothing for a page without data of its own', async () => {
    for (const path of ['/cars', '/u/ann/garage', '/login']) {
      const { head, asked } = await headOf(path, {});
      expect(head).toBeUndefined();
      expect(asked).toEqual([]);
    }
  });

  it("gives a member's page their tags and their own spelling", async () => {
    const { head, asked } = await headOf('/u/ann', {
      '/api/users/ann': { status: 200, body: JSON.stringify(ann) },
    });
    expect(asked).toEqual(['/api/users/ann']);
    expect(head).toMatchObject({ statusCode: 200, found: true, nickname: 'Ann' });
    expect(head?.tags.url).toBe(`${PUBLIC_URL}/u/Ann?lang=en`);
  });

  it('asks for a car and its entry at once, encoded, and is 404 when there is no car', async () => {
    const { head, asked } = await headOf('/u/a b/car/golf/logbook/e1', {});
    expect(asked).toEqual([
      '/api/users/a%20b/vehicles/golf',
      '/api/users/a%20b/vehicles/golf/logbook/e1',
    ]);
    expect(head).toMatchObject({ statusCode: 404, found: false });
    expect(head?.tags.url).toBe(`${PUBLIC_URL}/u/a b/car/golf/logbook/e1?lang=en`);
  });

  it('asks for a post at its address, and is 404 when the public has none there', async () => {
    const { head, asked } = await headOf('/u/ann/posts/first drive', {});
    expect(asked).toEqual(['/api/users/ann/posts/first%20drive']);
    expect(head).toMatchObject({ statusCode: 404, found: false });
    const post = {
      id: 'p1',
      slug: 'winter',
      title: 'Winter tyres',
      body: 'Changed them **early**.',
      author: { nickname: 'Ann', avatar: null },
      vehicle: null,
      tags: [],
      photos: [],
      publishedAt: '2026-11-01T10:00:00.000Z',
      editedAt: null,
      discussion: { id: 'd1', commentsCount: 2, likesCount: 5 },
    };
    const found = await headOf('/u/ann/posts/winter', {
      '/api/users/ann/posts/winter': { status: 200, body: JSON.stringify(post) },
    });
    // Found under the member's own spelling of the nickname, with the post's own tags.
    expect(found.head).toMatchObject({ statusCode: 200, found: true, nickname: 'Ann' });
    expect(found.head?.tags).toMatchObject({
      title: 'Winter tyres',
      description: 'Changed them early.',
      structuredData: { '@type': 'DiscussionForumPosting', commentCount: 2 },
    });
  });

  it("keeps the site's tags and the page open when the API fails", async () => {
    const { head, failures } = await headOf('/u/ann', { '/api/users/ann': { status: 500 } });
    expect(head).toMatchObject({ statusCode: 200, found: false });
    expect(failures).toHaveLength(1);
  });
});

describe('memberPageMove', () => {
  const found: PageHead = { tags: {} as PageHead['tags'], statusCode: 200, found: true };
  const renamedTo = (names: Record<string, string>) => async (nickname: string) => names[nickname];

  it("moves an old nickname's pages, the rest of the address kept", async () => {
    expect(
      await memberPageMove(
        '/u/old/car/golf?tab=logbook',
        matchPagePath('/u/old/car/golf'),
        undefined,
        renamedTo({ old: 'new' }),
      ),
    ).toBe('/u/new/car/golf?tab=logbook');
  });

  it("moves a post's address under an old nickname too (mf-community's page, ADR 0152)", async () => {
    expect(
      await memberPageMove(
        '/u/old/posts/first-drive?lang=en',
        matchPagePath('/u/old/posts/first-drive'),
        undefined,
        renamedTo({ old: 'new' }),
      ),
    ).toBe('/u/new/posts/first-drive?lang=en');
  });

  it("moves to the member's own spelling", async () => {
    expect(
      await memberPageMove(
        '/u/ANN?lang=en',
        matchPagePath('/u/ANN'),
        { ...found, nickname: 'Ann' },
        renamedTo({}),
      ),
    ).toBe('/u/Ann?lang=en');
  });

  it('leaves a found page, any other page and a failed lookup where they are', async () => {
    const failing = async () => Promise.reject(new Error('database down'));
    expect(
      await memberPageMove(
        '/u/Ann',
        matchPagePath('/u/Ann'),
        { ...found, nickname: 'Ann' },
        failing,
      ),
    ).toBeUndefined();
    expect(
      await memberPageMove('/u/old', matchPagePath('/u/old'), undefined, failing),
    ).toBeUndefined();
    expect(
      await memberPageMove('/cars', matchPagePath('/cars'), undefined, renamedTo({ cars: 'x' })),
    ).toBeUndefined();
  });
});
