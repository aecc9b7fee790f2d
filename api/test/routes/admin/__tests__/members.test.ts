import type { AdminMember, AdminMemberDetail, AdminMembersPage } from '@carclub/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';

import { auditLog, notifications, sessions, users } from '../../../../src/db/schema';
import { createSession } from '../../../../src/lib/auth/sessions';
import { newIp, useAuthTestApp } from '../../../support/auth-test-kit';
import { multipartBody, pngBuffer } from '../../../support/images';
import { DATABASE_TIMEOUT_MS } from '../../../support/test-app';
import { authHeaderFor, createTestUser, type TestUser } from '../../../support/users';

type Headers = { authorization: string };

describe('admin members API', () => {
  const kit = useAuthTestApp();
  let admin: TestUser;
  let adminHeaders: Headers;
  let moderatorHeaders: Headers;
  /** Every nickname of this file starts with it, so searches see only this file's members. */
  const tag = `mem${Date.now().toString(36)}`;
  let seq = 0;

  const newMember = (options: Parameters<typeof createTestUser>[1] = {}) =>
    createTestUser(kit.app, { nickname: `${tag}_${++seq}`, ...options });

  beforeAll(async () => {
    admin = await newMember({ roles: ['user', 'admin'] });
    adminHeaders = await authHeaderFor(kit.app, admin, ['user', 'admin']);
    const moderator = await newMember({ roles: ['user', 'moderator'] });
    moderatorHeaders = await authHeaderFor(kit.app, moderator, ['user', 'moderator']);
  }, DATABASE_TIMEOUT_MS);

  const get = (url: string, headers: Headers = adminHeaders) =>
    kit.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Headers = adminHeaders) =>
    kit.app.inject({ method: 'POST', url, headers, payload });

  async function list(query: string): Promise<AdminMembersPage> {
    const response = await get(`/api/admin/members?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<AdminMembersPage>();
  }

  async function lastAudit(memberId: string) {
    const [row] = await kit.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, memberId))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row;
  }

  const login = (member: TestUser) =>
    kit.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: newIp(),
      payload: { email: member.email, password: member.password },
    });

  describe('the table', () => {
    it('finds members by part of the e-mail or nickname, ignoring case, and pages them', async () => {
      const found = await newMember({ email: `${tag}.Findme@Example.com`.toLowerCase() });
      const byEmail = await list(`q=${encodeURIComponent(`${tag}.FINDME`)}`);
      expect(byEmail.items.map((item) => item.id)).toEqual([found.id]);
      expect(byEmail.total).toBe(1);

      const byNickname = await list(`q=${tag}_&limit=2&page=1&sort=joined&order=asc`);
      expect(byNickname.items).toHaveLength(2);
      expect(byNickname.total).toBeGreaterThanOrEqual(3);
      expect(byNickname.items[0]!.id).toBe(admin.id);
      const second = await list(`q=${tag}_&limit=2&page=2&sort=joined&order=asc`);
      expect(second.items.map((item) => item.id)).not.toContain(admin.id);
    });

    it('treats % and _ typed in the search as themselves', async () => {
      const page = await list(`q=${encodeURIComponent('%')}`);
      expect(page.total).toBe(0);
    });

    it('filters by role and by status', async () => {
      const inactive = await newMember({ activated: false });
      const admins = await list(`q=${tag}&role=admin`);
      expect(admins.items.map((item) => item.id)).toEqual([admin.id]);
      const waiting = await list(`q=${tag}&status=notActivated`);
      expect(waiting.items.map((item) => item.id)).toEqual([inactive.id]);
      expect(waiting.items[0]!.status).toBe('notActivated');
      const active = await list(`q=${tag}&status=active`);
      expect(active.items.map((item) => item.id)).not.toContain(inactive.id);
    });

    it('sorts by last sign-in, members who never signed in last', async () => {
      const early = await newMember();
      const late = await newMember();
      const never = await newMember();
      await createSession(kit.app.db, early.id, { now: new Date('2026-01-01T00:00:00Z') });
      await createSession(kit.app.db, late.id, { now: new Date('2026-02-01T00:00:00Z') });
      const ids = (page: AdminMembersPage) =>
        page.items
          .map((item) => item.id)
          .filter((id) => [early.id, late.id, never.id].includes(id));
      const newestFirst = await list(`q=${tag}&sort=lastSignIn&order=desc&limit=100`);
      expect(ids(newestFirst)).toEqual([late.id, early.id, never.id]);
      const oldestFirst = await list(`q=${tag}&sort=lastSignIn&order=asc&limit=100`);
      expect(ids(oldestFirst)).toEqual([early.id, late.id, never.id]);
      expect(newestFirst.items.find((item) => item.id === late.id)!.lastSignInAt).toBe(
        '2026-02-01T00:00:00.000Z',
      );
    });

    it('refuses a filter value it does not know, naming it', async () => {
      const response = await get('/api/admin/members?status=sleeping');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ details: { fields: { status: expect.any(Array) } } });
    });

    it('lets a moderator read the table and a member page, but not act', async () => {
      const member = await newMember();
      expect((await get('/api/admin/members', moderatorHeaders)).statusCode).toBe(200);
      expect((await get(`/api/admin/members/${member.id}`, moderatorHeaders)).statusCode).toBe(200);
      const block = await post(
        `/api/admin/members/${member.id}/block`,
        { reason: 'spam' },
        moderatorHeaders,
      );
      expect(block.statusCode).toBe(403);
      const grant = await post(
        `/api/admin/members/${member.id}/roles/grant`,
        { role: 'moderator', reason: 'helps' },
        moderatorHeaders,
      );
      expect(grant.statusCode).toBe(403);
    });
  });

  describe("a member's page", () => {
    it('shows live sessions and security notices only', async () => {
      const member = await newMember();
      await createSession(kit.app.db, member.id, { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' });
      const ended = await createSession(kit.app.db, member.id);
      await kit.app.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.id, ended.sessionId));
      await kit.app.db.insert(notifications).values([
        { userId: member.id, kind: 'newSignIn', data: {} },
        { userId: member.id, kind: 'vehicleHidden', data: { vehicleId: 'x', vehicleName: 'y' } },
      ]);
      const response = await get(`/api/admin/members/${member.id}`);
      expect(response.statusCode).toBe(200);
      const detail = response.json<AdminMemberDetail>();
      expect(detail.member.nickname).toBe(member.nickname);
      expect(detail.sessions).toHaveLength(1);
      expect(detail.securityNotifications.map((notice) => notice.kind)).toEqual(['newSignIn']);
      // Its sign-ins were one day's visit (ADR 0153).
      expect(detail.trust).toEqual({
        level: 0,
        staff: false,
        locked: false,
        activity: expect.objectContaining({ daysVisited: 1, commentsApproved: 0 }),
      });
    });

    it('answers 404 for an id that names nobody', async () => {
      const response = await get('/api/admin/members/00000000-0000-4000-8000-000000000000');
      expect(response.statusCode).toBe(404);
    });
  });

  describe('roles', () => {
    it('grants and revokes moderator at once, recording who, what and why', async () => {
      const member = await newMember();
      const headers = await authHeaderFor(kit.app, member);
      expect((await get('/api/admin/overview', headers)).statusCode).toBe(403);

      const granted = await post(`/api/admin/members/${member.id}/roles/grant`, {
        role: 'moderator',
        reason: 'Runs the Kyiv meet-ups',
      });
      expect(granted.statusCode).toBe(200);
      expect(granted.json<AdminMember>().roles).toEqual(['user', 'moderator']);
      // The same token: roles are read per request.
      expect((await get('/api/admin/overview', headers)).statusCode).toBe(200);
      expect(await lastAudit(member.id)).toMatchObject({
        actorId: admin.id,
        action: 'member.roleGrant',
        targetType: 'member',
        targetLabel: member.nickname,
        before: { roles: ['user'] },
        after: { roles: ['user', 'moderator'] },
        reason: 'Runs the Kyiv meet-ups',
      });

      const revoked = await post(`/api/admin/members/${member.id}/roles/revoke`, {
        role: 'moderator',
        reason: 'Stepped down',
      });
      expect(revoked.json<AdminMember>().roles).toEqual(['user']);
      expect((await get('/api/admin/overview', headers)).statusCode).toBe(403);
      expect(await lastAudit(member.id)).toMatchObject({ action: 'member.roleRevoke' });
    });

    it('asks for a reason and a staff role', async () => {
      const member = await newMember();
      const response = await post(`/api/admin/members/${member.id}/roles/grant`, {
        role: 'user',
        reason: ' ',
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().details.fields).sort()).toEqual(['reason', 'role']);
    });

    it("refuses to change an admin's own roles", async () => {
      const response = await post(`/api/admin/members/${admin.id}/roles/revoke`, {
        role: 'admin',
        reason: 'tired',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('validation.notOnYourself');
    });

    it('of two admins revoking each other at once, leaves one admin', async () => {
      const first = await newMember({ roles: ['user', 'admin'] });
      const second = await newMember({ roles: ['user', 'admin'] });
      // Only these two count: every other admin of the file is blocked for this test.
      const others = await kit.app.db
        .update(users)
        .set({ restrictions: ['blocked'] })
        .where(and(eq(users.restrictions, []), isNull(users.googleSubject)))
        .returning({ id: users.id });
      const restore = others.filter(({ id }) => id !== first.id && id !== second.id);
      await kit.app.db.update(users).set({ restrictions: [] }).where(eq(users.id, first.id));
      await kit.app.db.update(users).set({ restrictions: [] }).where(eq(users.id, second.id));
      try {
        // Both sessions first, so the two requests start together.
        const firstHeaders = await authHeaderFor(kit.app, first);
        const secondHeaders = await authHeaderFor(kit.app, second);
        const [a, b] = await Promise.all([
          post(
            `/api/admin/members/${second.id}/roles/revoke`,
            { role: 'admin', reason: 'x' },
            firstHeaders,
          ),
          post(
            `/api/admin/members/${first.id}/roles/revoke`,
            { role: 'admin', reason: 'x' },
            secondHeaders,
          ),
        ]);
        expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
        const refused = [a, b].find((response) => response.statusCode === 409)!;
        expect(refused.json().message).toBe('validation.lastAdmin');
      } finally {
        for (const { id } of restore) {
          await kit.app.db.update(users).set({ restrictions: [] }).where(eq(users.id, id));
        }
      }
    });
  });

  describe('block and unblock', () => {
    it('ends every session at once, refuses sign-in and refresh, and hides the public page', async () => {
      const member = await newMember();
      const signedIn = await login(member);
      expect(signedIn.statusCode).toBe(200);
      const { accessToken, refreshToken } = signedIn.json<{
        accessToken: string;
        refreshToken: string;
      }>();
      const memberHeaders = { authorization: `Bearer ${accessToken}` };
      expect((await get('/api/auth/me', memberHeaders)).statusCode).toBe(200);
      expect((await get(`/api/users/${member.nickname}`)).statusCode).toBe(200);

      const blocked = await post(`/api/admin/members/${member.id}/block`, {
        reason: 'Sells stolen parts',
      });
      expect(blocked.statusCode).toBe(200);
      expect(blocked.json<AdminMember>()).toMatchObject({
        status: 'blocked',
        restrictions: ['blocked'],
      });

      expect((await get('/api/auth/me', memberHeaders)).statusCode).toBe(401);
      const live = await kit.app.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, member.id), isNull(sessions.revokedAt)));
      expect(live).toEqual([]);
      const refreshed = await kit.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        payload: { refreshToken },
      });
      expect(refreshed.statusCode).toBe(401);
      const again = await login(member);
      expect(again.statusCode).toBe(403);
      expect(again.json()).toMatchObject({
        message: 'validation.accountBlocked',
        details: { fields: { email: ['validation.accountBlocked'] } },
      });
      expect((await get(`/api/users/${member.nickname}`)).statusCode).toBe(404);
      expect((await get(`/api/users/${member.nickname}/vehicles`)).statusCode).toBe(404);
      expect(await lastAudit(member.id)).toMatchObject({
        action: 'member.block',
        before: { restrictions: [] },
        after: { restrictions: ['blocked'] },
        reason: 'Sells stolen parts',
      });

      const unblocked = await post(`/api/admin/members/${member.id}/unblock`, {});
      expect(unblocked.json<AdminMember>().status).toBe('active');
      expect(await lastAudit(member.id)).toMatchObject({ action: 'member.unblock', reason: null });
      expect((await login(member)).statusCode).toBe(200);
      expect((await get(`/api/users/${member.nickname}`)).statusCode).toBe(200);
    });

    it('a wrong password of a blocked account is still just a wrong password', async () => {
      const member = await newMember({ roles: ['user'] });
      await post(`/api/admin/members/${member.id}/block`, { reason: 'spam' });
      const response = await login({ ...member, password: 'not the password at all' });
      expect(response.statusCode).toBe(401);
    });

    it('needs a reason, refuses one’s own account and records nothing for a repeat', async () => {
      const member = await newMember();
      const noReason = await post(`/api/admin/members/${member.id}/block`, {});
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().details.fields.reason).toEqual(['validation.required']);

      const self = await post(`/api/admin/members/${admin.id}/block`, { reason: 'test' });
      expect(self.statusCode).toBe(400);
      expect(self.json().message).toBe('validation.notOnYourself');

      await post(`/api/admin/members/${member.id}/block`, { reason: 'first' });
      const first = await lastAudit(member.id);
      await post(`/api/admin/members/${member.id}/block`, { reason: 'second' });
      expect((await lastAudit(member.id))!.id).toBe(first!.id);
    });
  });

  describe('uploads', () => {
    it('a member barred from uploading gets 403 with a message saying so, until allowed', async () => {
      const member = await newMember();
      const headers = await authHeaderFor(kit.app, member);
      const upload = async () => {
        const body = multipartBody([{ field: 'file', data: await pngBuffer() }]);
        return kit.app.inject({
          method: 'POST',
          url: '/api/media/change-avatar',
          headers: { ...headers, ...body.headers },
          payload: body.payload,
        });
      };
      const banned = await post(`/api/admin/members/${member.id}/uploads-ban`, {
        reason: 'Posts other people’s photos',
      });
      expect(banned.json<AdminMember>().restrictions).toEqual(['uploadsBanned']);
      const refused = await upload();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('validation.uploadsBanned');
      expect(await lastAudit(member.id)).toMatchObject({ action: 'member.uploadsBan' });

      await post(`/api/admin/members/${member.id}/uploads-allow`, { reason: 'Promised' });
      expect((await upload()).statusCode).toBe(200);
      expect(await lastAudit(member.id)).toMatchObject({ action: 'member.uploadsUnban' });
    });
  });

  describe('sign out everywhere, resend activation, delete', () => {
    it('signs a member out of every device', async () => {
      const member = await newMember();
      const one = await authHeaderFor(kit.app, member);
      const two = await authHeaderFor(kit.app, member);
      const response = await post(`/api/admin/members/${member.id}/sign-out-everywhere`, {});
      expect(response.statusCode).toBe(200);
      expect((await get('/api/auth/me', one)).statusCode).toBe(401);
      expect((await get('/api/auth/me', two)).statusCode).toBe(401);
      expect(await lastAudit(member.id)).toMatchObject({
        action: 'member.signOutEverywhere',
        before: { liveSessions: 2 },
        after: { liveSessions: 0 },
      });
    });

    it('mails a fresh activation link to a member who is not active yet, and only to them', async () => {
      const member = await newMember({ activated: false });
      const before = kit.mails.length;
      const response = await post(`/api/admin/members/${member.id}/resend-activation`, {});
      expect(response.statusCode).toBe(200);
      await kit.app.backgroundTasks.drain();
      const mail = kit.mails.slice(before).find((message) => message.to === member.email);
      expect(mail?.link).toContain('/activate?token=');
      expect(await lastAudit(member.id)).toMatchObject({ action: 'member.resendActivation' });

      const active = await newMember();
      const refused = await post(`/api/admin/members/${active.id}/resend-activation`, {});
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('validation.alreadyActivated');
    });

    it('deletes an account only when its nickname is typed out, and never one’s own', async () => {
      const member = await newMember();
      const wrong = await post(`/api/admin/members/${member.id}/delete`, {
        nickname: `${member.nickname}x`,
        reason: 'Asked by e-mail',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().details.fields.nickname).toEqual(['validation.nicknameMismatch']);
      expect((await get(`/api/admin/members/${member.id}`)).statusCode).toBe(200);

      const self = await post(`/api/admin/members/${admin.id}/delete`, {
        nickname: admin.nickname,
        reason: 'x',
      });
      expect(self.statusCode).toBe(400);

      const deleted = await post(`/api/admin/members/${member.id}/delete`, {
        nickname: member.nickname.toUpperCase(),
        reason: 'Asked by e-mail',
      });
      expect(deleted.statusCode).toBe(204);
      await kit.app.backgroundTasks.drain();
      const farewell = kit.mails.filter((mail) => mail.to === member.email).pop();
      // In the member's language (Ukrainian unless they chose otherwise), saying who deleted it.
      expect(farewell?.text).toContain('Команда CarClub видалила ваш обліковий запис');
      expect((await get(`/api/admin/members/${member.id}`)).statusCode).toBe(404);
      expect(await lastAudit(member.id)).toMatchObject({
        action: 'member.delete',
        targetLabel: member.nickname,
        before: { email: member.email },
        reason: 'Asked by e-mail',
      });
    });
  });
});
