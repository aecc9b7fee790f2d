import { logbookEntryPage, memberPage, postPage, vehiclePage } from '@carclub/contracts/page-paths';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { logbookEntries, posts, profiles, users, vehicles } from '../../db/schema';
import { publiclyVisibleMember } from '../members';
import { publicPost } from '../posts';
import { publiclyVisibleVehicle } from '../vehicles';
import { pageAlternates, type PageAlternateLanguage } from './page-urls';
import { SHARE_LANGUAGES } from './share-texts';

/**
 * Pages per sitemap the index aims at. Each page is listed once per language (2 `<url>`s), so a
 * sitemap holds about 10,000 entries, 4–5 MB before compression: well inside the protocol's 50,000
 * entries and 50 MB.
 */
export const SITEMAP_TARGET_PAGES = 5_000;
/**
 * What one sitemap lists at most, however its range falls: ids are random, so a range holds its
 * share of the target give or take about 1 % (ADR 0081), and this cap is never reached unless an
 * address names fewer sitemaps than the index does.
 */
export const SITEMAP_MAX_PAGES = 10_000;
/** The protocol allows 50,000 sitemaps in an index. */
export const SITEMAP_MAX_COUNT = 50_000;

/** The kinds of page listed in ranges of their ids; `logbook` is the public logbook entries. */
export const SITEMAP_KINDS = ['vehicles', 'members', 'logbook', 'posts'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** A page of the site in a sitemap: its path (encoded) and when what it shows last changed. */
export interface SitemapPage {
  path: string;
  lastModified?: Date;
}

/** The public pages that are not a car's or a member's. */
export const STATIC_PAGE_PATHS = [
  '/',
  '/cars',
  '/legal/site-rules',
  '/legal/user-rules',
  '/legal/privacy',
  '/legal/offer',
] as const;

/** The file of the static pages' sitemap, under `/sitemaps/`. */
export const STATIC_PAGES_SITEMAP = 'pages.xml';

/** `vehicles-2-of-20.xml`: the 2nd of 20 ranges of ids. */
const RANGE_FILE = new RegExp(
  `^(${SITEMAP_KINDS.join('|')})-([1-9][0-9]{0,4})-of-([1-9][0-9]{0,4})\\.xml$`,
);

export interface SitemapRange {
  kind: SitemapKind;
  /** 1-based. */
  number: number;
  count: number;
}

export const sitemapRangeFile = ({ kind, number, count }: SitemapRange) =>
  `${kind}-${number}-of-${count}.xml`;

/** The range a sitemap's file names, or null for a name that is not one or lies past its end. */
export function parseSitemapRangeFile(file: string): SitemapRange | null {
  const match = RANGE_FILE.exec(file);
  if (!match) return null;
  const number = Number(match[2]);
  const count = Number(match[3]);
  if (number > count || count > SITEMAP_MAX_COUNT) return null;
  return { kind: match[1] as SitemapKind, number, count };
}

const UUID_SPACE = 1n << 128n;

function uuidAt(value: bigint): string {
  const hex = value.toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The ids of the `number`th of `count` equal slices of the uuid space: from `first` on, up to but
 * not including `next` (none for the last slice). Ids are random (v4), so each slice holds its
 * share of the rows, and reading one is a range scan of the primary key.
 */
export function idRange({ number, count }: Pick<SitemapRange, 'number' | 'count'>): {
  first: string;
  next: string | null;
} {
  const bound = (index: number) => (BigInt(index) * UUID_SPACE) / BigInt(count);
  return {
    first: uuidAt(bound(number - 1)),
    next: number === count ? null : uuidAt(bound(number)),
  };
}

/** How many sitemaps list `rows` pages: none for none. */
export const sitemapCount = (rows: number) =>
  Math.min(SITEMAP_MAX_COUNT, Math.ceil(rows / SITEMAP_TARGET_PAGES));

/** A public entry of a car the public may see: the rule of the entry's own page. */
const publicLogbookEntry = () =>
  and(eq(logbookEntries.visibility, 'public'), publiclyVisibleVehicle());

/** How many pages of each kind the public may see, by the same rules as the pages themselves. */
export async function countSitemapPages(db: Database): Promise<Record<SitemapKind, number>> {
  const [vehicleCount, memberCount, entryCount, postCount] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(vehicles)
      .where(publiclyVisibleVehicle()),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(and(...publiclyVisibleMember())),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(logbookEntries)
      .innerJoin(vehicles, eq(vehicles.id, logbookEntries.vehicleId))
      .where(publicLogbookEntry()),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(publicPost()),
  ]);
  return {
    vehicles: Number(vehicleCount[0]?.count ?? 0),
    members: Number(memberCount[0]?.count ?? 0),
    logbook: Number(entryCount[0]?.count ?? 0),
    posts: Number(postCount[0]?.count ?? 0),
  };
}

