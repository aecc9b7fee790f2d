import {
  type MemberProfile,
  type Post,
  type PublicLogbookEntry,
  type PublicVehicle,
  VEHICLE_HERO_SIZES,
} from '@carclub/contracts';
import { type PageMatch, withMemberNickname } from '@carclub/contracts/page-paths';

import { imagePreloadTag } from './image-preload';
import {
  logbookEntryShareTags,
  memberShareTags,
  pageShareTags,
  postShareTags,
  type ShareTags,
  vehicleShareTags,
} from './share-tags';
import { shareVehicleOf } from './share-vehicle';

/** A page's share tags, status and the preload of its cover. */
export interface PageHead {
  tags: ShareTags;
  statusCode: 200 | 404;
  preload?: string;
  /** Whether the page's vehicle or member was found: then no old nickname is looked for. */
  found: boolean;
  /** A member's page: their nickname as they spell it, which its address must use. */
  nickname?: string;
}

export interface DataPageHeadOptions {
  /** The page's address path (no query), which its site tags name. */
  pathname: string;
  /** What the page's address matched (`matchPagePath`). */
  match: PageMatch | undefined;
  /** `GET url` of the API, answered in-process (the page's calls: `pageCalls(…).ask`). */
  ask: (url: string) => Promise<{ status: number; body: string }>;
  language: ShareTags['language'];
  publicUrl: string;
  /** Path prefix of the API (`/api`). */
  apiPrefix: string;
  /** Told why a page goes out with the site's tags instead of its own. */
  onFailure: (error: unknown) => void;
}

/** The head of any page without data of its own: the site's tags, found nothing. */
export const sitePageHead = (
  pathname: string,
  language: ShareTags['language'],
  publicUrl: string,
): PageHead => ({
  tags: pageShareTags(pathname, language, publicUrl),
  statusCode: 200,
  found: false,
});

/**
 * The head of a vehicle's, a logbook entry's, a post's or a member's page in `language`, from the
 * API's answers to the page's own calls (`GET /api/users/{nickname}/vehicles/{slug}`, its
 * `/logbook/{entryId}`, `…/posts/{slug}`, `GET /api/users/{nickname}`), which the render is then
 * answered from: 404 when there is no such vehicle, entry, post or member (the shell shows its not-found
 * state). Undefined for every other page. A failed call leaves the site's tags: the page must
 * still open.
 */
export async function dataPageHead({
  pathname,
  match,
  ask,
  language,
  publicUrl,
  apiPrefix,
  onFailure,
}: DataPageHeadOptions): Promise<PageHead | undefined> {
  if (match === undefined || match.page === 'underMember') return undefined;
  const siteTags = pageShareTags(pathname, language, publicUrl);
  const member = `${apiPrefix}/users/${encodeURIComponent(match.nickname)}`;
  const notFound: PageHead = { tags: siteTags, statusCode: 404, found: false };
  const vehicle =
    match.page === 'member' ? member : `${member}/vehicles/${encodeURIComponent(match.slug)}`;
  try {
    if (match.page === 'post') {
      // The public's post (its author's view comes after hydration): a draft, a held or a hidden
      // post is 404 here, as for a visitor, and the browser shows its not-found state.
      const answer = await ask(`${member}/posts/${encodeURIComponent(match.slug)}`);
      if (answer.status >= 300 && answer.status < 500) return notFound;
      if (answer.status !== 200) throw new Error(`the API answered ${answer.status}`);
      const post = JSON.parse(answer.body) as Post;
      return {
        tags: postShareTags(post, language, publicUrl),
        statusCode: 200,
        found: true,
        nickname: post.author.nickname,
      };
    }
    const [answer, entryAnswer] = await Promise.all([
      ask(vehicle),
      match.page === 'logbookEntry'
        ? ask(`${vehicle}/logbook/${encodeURIComponent(match.entryId)}`)
        : undefined,
    ]);
    // 301 (an old nickname: see below), 404, or 400 for what no nickname or slug can be.
    if (answer.status >= 300 && answer.status < 500) return notFound;
    if (answer.status !== 200) throw new Error(`the API answered ${answer.status}`);
    if (match.page === 'member') {
      const profile = JSON.parse(answer.body) as MemberProfile;
      return {
        tags: memberShareTags(profile, language, publicUrl),
        statusCode: 200,
        found: true,
        nickname: profile.nickname,
      };
    }
    const car = shareVehicleOf(JSON.parse(answer.body) as PublicVehicle);
    if (entryAnswer) {
      // A private or unknown entry of a found car: the car's owner is still who they are.
      if (entryAnswer.status >= 300 && entryAnswer.status < 500) {
        return { ...notFound, found: true };
      }
      if (entryAnswer.status !== 200) throw new Error(`the API answered ${entryAnswer.status}`);
      const entry = JSON.parse(entryAnswer.body) as PublicLogbookEntry;
      return {
        tags: logbookEntryShareTags(car, entry, language, publicUrl),
        statusCode: 200,
        found: true,
      };
    }
    return {
      tags: vehicleShareTags(car, language, publicUrl),
      statusCode: 200,
      preload: car.hero ? imagePreloadTag(car.hero, VEHICLE_HERO_SIZES) : undefined,
      found: true,
    };
  } catch (error) {
    onFailure(error);
    return { tags: siteTags, statusCode: 200, found: false };
  }
}

/**
 * Where a member's page moves (301), or undefined when it stays. A member's old nickname (changed
 * within 90 days) leads to their pages under the new one: looked for (`renamedTo`) unless the
 * page's own call found its vehicle or member under it (a held nickname is nobody else's).
 * Nicknames are found whatever their letters' case; `/u/ANN` moves to Ann's own spelling. The
 * browser's member page would redirect too, but a server render cannot. `url` is the address as
 * asked (encoded, query included), whose rest is kept.
 */
export async function memberPageMove(
  url: string,
  match: PageMatch | undefined,
  head: PageHead | undefined,
  renamedTo: (nickname: string) => Promise<string | undefined>,
): Promise<string | undefined> {
  if (match === undefined) return undefined;
  if (!head?.found) {
    // A failed lookup serves the page as asked: it must still open.
    const renamed = await renamedTo(match.nickname).catch(() => undefined);
    if (renamed !== undefined) return withMemberNickname(url, renamed);
  }
  if (head?.nickname !== undefined && head.nickname !== match.nickname) {
    return withMemberNickname(url, head.nickname);
  }
  return undefined;
}
