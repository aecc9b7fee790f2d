import { eq } from 'drizzle-orm';

import { knownDevices, notifications } from '../../../../src/db/schema';
import { sweepNotifications } from '../../../../src/lib/notifications/retention';
import { useTestApp } from '../../../support/test-app';
import { createTestUser } from '../../../support/users';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('sweepNotifications: what is kept, and for how long', () => {
  const { app } = useTestApp();

  it('deletes read notifications after a year and browsers unseen for 400 days, nothing else', async () => {
    const member = await createTestUser(app);
    const now = new Date('2026-11-24T12:00:00.000Z');
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    await app.db.insert(notifications).values([
      { userId: member.id, kind: 'passwordChanged', createdAt: ago(400), readAt: ago(399) },
      { userId: member.id, kind: 'newSignIn', createdAt: ago(400), readAt: null },
      { userId: member.id, kind: 'emailChangeCancelled', createdAt: ago(300), readAt: ago(299) },
    ]);
    await app.db.insert(knownDevices).values([
      { userId: member.id, deviceHash: 'old', firstSeenAt: ago(500), lastSeenAt: ago(401) },
      { userId: member.id, deviceHash: 'recent', firstSeenAt: ago(500), lastSeenAt: ago(10) },
    ]);

    await sweepNotifications(app.db, now);

    const kept = await app.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, member.id));
    expect(kept.map((row) => row.kind).sort()).toEqual(['emailChangeCancelled', 'newSignIn']);
    const devices = await app.db
      .select({ deviceHash: knownDevices.deviceHash })
      .from(knownDevices)
      .where(eq(knownDevices.userId, member.id));
    expect(devices).toEqual([{ deviceHash: 'recent' }]);
  });
});
