import { users } from '../../../../src/db/schema';
import { uniqueViolationConstraint } from '../../../../src/lib/db/unique-violation';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';

describe('uniqueViolationConstraint', () => {
  const { app } = useTestApp();

  beforeAll(async () => {
    await app.db.insert(users).values({ email: 'taken@example.com', nickname: 'Taken' });
  }, DATABASE_TIMEOUT_MS);

  async function insertError(values: typeof users.$inferInsert): Promise<unknown> {
    try {
      await app.db.insert(users).values(values);
    } catch (error) {
      return error;
    }
    throw new Error('the insert was expected to fail');
  }

  it('names the unique index a failed write violated, through the driver wrapping', async () => {
    const email = await insertError({ email: 'taken@example.com', nickname: 'other' });
    const nickname = await insertError({ email: 'other@example.com', nickname: 'TAKEN' });

    expect(uniqueViolationConstraint(email)).toBe('users_email_idx');
    expect(uniqueViolationConstraint(nickname)).toBe('users_nickname_lower_idx');
  });

  it('ignores every other error', async () => {
    const missingColumn = await insertError({ email: 'x@example.com' } as never);

    expect(uniqueViolationConstraint(missingColumn)).toBeUndefined();
    expect(uniqueViolationConstraint(new Error('boom'))).toBeUndefined();
    expect(uniqueViolationConstraint(null)).toBeUndefined();
  });
});
