import {
  type AdminMemberDetail,
  NO_MEMBER_ACTIVITY,
  type NotificationKind,
  SECURITY_NOTIFICATION_KINDS,
} from '@carclub/contracts';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';

import type { Database } from '../../../db/database';
import { notifications, profiles, sessions, vehicles } from '../../../db/schema';
import { describeDevice } from '../../auth';
import { loadTrust } from '../../trust';
import { findMember } from './list';

/** How many of each list a member's page shows: enough to judge, not a history. */
const DETAIL_LIST_LIMIT = 20;

/** A member's page in the dashboard, or undefined when there is no such member. */
export async function memberDetail(
  db: Database,
  memberId: string,
): Promise<AdminMemberDetail | undefined> {
  const member = await findMember(db, memberId);
  if (!member) return undefined;
  const [profile] = await db
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      city: profiles.city,
      aboutMe: profiles.aboutMe,
    })
    .from(profiles)
    .where(eq(profiles.userId, memberId));
  const ownVehicles = await db
    .select({
      id: vehicles.id,
      name: vehicles.name,
      year: vehicles.year,
      status: vehicles.status,
      createdAt: vehicles.createdAt,
    })
    .from(vehicles)
    .where(eq(vehicles.ownerId, memberId))
    .orderBy(desc(vehicles.createdAt))
    .limit(DETAIL_LIST_LIMIT);
  const liveSessions = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, memberId), isNull(sessions.revokedAt)))
    .orderBy(desc(sessions.lastUsedAt))
    .limit(DETAIL_LIST_LIMIT);
  const notices = await db
    .select({ id: notifications.id, kind: notifications.kind, createdAt: notifications.createdAt })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, memberId),
        inArray(notifications.kind, [...SECURITY_NOTIFICATION_KINDS]),
      ),
    )
    .orderBy(desc(notifications.createdAt))
    .limit(DETAIL_LIST_LIMIT);
  const trust = (await loadTrust(db, memberId)) ?? {
    level: 0,
    staff: false,
    locked: false,
    activity: { ...NO_MEMBER_ACTIVITY },
  };

  return {
    member,
    trust,
    profile: {
      firstName: profile?.firstName ?? null,
      lastName: profile?.lastName ?? null,
      city: profile?.city ?? null,
      aboutMe: profile?.aboutMe ?? null,
    },
    vehicles: ownVehicles.map((vehicle) => ({
      ...vehicle,
      createdAt: vehicle.createdAt.toISOString(),
    })),
    sessions: liveSessions.map((session) => {
      const { browser, os } = describeDevice(session.userAgent);
      return {
        id: session.id,
        browser,
        os,
        signedInAt: session.createdAt.toISOString(),
        lastUsedAt: session.lastUsedAt.toISOString(),
      };
    }),
    securityNotifications: notices.map((notice) => ({
      id: notice.id,
      kind: notice.kind as NotificationKind,
      createdAt: notice.createdAt.toISOString(),
    })),
  };
}
