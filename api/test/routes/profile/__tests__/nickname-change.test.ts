import { profileSchema } from '@carclub/contracts';
import { eq } from 'drizzle-orm';
import path from 'node:path';

import { nicknameHolds, sessions, users } from '../../../../src/db/schema';
import { heldNicknamesMatching } from '../../../../src/lib/auth/nicknames';
import {
  NICKNAME_CHANGE_INTERVAL_MS,
  RENAME_AFTER_SIGN_IN_MS,
} from '../../../../src/lib/profile/nickname';
import { useTestApp, writeFiles } from '../../../support/test-app';
import { TEST_PASSWORD } from '../../../support/users';
import { createMember, createVehicle, type Member } from '../../../support/vehicle-fixtures';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const DAY_MS = 24 * 60 * 60 * 1000;

describe('changing the nickname: once in 30 days, the old one held and redirected for 90', () => {
  const { app } = useTestApp({
    env: (dataDir) => ({ SITE_DIR: path.join(dataDir, 'site') }),
    prepare: (dataDir) =>
      writeFiles(path.join(dataDir, 'site'), {
        'shell/index.html': '<!doctype html><title>CarClub</title>',
      }),
  });

  function rename(
    member: Member,
    nickname: string,
    currentPassword: string | null = TEST_PASSWORD,
  ) {
    return app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: member.headers,
      payload: {
        nickname,
        email: member.email,
        ...(currentPassword === null ? {} : { currentPassword }),
      },
    });
  }

  async function lastChangeWasDaysAgo(member: Member, days: number) {
    await app.db
      .update(users)
      .set({ nicknameChangedAt: new Date(Date.now() - days * DAY_MS) })
      .where(eq(users.id, member.id));
  }

  it('allows one change, then says when the next one is possible; a change of case is free', async () => {
    const member = await createMember(app);
    const first = await rename(member, `${member.nickname}x`);
    expect(first.statusCode).toBe(200);
    const profile = profileSchema.parse(first.json());
    expect(profile.nickname).toBe(`${member.nickname}x`);
    const changeableIn = Date.parse(profile.nicknameChangeableAt!) - Date.now();
    expect(changeableIn).toBeGreaterThan(NICKNAME_CHANGE_INTERVAL_MS - 60_000);
    expect(changeableIn).toBeLessThanOrEqual(NICKNAME_CHANGE_INTERVAL_MS);

    const second = await rename(member, `${member.nickname}y`);
    expect(second.statusCode).toBe(400);
    expect(second.json().details.fields).toEqual({
      nickname: ['validation.nicknameChangeTooSoon'],
    });
    expect((await rename(member, `${member.nickname.toUpperCase()}X`)).statusCode).toBe(200);

    await lastChangeWasDaysAgo(member, 31);
    const later = await rename(member, `${member.nickname}y`);
    expect(later.statusCode).toBe(200);
  });

  it('needs the current password, not an access token alone, and mails the member a notice', async () => {
    const member = await createMember(app);
    const sent = jest.spyOn(app.mailer, 'send');
    const missing = await rename(member, `${member.nickname}p`, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.fields).toEqual({ currentPassword: ['validation.required'] });
    const wrong = await rename(member, `${member.nickname}p`, 'not the password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.fields).toEqual({
      currentPassword: ['messages.currentPasswordIncorrect'],
    });
    // Nothing changed, so the 30 days have not started either.
    const [stored] = await app.db
      .select({ nickname: users.nickname, changedAt: users.nicknameChangedAt })
      .from(users)
      .where(eq(users.id, member.id));
    expect(stored).toEqual({ nickname: member.nickname, changedAt: null });
    // The rest of the profile and a change of case need no password.
    expect((await rename(member, member.nickname.toUpperCase(), null)).statusCode).toBe(200);
    await app.backgroundTasks.drain();
    expect(sent).not.toHaveBeenCalled();

    expect((await rename(member, `${member.nickname}p`)).statusCode).toBe(200);
    await app.backgroundTasks.drain();
    expect(sent).toHaveBeenCalledTimes(1);
    const [notice] = sent.mock.calls[0]!;
    expect(notice.to).toBe(member.email);
    expect(notice.subject).toBe('Нікнейм вашого облікового запису CarClub змінено');
    expect(notice.text).toContain(`з ${member.nickname.toUpperCase()} на ${member.nickname}p`);
    expect(notice.link).toMatch(/\/profile\/settings\?tab=security$/);
    sent.mockRestore();
  });

  it('lets an account without a password (Google) rename only soon after signing in', async () => {
    const member = await createMember(app);
    await app.db.update(users).set({ passwordHash: null }).where(eq(users.id, member.id));
    await app.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - RENAME_AFTER_SIGN_IN_MS - 60_000) })
      .where(eq(sessions.userId, member.id));
    const stale = await rename(member, `${member.nickname}g`, null);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().details.fields).toEqual({
      nickname: ['validation.nicknameNeedsRecentSignIn'],
    });
    await app.db
      .update(sessions)
      .set({ createdAt: new Date() })
      .where(eq(sessions.userId, member.id));
    expect((await rename(member, `${member.nickname}g`, null)).statusCode).toBe(200);
  });

  it('holds the old nickname from everyone else, the owner excepted', async () => {
    const member = await createMember(app);
    const other = await createMember(app);
    const old = member.nickname;
    expect((await rename(member, `${old}2`)).statusCode).toBe(200);

    expect((await rename(other, old.toUpperCase())).statusCode).toBe(409);
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: `new-${old}@example.com`,
        password: 'a long fresh password',
        nickname: old,
      },
    });
    expect(signUp.statusCode).toBe(409);
    expect(signUp.json().details.fields).toEqual({ nickname: ['errors.unique_nickname'] });
    // Google sign-ups number past it.
    expect(await heldNicknamesMatching(app.db, `^${old}[0-9]*$`)).toEqual([old.toLowerCase()]);

    await lastChangeWasDaysAgo(member, 31);
    expect((await rename(member, old)).statusCode).toBe(200);
    const holds = await app.db
      .select()
      .from(nicknameHolds)
      .where(eq(nicknameHolds.nicknameKey, old.toLowerCase()));
    expect(holds).toEqual([]);
  });

  it('refuses reserved words', async () => {
    const member = await createMember(app);
    const response = await rename(member, 'admin');
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toEqual({ nickname: ['validation.reservedNickname'] });
  });

  it('redirects the old vehicle links (API and page) with 301 for 90 days, then they are gone', async () => {
    const member = await createMember(app);
    const vehicle = await createVehicle(app, member);
    const old = member.nickname;
    const renamed = `${old}.new`;
    expect((await rename(member, renamed)).statusCode).toBe(200);

    const api = await app.inject({
      method: 'GET',
      url: `/api/users/${old}/vehicles/${vehicle.slug}`,
    });
    expect(api.statusCode).toBe(301);
    expect(api.headers.location).toBe(`/api/users/${renamed}/vehicles/${vehicle.slug}`);
    const followed = await app.inject({ method: 'GET', url: api.headers.location as string });
    expect(followed.statusCode).toBe(200);

    const page = await app.inject({
      method: 'GET',
      url: `/u/${old.toUpperCase()}/car/${vehicle.slug}?lang=en`,
      headers: HTML,
    });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`/u/${renamed}/car/${vehicle.slug}?lang=en`);
    const memberPage = await app.inject({ method: 'GET', url: `/u/${old}`, headers: HTML });
    expect(memberPage.headers.location).toBe(`/u/${renamed}`);

    await app.db
      .update(nicknameHolds)
      .set({ heldUntil: new Date(Date.now() - 1_000) })
      .where(eq(nicknameHolds.nicknameKey, old.toLowerCase()));
    expect(
      (await app.inject({ method: 'GET', url: `/api/users/${old}/vehicles/${vehicle.slug}` }))
        .statusCode,
    ).toBe(404);
    const gone = await app.inject({
      method: 'GET',
      url: `/u/${old}/car/${vehicle.slug}`,
      headers: HTML,
    });
    expect(gone.statusCode).toBe(404);
  });
});