/**
 * The public pages of one sitemap's range, in one query over the primary key's range. A car's
 * page changes with the car (its edits and photos move `updated_at`); a member's with their profile
 * or any car of their garage; an entry's with the entry. None reads the account's own
 * `updated_at`, which also moves on a password or e-mail change the public must not learn of.
 */
export async function loadSitemapPages(db: Database, range: SitemapRange): Promise<SitemapPage[]> {
  const { first, next } = idRange(range);
  if (range.kind === 'logbook') {
    const rows = await db
      .select({
        nickname: users.nickname,
        slug: vehicles.slug,
        id: logbookEntries.id,
        updatedAt: logbookEntries.updatedAt,
      })
      .from(logbookEntries)
      .innerJoin(vehicles, eq(vehicles.id, logbookEntries.vehicleId))
      .innerJoin(users, eq(users.id, vehicles.ownerId))
      .where(
        and(
          gte(logbookEntries.id, first),
          next === null ? undefined : lt(logbookEntries.id, next),
          publicLogbookEntry(),
        ),
      )
      .orderBy(asc(logbookEntries.id))
      .limit(SITEMAP_MAX_PAGES);
    return rows.map((row) => ({
      path: logbookEntryPage(row, row.id),
      lastModified: row.updatedAt,
    }));
  }
  if (range.kind === 'posts') {
    // A post's page changes with the post: its edits and photos move `updated_at`.
    const rows = await db
      .select({ nickname: users.nickname, slug: posts.slug, updatedAt: posts.updatedAt })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(
        and(gte(posts.id, first), next === null ? undefined : lt(posts.id, next), publicPost()),
      )
      .orderBy(asc(posts.id))
      .limit(SITEMAP_MAX_PAGES);
    return rows.map((row) => ({ path: postPage(row), lastModified: row.updatedAt }));
  }
  if (range.kind === 'vehicles') {
    const rows = await db
      .select({ nickname: users.nickname, slug: vehicles.slug, updatedAt: vehicles.updatedAt })
      .from(vehicles)
      .innerJoin(users, eq(users.id, vehicles.ownerId))
      .where(
        and(
          gte(vehicles.id, first),
          next === null ? undefined : lt(vehicles.id, next),
          publiclyVisibleVehicle(),
        ),
      )
      .orderBy(asc(vehicles.id))
      .limit(SITEMAP_MAX_PAGES);
    return rows.map((row) => ({
      path: vehiclePage(row),
      lastModified: row.updatedAt,
    }));
  }
  const garageChanged = sql<
    Date | string | null
  >`(select max(${vehicles.updatedAt}) from ${vehicles} where ${vehicles.ownerId} = ${users.id} and ${publiclyVisibleVehicle()})`;
  const rows = await db
    .select({
      nickname: users.nickname,
      updatedAt: sql<
        Date | string
      >`greatest(coalesce(${profiles.updatedAt}, ${users.createdAt}), ${garageChanged})`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        gte(users.id, first),
        next === null ? undefined : lt(users.id, next),
        ...publiclyVisibleMember(),
      ),
    )
    .orderBy(asc(users.id))
    .limit(SITEMAP_MAX_PAGES);
  return rows.map((row) => ({
    path: memberPage(row.nickname),
    lastModified: new Date(row.updatedAt),
  }));
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** `value` as XML text or attribute value. */
export const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);

/** W3C datetime to the second, in UTC: what sitemaps' `lastmod` takes. */
export const w3cDatetime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The sitemap index: the static pages' sitemap, then each range of cars, members and entries. */
export function renderSitemapIndex(publicUrl: string, counts: Record<SitemapKind, number>): string {
  const files = [
    STATIC_PAGES_SITEMAP,
    ...SITEMAP_KINDS.flatMap((kind) => {
      const count = sitemapCount(counts[kind]);
      return Array.from({ length: count }, (_, index) =>
        sitemapRangeFile({ kind, number: index + 1, count }),
      );
    }),
  ];
  const entries = files.map(
    (file) => `<sitemap><loc>${escapeXml(`${publicUrl}/sitemaps/${file}`)}</loc></sitemap>\n`,
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries.join('')}</sitemapindex>\n`;
}

/**
 * A sitemap of `pages`: each page once per language, each entry naming every language's address
 * (itself included) and the default, as search engines ask of `hreflang` in sitemaps.
 */
export function renderSitemap(publicUrl: string, pages: readonly SitemapPage[]): string {
  const entries = pages.flatMap(({ path, lastModified }) => {
    const alternates = pageAlternates(publicUrl, path);
    const links = (Object.entries(alternates) as [PageAlternateLanguage, string][])
      .map(
        ([language, href]) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(href)}"/>`,
      )
      .join('');
    const lastmod = lastModified ? `<lastmod>${w3cDatetime(lastModified)}</lastmod>` : '';
    return SHARE_LANGUAGES.map(
      (language) => `<url><loc>${escapeXml(alternates[language])}</loc>${lastmod}${links}</url>\n`,
    );
  });
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('')}</urlset>\n`;
}
