import type { AuditLogPage } from '@carclub/contracts';
import { sql } from 'drizzle-orm';

import { auditLog } from '../../../../src/db/schema';
import { recordAdminAction } from '../../../../src/lib/audit';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { authHeaderFor, createTestUser, type TestUser } from '../../../support/users';

describe('admin audit log', () => {
  const { app } = useTestApp();
  let admin: TestUser;
  let moderator: TestUser;
  let headers: { authorization: string };

  beforeAll(async () => {
    admin = await createTestUser(app, { roles: ['user', 'admin'] });
    moderator = await createTestUser(app, { roles: ['user', 'moderator'] });
    headers = await authHeaderFor(app, moderator, ['user', 'moderator']);
    await recordAdminAction(app.db, {
      actorId: admin.id,
      action: 'reference.update',
      targetType: 'color',
      targetId: 'red',
      targetLabel: 'Червоний, "темний"',
      before: { name: 'Red' },
      after: { name: 'Dark red' },
    });
    await recordAdminAction(app.db, {
      actorId: moderator.id,
      action: 'vehicle.hide',
      targetType: 'vehicle',
      targetId: 'v1',
      targetLabel: '=HYPERLINK("http://evil")',
      reason: 'spam',
    });
    // An old entry, written as a migration would: the trigger forbids only UPDATE and DELETE.
    await app.db.insert(auditLog).values({
      at: new Date('2026-01-15T12:00:00Z'),
      actorId: admin.id,
      actorNickname: admin.nickname,
      action: 'member.block',
      targetType: 'member',
      targetId: 'm1',
      targetLabel: '@old',
    });
  }, DATABASE_TIMEOUT_MS);

  const page = async (query: string): Promise<AuditLogPage> => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/audit-log${query}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<AuditLogPage>();
  };

  it('lists every action newest first, to a moderator too', async () => {
    const all = await page('');
    expect(all.total).toBe(3);
    expect(all.items.map((entry) => entry.action)).toEqual([
      'vehicle.hide',
      'reference.update',
      'member.block',
    ]);
    expect(all.items[1]).toMatchObject({
      actorNickname: admin.nickname,
      before: { name: 'Red' },
      after: { name: 'Dark red' },
    });
  });

  it('filters by action, target type, actor and days (both ends included)', async () => {
    const ids = async (query: string) => (await page(query)).items.map((entry) => entry.targetId);
    expect(await ids('?action=vehicle.hide')).toEqual(['v1']);
    expect(await ids('?targetType=color')).toEqual(['red']);
    expect(await ids(`?actor=${admin.nickname.toUpperCase()}`)).toEqual(['red', 'm1']);
    expect(await ids('?from=2026-01-15&to=2026-01-15')).toEqual(['m1']);
    expect(await ids('?to=2026-01-14')).toEqual([]);
    expect(await ids('?limit=1&page=2')).toEqual(['red']);
  });

  it('answers 400 to a date that is not an ISO day, and to an unknown action', async () => {
    for (const query of ['?from=15.01.2026', '?action=member.explode']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/admin/audit-log${query}`,
        headers,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('exports the filtered log as a UTF-8 CSV attachment, quoted and formula-safe', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/audit-log.csv?targetType=vehicle',
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFFat,actorId,actorNickname,action,')).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines).toHaveLength(3); // header, one row, and the empty string after the last CRLF
    expect(lines[1]).toContain(`,${moderator.nickname},vehicle.hide,vehicle,v1,`);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil"")",`);
    expect(lines[1]!.endsWith(',spam')).toBe(true);

    const ukrainian = await app.inject({
      method: 'GET',
      url: '/api/admin/audit-log.csv?targetType=color',
      headers,
    });
    expect(ukrainian.rawPayload.toString('utf8')).toContain(
      '"Червоний, ""темний""","{""name"":""Red""}","{""name"":""Dark red""}"',
    );
  });

  it('exports every row when a batch boundary falls inside one millisecond', async () => {
    // 1,200 rows a microsecond apart: every 500-row batch ends inside a millisecond, where a
    // boundary kept as a JavaScript Date (milliseconds) would skip the rest of that millisecond.
    const csvActor = await createTestUser(app, { roles: ['user', 'admin'] });
    await app.db.execute(sql`
      insert into ${auditLog} (at, actor_id, actor_nickname, action, target_type, target_id)
      select timestamptz '2026-02-01 00:00:00Z' + g * interval '1 microsecond', ${csvActor.id},
        ${csvActor.nickname}, 'member.unblock', 'member', 'row-' || g
      from generate_series(1, 1200) as g`);
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/audit-log.csv?actor=${csvActor.nickname}`,
      headers,
    });
    const rows = response.rawPayload.toString('utf8').split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(1200);
    expect(new Set(rows.map((row) => row.split(',')[5])).size).toBe(1200);
  });

  it('refuses a member', async () => {
    const member = await createTestUser(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/audit-log.csv',
      headers: await authHeaderFor(app, member),
    });
    expect(response.statusCode).toBe(403);
  });
});
