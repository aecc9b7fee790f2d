import { eq } from 'drizzle-orm';

import { CliError } from '../../../src/cli/cli-error';
import { describeRoleChange, grantRole, revokeRole } from '../../../src/cli/roles';
import { users } from '../../../src/db/schema';
import type { OpenDatabase } from '../../../src/plugins/db';
import { DATABASE_TIMEOUT_MS, openTestDatabase } from '../../support/test-app';

describe('grant-role and revoke-role', () => {
  let database: OpenDatabase;
  let userId: string;
  const email = 'roles.owner@example.com';
  const otherAdmin = 'other.admin@example.com';

  beforeAll(async () => {
    database = await openTestDatabase('fresh')();
    const [row] = await database.db
      .insert(users)
      .values({ email, nickname: 'roles.owner', passwordHash: null, activatedAt: new Date() })
      .returning({ id: users.id });
    userId = row!.id;
  }, DATABASE_TIMEOUT_MS);

  afterAll(async () => {
    await database?.close();
  });

  async function storedRoles(): Promise<string[]> {
    const [row] = await database.db
      .select({ roles: users.roles })
      .from(users)
      .where(eq(users.id, userId));
    return row!.roles;
  }

  it('grants a role once, whatever the case of the e-mail, and reports a repeat as no change', async () => {
    const first = await grantRole(database.db, '  Roles.Owner@EXAMPLE.com ', 'admin');
    expect(first).toEqual({ email, role: 'admin', changed: true, roles: ['user', 'admin'] });
    expect(await storedRoles()).toEqual(['user', 'admin']);
    expect(describeRoleChange(first, true)).toContain('Granted the role admin to');

    const again = await grantRole(database.db, email, 'admin');
    expect(again.changed).toBe(false);
    expect(await storedRoles()).toEqual(['user', 'admin']);
    expect(describeRoleChange(again, true)).toContain('already has the role admin');
  });

  it('revokes a role once and reports a repeat as no change', async () => {
    await database.db
      .insert(users)
      .values({
        email: otherAdmin,
        nickname: 'other.admin',
        passwordHash: null,
        roles: ['user', 'admin'],
        activatedAt: new Date(),
      })
      .onConflictDoNothing();
    await grantRole(database.db, email, 'admin');
    const first = await revokeRole(database.db, email, 'admin');
    expect(first).toEqual({ email, role: 'admin', changed: true, roles: ['user'] });
    expect(await storedRoles()).toEqual(['user']);

    const again = await revokeRole(database.db, email, 'admin');
    expect(again.changed).toBe(false);
    expect(await storedRoles()).toEqual(['user']);
    expect(describeRoleChange(again, false)).toContain('does not have the role admin');
  });

  it('refuses to take admin from the last admin who can sign in', async () => {
    await grantRole(database.db, email, 'admin');
    await revokeRole(database.db, otherAdmin, 'admin');
    await database.db.insert(users).values({
      email: 'blocked.admin@example.com',
      nickname: 'blocked.admin',
      passwordHash: null,
      roles: ['user', 'admin'],
      restrictions: ['blocked'],
    });
    await database.db.insert(users).values({
      email: 'dormant.admin@example.com',
      nickname: 'dormant.admin',
      passwordHash: null,
      roles: ['user', 'admin'],
      activatedAt: null,
    });

    // A blocked admin, or one never activated, cannot sign in: neither counts as the one who remains.
    await expect(revokeRole(database.db, email, 'admin')).rejects.toThrow(
      new CliError(
        `${email} is the last admin who can sign in; grant admin to someone else first.`,
      ),
    );
    expect(await storedRoles()).toEqual(['user', 'admin']);
    expect((await revokeRole(database.db, email, 'moderator')).changed).toBe(false);
  });

  it('rejects an unknown e-mail without touching anyone', async () => {
    const before = await storedRoles();
    await expect(grantRole(database.db, 'nobody@example.com', 'admin')).rejects.toThrow(
      new CliError('No user with the e-mail "nobody@example.com".'),
    );
    await expect(revokeRole(database.db, 'nobody@example.com', 'user')).rejects.toBeInstanceOf(
      CliError,
    );
    expect(await storedRoles()).toEqual(before);
  });

  it('rejects a role that is not one of the contracts roles', async () => {
    const before = await storedRoles();
    const attempt = grantRole(database.db, email, 'superuser');
    await expect(attempt).rejects.toBeInstanceOf(CliError);
    await expect(attempt).rejects.toThrow(
      /Unknown role "superuser": expected one of user, moderator, admin/,
    );
    await expect(revokeRole(database.db, email, 'Admin')).rejects.toBeInstanceOf(CliError);
    expect(await storedRoles()).toEqual(before);
  });
});
