import type {
  AdminMember,
  AdminMembersPage,
  AdminMembersQuery,
  MemberStatus,
  Restriction,
  Role,
} from '@carclub/contracts';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';

import type { Database } from '../../../db/database';
import { sessions, users } from '../../../db/schema';

/** One status per member, the same rule as the filter below: blocked first, then activation. */
const memberStatus = sql<MemberStatus>`CASE
  WHEN 'blocked' = ANY(${users.restrictions}) THEN 'blocked'
  WHEN ${users.activatedAt} IS NULL THEN 'notActivated'
  ELSE 'active' END`;

/**
 * The newest session's start: sign-ins are the sessions' creations (refreshes only extend them).
 * Written out with table names: in a select list Drizzle leaves columns unqualified, and an
 * unqualified `id` inside the subquery would be the session's.
 */
const lastSignIn = sql<Date | string | null>`(
  SELECT max(sign_in.created_at) FROM sessions AS sign_in WHERE sign_in.user_id = "users"."id"
)`;

const STATUS_CONDITIONS: Record<MemberStatus, SQL> = {
  blocked: sql`'blocked' = ANY(${users.restrictions})`,
  notActivated: sql`NOT ('blocked' = ANY(${users.restrictions})) AND ${users.activatedAt} IS NULL`,
  active: sql`NOT ('blocked' = ANY(${users.restrictions})) AND ${users.activatedAt} IS NOT NULL`,
};

const memberColumns = {
  id: users.id,
  email: users.email,
  nickname: users.nickname,
  roles: users.roles,
  restrictions: users.restrictions,
  status: memberStatus,
  joinedAt: users.createdAt,
  lastSignInAt: lastSignIn,
};

/** Every matching row carries the total, so one scan answers both the page and its count. */
const totalColumn = sql<number>`count(*) OVER ()`.mapWith(Number);

type MemberRow = {
  id: string;
  email: string;
  nickname: string;
  roles: string[];
  restrictions: string[];
  status: MemberStatus;
  joinedAt: Date;
  lastSignInAt: Date | string | null;
};

function toAdminMember(row: MemberRow): AdminMember {
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    roles: row.roles as Role[],
    restrictions: row.restrictions as Restriction[],
    status: row.status,
    joinedAt: row.joinedAt.toISOString(),
    // A raw subquery comes back as the driver's text, not as a Date.
    lastSignInAt: row.lastSignInAt === null ? null : new Date(row.lastSignInAt).toISOString(),
  };
}

/**
 * Part of the e-mail or the nickname, ignoring case, as one `strpos` over both joined by a line
 * break: the search is a plain substring (no LIKE wildcards to escape), one pass per row, and never
 * matches across the two, since a search cannot contain a line break (the contracts refuse control
 * characters). E-mails are stored lower-cased already.
 */
function searchCondition(q: string): SQL {
  return sql`strpos(${users.email} || E'\n' || lower(${users.nickname}), ${q.toLowerCase()}) > 0`;
}

/**
 * The members table: search by part of the e-mail or the nickname (ignoring case), filters, sort
 * and one page, with the total in the same scan (`count(*) OVER ()`). Ties in the sort are broken
 * by id, so paging never shows a member twice. Sorting by last sign-in joins every member's newest
 * session once (a hash of the grouped sessions) rather than looking each one up.
 */
export async function listMembers(
  db: Database,
  { q, role, status, sort, order, page, limit }: AdminMembersQuery,
): Promise<AdminMembersPage> {
  const conditions: SQL[] = [];
  if (q) conditions.push(searchCondition(q));
  if (role) conditions.push(sql`${role}::text = ANY(${users.roles})`);
  if (status) conditions.push(STATUS_CONDITIONS[status]);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = order === 'asc' ? asc : desc;
  const offset = (page - 1) * limit;

  let rows: (MemberRow & { total: number })[];
  if (sort === 'lastSignIn') {
    const newest = db
      .select({
        userId: sessions.userId,
        at: sql<Date>`max(${sessions.createdAt})`.as('at'),
      })
      .from(sessions)
      .groupBy(sessions.userId)
      .as('newest_session');
    rows = await db
      .select({ ...memberColumns, lastSignInAt: newest.at, total: totalColumn })
      .from(users)
      .leftJoin(newest, eq(newest.userId, users.id))
      .where(where)
      // Members who never signed in go last whichever way the column is sorted.
      .orderBy(
        sql`${newest.at} ${sql.raw(order === 'asc' ? 'ASC' : 'DESC')} NULLS LAST`,
        direction(users.id),
      )
      .limit(limit)
      .offset(offset);
  } else {
    rows = await db
      .select({ ...memberColumns, total: totalColumn })
      .from(users)
      .where(where)
      .orderBy(direction(users.createdAt), direction(users.id))
      .limit(limit)
      .offset(offset);
  }

  // Past the last page there is no row to carry the total; only then is it counted apart.
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [counted] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(where);
    total = counted!.total;
  }
  return { items: rows.map(toAdminMember), total, page, limit };
}

/** One member as a row of the table, or undefined. */
export async function findMember(
  db: Pick<Database, 'select'>,
  memberId: string,
): Promise<AdminMember | undefined> {
  const [row] = await db.select(memberColumns).from(users).where(eq(users.id, memberId)).limit(1);
  return row ? toAdminMember(row) : undefined;
}
