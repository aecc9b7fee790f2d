import { DEFAULT_LANGUAGE, LANGUAGE_QUERY_PARAM, type Language } from './languages';

/**
 * The site's page addresses: the only place one is put together from its parts (ADR 0139; lint
 * refuses a template literal starting with a page prefix anywhere else). The shell, every remote
 * and the API build links, redirects, sitemaps and share tags here, and the page server matches
 * requests here, so a page's address is written once. Zod-free: public pages load it (ADR 0088).
 *
 * Every part a member or the database chooses (nickname, slug, id) is percent-encoded, so
 * `/u/ann b` or a nickname with `?` stays one segment.
 */

const segment = (part: string) => encodeURIComponent(part);

/** `?name=value` of the parts given, in order; empty when none is. */
function query(params: Record<string, string | undefined>): string {
  const given = Object.entries(params).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  if (given.length === 0) return '';
  return `?${given.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
}

/** A member's public page, `/u/{nickname}`. */
export const memberPage = (nickname: string): string => `/u/${segment(nickname)}`;

/** Who follows a member, `/u/{nickname}/followers`, or whom they follow, `…/following`. */
export const memberFollowsPage = (nickname: string, list: 'followers' | 'following'): string =>
  `${memberPage(nickname)}/${list}`;

/** `/cars` narrowed to one model: until model pages exist, a followed model's page. */
export const modelCarsPage = (model: { manufacturerId: string; modelId: string }): string =>
  `/cars${query({ manufacturer: model.manufacturerId, model: model.modelId })}`;

/** A tag's page, `/tags/{tag}`: what was written with `#tag` (`tag` as `normaliseTag` gives it). */
export const tagPage = (tag: string): string => `/tags/${segment(tag)}`;

/** A post's page under its author, `/u/{nickname}/posts/{slug}` (ADR 0152). */
export const postPage = (post: { nickname: string; slug: string }): string =>
  `${memberPage(post.nickname)}/posts/${segment(post.slug)}`;

/** The editor of a new post; with `vehicleId`, about that car of the author's (a car page's link). */
export const createPostPage = (vehicleId?: string): string =>
  vehicleId === undefined
    ? '/create-post'
    : `/create-post?vehicleId=${encodeURIComponent(vehicleId)}`;

/** The author's editor of a post, `/my/posts/{id}/edit`. */
export const editPostPage = (postId: string): string => `/my/posts/${segment(postId)}/edit`;

/** A car's public page, `/u/{nickname}/car/{slug}`; `tab` opens one of its tabs (`logbook`). */
export const vehiclePage = (
  car: { nickname: string; slug: string },
  options: { tab?: 'logbook' } = {},
): string => `${memberPage(car.nickname)}/car/${segment(car.slug)}${query({ tab: options.tab })}`;

/** A public logbook entry's page, `/u/{nickname}/car/{slug}/logbook/{entryId}`. */
export const logbookEntryPage = (
  car: { nickname: string; slug: string },
  entryId: string,
): string => `${vehiclePage(car)}/logbook/${segment(entryId)}`;

/** The owner's form of a car, `/edit-car/{id}`. */
export const editCarPage = (carId: string): string => `/edit-car/${segment(carId)}`;

/** The owner's reminders of a car, `/edit-car/{id}/reminders`. */
export const carRemindersPage = (carId: string): string => `${editCarPage(carId)}/reminders`;

/** What the owner's car cost, `/edit-car/{id}/logbook/costs`. */
export const carCostsPage = (carId: string): string => `${editCarPage(carId)}/logbook/costs`;

/** A new logbook entry of the owner's car, `/edit-car/{id}/logbook/new`. */
export const newLogbookEntryPage = (carId: string): string => `${editCarPage(carId)}/logbook/new`;

/** The owner's form of a logbook entry, `/edit-car/{id}/logbook/{entryId}`. */
export const editLogbookEntryPage = (carId: string, entryId: string): string =>
  `${editCarPage(carId)}/logbook/${segment(entryId)}`;

/** The import of a logbook file into the owner's car, `/edit-car/{id}/logbook/import`. */
export const logbookImportPage = (carId: string): string => `${editCarPage(carId)}/logbook/import`;

/** Sign-in; `redirect` is where it leads afterwards, left out when that is the home page. */
export const signInPage = (redirect?: string): string =>
  `/login${query({ redirect: redirect === '/' ? undefined : redirect })}`;

/** Registration; `redirect` as `signInPage`'s. */
export const registerPage = (redirect?: string): string =>
  `/register${query({ redirect: redirect === '/' ? undefined : redirect })}`;

/** A member's card in the staff dashboard, `/dashboard/members/{id}`. */
export const adminMemberPage = (memberId: string): string =>
  `/dashboard/members/${segment(memberId)}`;

/**
 * The page at `path` in `language`, on `origin`, as the head's canonical and `hreflang` links name
 * it: the bare path in the default language, `?lang=` otherwise, and no other query, so filter,
 * paging and sign-in variants of a page all name the same address.
 */
export function localizedPageUrl(origin: string, path: string, language: Language): string {
  return language === DEFAULT_LANGUAGE
    ? `${origin}${path}`
    : `${origin}${path}?${LANGUAGE_QUERY_PARAM}=${language}`;
}

/** What `matchPagePath` finds: a page with a member's, a car's, an entry's or a post's data. */
export type PageMatch =
  | { page: 'member'; nickname: string }
  | { page: 'vehicle'; nickname: string; slug: string }
  | { page: 'logbookEntry'; nickname: string; slug: string; entryId: string }
  | { page: 'post'; nickname: string; slug: string }
  /** Any other address under `/u/{nickname}/` (a member's page however its names end). */
  | { page: 'underMember'; nickname: string };

/**
 * The member's, car's, logbook entry's or post's page at `path`, with its parts; undefined for any page
 * that is not under `/u/{nickname}`. `path` is decoded (as routers give it: each segment's
 * percent-escapes undone), without its query, with or without its leading slash or a trailing one.
 */
export function matchPagePath(path: string): PageMatch | undefined {
  const parts = (path.startsWith('/') ? path.slice(1) : path).split('/');
  if (parts.at(-1) === '' && parts.length > 1) parts.pop();
  const [root, nickname, car, slug, logbook, entryId, ...rest] = parts;
  if (root !== 'u' || !nickname) return undefined;
  if (parts.length === 2) return { page: 'member', nickname };
  if (car === 'posts' && slug && parts.length === 4) return { page: 'post', nickname, slug };
  if (car === 'car' && slug && rest.length === 0) {
    if (parts.length === 4) return { page: 'vehicle', nickname, slug };
    if (logbook === 'logbook' && entryId) return { page: 'logbookEntry', nickname, slug, entryId };
  }
  return { page: 'underMember', nickname };
}

/**
 * `url` (as asked: encoded, query and all) under `nickname` instead of the one it names: the
 * address an old or differently cased nickname's page moves to. Any other address is returned
 * as it is.
 */
export function withMemberNickname(url: string, nickname: string): string {
  const nicknameEnd = url.startsWith('/u/') ? url.slice(3).search(/[/?#]/) : 0;
  if (nicknameEnd === 0) return url;
  const rest = nicknameEnd === -1 ? '' : url.slice(3 + nicknameEnd);
  return `${memberPage(nickname)}${rest}`;
}
