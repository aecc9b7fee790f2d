import { MEMBER_SUGGEST_LIMIT, type MemberSuggestion } from '@carclub/contracts';
import { and, eq, sql } from 'drizzle-orm';

import type { App } from '../../app-type';
import { profiles, users } from '../../db/schema';
import { clientNetwork } from '../client-network';
import { imageUrls } from '../media';
import type { RateLimitRule } from '../rate-limiter';
import { publiclyVisibleMember } from './public-profile';

/**
 * `@` autocomplete asks as the member types (a pause between keys, ADR 0154): two a second for a
 * minute is far more than anyone writing, too few to walk the whole member list quickly.
 */
export const MEMBER_SUGGEST_RATE_LIMIT: RateLimitRule = { max: 120, windowMs: 60_000 };

type SuggestApp = Pick<App, 'db' | 'storage' | 'rateLimiter'>;

/** `\`, `%` and `_` taken literally in a LIKE pattern (`_` is a nickname character). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (sign) => `\\${sign}`);

/**
 * Up to MEMBER_SUGGEST_LIMIT visible members (activated, not blocked; a deleted account has no
 * row) whose nickname starts with `prefix`, ignoring case: the one named exactly first, then by
 * nickname. Only what their public page shows: the nickname, the name they show (else the
 * nickname again) and the avatar. Counted per client network against MEMBER_SUGGEST_RATE_LIMIT.
 */
export async function suggestMembers(
  app: SuggestApp,
  query: string,
  clientIp: string,
): Promise<MemberSuggestion[]> {
  await app.rateLimiter.consume(
    `members:suggest:${clientNetwork(clientIp)}`,
    MEMBER_SUGGEST_RATE_LIMIT,
  );
  const prefix = (query.startsWith('@') ? query.slice(1) : query).toLowerCase();
  const nickname = sql`lower(${users.nickname})`;
  const rows = await app.db
    .select({
      nickname: users.nickname,
      showName: profiles.showName,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarKey: profiles.avatarKey,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        sql`${nickname} LIKE ${`${likeLiteral(prefix)}%`} ESCAPE '\\'`,
        ...publiclyVisibleMember(),
      ),
    )
    .orderBy(sql`${nickname} = ${prefix} DESC`, nickname)
    .limit(MEMBER_SUGGEST_LIMIT);
  return rows.map((row) => {
    const name = row.showName
      ? [row.firstName, row.lastName]
          .map((part) => part?.trim())
          .filter(Boolean)
          .join(' ')
      : '';
    return {
      nickname: row.nickname,
      displayName: name || row.nickname,
      avatar: row.avatarKey ? imageUrls(app.storage, row.avatarKey).url : null,
    };
  });
}
