import { MEMBER_SUGGEST_LIMIT, memberSuggestResponseSchema } from '@carclub/contracts';
import { eq, inArray } from 'drizzle-orm';

import { profiles, users } from '../../../../src/db/schema';
import { MEMBER_SUGGEST_RATE_LIMIT } from '../../../../src/lib/members';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { createMember, type Member } from '../../../support/vehicle-fixtures';

describe('@ autocomplete: GET /api/members/suggest', () => {
  const { app } = useTestApp();
  // A prefix of this run's own, so members other suites made never answer.
  const run = `s${Date.now().toString(36).slice(-5)}`;
  let named: Member;

  const suggest = (q: string, ip = '203.0.113.7') =>
    app.inject({
      method: 'GET',
      url: `/api/members/suggest?q=${encodeURIComponent(q)}`,
      remoteAddress: ip,
    });
  const nicknamesFor = async (q: string) => {
    const response = await suggest(q);
    expect(response.statusCode).toBe(200);
    return memberSuggestResponseSchema.parse(response.json()).members.map((m) => m.nickname);
  };

  beforeAll(async () => {
    // Made out of order, so an order by creation would show.
    named = await createMember(app, `${run}_named`);
    for (const suffix of ['zed', 'bob', 'Bo', 'ann', 'amy', 'cat', 'dan', 'eve', 'fay', 'gus']) {
      await createMember(app, `${run}${suffix}`);
    }
    await createMember(app, `${run}`);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: named.headers,
      payload: {
        nickname: named.nickname,
        email: named.email,
        firstName: 'Ann',
        lastName: 'Driver',
      },
    });
    expect(saved.statusCode).toBe(200);
  }, DATABASE_TIMEOUT_MS);

  it('offers at most 8 members, the nickname typed exactly first, then by nickname ignoring case', async () => {
    const found = await nicknamesFor(run.toUpperCase());
    expect(found).toHaveLength(MEMBER_SUGGEST_LIMIT);
    expect(found).toEqual([
      run,
      `${run}_named`,
      `${run}amy`,
      `${run}ann`,
      `${run}Bo`,
      `${run}bob`,
      `${run}cat`,
      `${run}dan`,
    ]);
  });

  it('narrows as the member types, with or without the @', async () => {
    expect(await nicknamesFor(`@${run}b`)).toEqual([`${run}Bo`, `${run}bob`]);
    expect(await nicknamesFor(`${run}BO`)).toEqual([`${run}Bo`, `${run}bob`]);
    expect(await nicknamesFor(`${run}zed`)).toEqual([`${run}zed`]);
    expect(await nicknamesFor(`${run}zedx`)).toEqual([]);
  });

  it('takes `_` as itself, not as any character', async () => {
    expect(await nicknamesFor(`${run}_`)).toEqual([`${run}_named`]);
    expect(await nicknamesFor(`${run.slice(0, -1)}_`)).toEqual([]);
  });

  it('gives only the public page’s parts: the name the member shows, else the nickname', async () => {
    const response = await suggest(`${run}_n`);
    expect(response.json()).toEqual({
      members: [{ nickname: `${run}_named`, displayName: 'Ann Driver', avatar: null }],
    });
    await app.db.update(profiles).set({ showName: false }).where(eq(profiles.userId, named.id));
    expect((await suggest(`${run}_n`)).json()).toEqual({
      members: [{ nickname: `${run}_named`, displayName: `${run}_named`, avatar: null }],
    });
    expect((await suggest(`${run}amy`)).json()).toEqual({
      members: [{ nickname: `${run}amy`, displayName: `${run}amy`, avatar: null }],
    });
  });

  it('never offers a blocked, a not yet activated or a deleted member', async () => {
    const [blocked, waiting, deleted] = await Promise.all(
      ['blk', 'wait', 'gone'].map((suffix) => createMember(app, `${run}x${suffix}`)),
    );
    expect(await nicknamesFor(`${run}x`)).toHaveLength(3);
    await app.db
      .update(users)
      .set({ restrictions: ['blocked'] })
      .where(eq(users.id, blocked!.id));
    await app.db.update(users).set({ activatedAt: null }).where(eq(users.id, waiting!.id));
    await app.db.delete(users).where(inArray(users.id, [deleted!.id]));
    expect(await nicknamesFor(`${run}x`)).toEqual([]);
  });

  it.each([
    ['nothing', ''],
    ['an @ alone', '@'],
    ['a space', 'a b'],
    ['a wildcard', 'a%'],
    ['letters no nickname has', 'анна'],
    ['more than a nickname', 'a'.repeat(31)],
  ])('refuses %s with the error payload', async (_, q) => {
    const response = await suggest(q);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400 });
  });

  it('answers 429 once a client has asked too often, and other clients still get answers', async () => {
    const ip = '198.51.100.23';
    for (let asked = 0; asked < MEMBER_SUGGEST_RATE_LIMIT.max; asked += 1) {
      expect((await suggest('zz', ip)).statusCode).toBe(200);
    }
    const refused = await suggest('zz', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await suggest('zz', '198.51.100.24')).statusCode).toBe(200);
  });
});
