import {
  localizedPageUrl,
  logbookEntryPage,
  memberPage,
  postPage,
  vehiclePage,
} from '@carclub/contracts/page-paths';
import {
  localizedName,
  makeAndModelNames,
  type MemberProfile,
  type Post,
  type PublicLogbookEntry,
} from '@carclub/contracts';

import { IMAGE_CONTENT_TYPE } from '../media';
import { escapeHtml } from '../text';

import { pageAlternates, type PageAlternates } from './page-urls';
import type { ShareVehicle } from './share-vehicle';
import {
  SHARE_LANGUAGES,
  SHARE_TEXTS,
  SITE_NAME,
  type ShareLanguage,
  type ShareTexts,
} from './share-texts';
import {
  memberStructuredData,
  postStructuredData,
  renderJsonLd,
  vehicleStructuredData,
  type JsonLd,
} from './structured-data';

/** The site's own preview picture, served by the site plugin. */
export const SITE_SHARE_IMAGE = {
  path: '/share-image.png',
  width: 1200,
  height: 630,
  type: 'image/png',
} as const;

/** Link previews show about two lines; longer descriptions are cut at a word. */
export const DESCRIPTION_EXCERPT_LENGTH = 160;

export interface ShareImage {
  /** Absolute. */
  url: string;
  type?: string;
  width?: number;
  height?: number;
  alt: string;
}

/**
 * What a shared link's preview shows, and what search engines read of the page: its title,
 * description, canonical address, its addresses in the other languages and, for a car or a member,
 * its schema.org data.
 */
export interface ShareTags {
  language: ShareLanguage;
  documentTitle: string;
  title: string;
  description: string;
  /** Absolute, in the page's own language: the canonical address and `og:url`. */
  url: string;
  /** The page in each language (`hreflang`). */
  alternates: PageAlternates;
  image: ShareImage;
  /** JSON-LD of what the page shows: a vehicle's `Car`, a member's `ProfilePage`. */
  structuredData?: JsonLd;
}

/** `?lang=en` or `?lang=uk` picks the language of the tags; anything else gets the site's default. */
export function shareLanguage(lang: unknown): ShareLanguage {
  return SHARE_LANGUAGES.find((language) => language === lang) ?? SHARE_LANGUAGES[0];
}

/** `text` on one line, cut at a word boundary to at most `maxLength` characters (with "…"). */
export function excerpt(text: string, maxLength = DESCRIPTION_EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  // By code point, so an emoji is never cut in half.
  const characters = Array.from(flat);
  if (characters.length <= maxLength) return flat;
  const cut = characters.slice(0, maxLength - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/(?<![\s.,;:!?—-])[\s.,;:!?—-]+$/, '')}…`;
}

const absolute = (publicUrl: string, url: string) => new URL(url, `${publicUrl}/`).href;

function siteImage(publicUrl: string, texts: ShareTexts): ShareImage {
  return {
    url: absolute(publicUrl, SITE_SHARE_IMAGE.path),
    type: SITE_SHARE_IMAGE.type,
    width: SITE_SHARE_IMAGE.width,
    height: SITE_SHARE_IMAGE.height,
    alt: texts.siteImageAlt,
  };
}

/**
 * The tags of any page but a vehicle's or a member's: the site's own, with `/cars` named. `pathname` is the
 * request's path as it was sent (percent-encoded).
 */
export function pageShareTags(
  pathname: string,
  language: ShareLanguage,
  publicUrl: string,
): ShareTags {
  const texts = SHARE_TEXTS[language];
  const path = pathname.length > 1 ? pathname.replace(/(?<!\/)\/+$/, '') : pathname;
  const isCars = path === '/cars';
  const title = isCars ? `${texts.carsTitle} · ${SITE_NAME}` : SITE_NAME;
  return {
    language,
    documentTitle: title,
    title,
    description: isCars ? texts.carsDescription : texts.siteDescription,
    url: localizedPageUrl(publicUrl, path, language),
    alternates: pageAlternates(publicUrl, path),
    image: siteImage(publicUrl, texts),
  };
}

/**
 * The name with what the car is, or what the car is alone when the name only repeats it ("Golf").
 * Mirrors the vehicle page's `useVehicleNames`, so the preview and the tab read the same.
 */
export function vehicleTitle(name: string, headline: string, make: string, model: string): string {
  const plain = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  const repeatsHeadline = [headline, `${make} ${model}`, model].map(plain).includes(plain(name));
  return repeatsHeadline ? headline : `${name} (${headline})`;
}

/** The car's title in `language` ("Blue Thunder (2012 Volkswagen Golf)"), as its page names it. */
function shareVehicleTitle(vehicle: ShareVehicle, language: ShareLanguage): string {
  const { make, model } = makeAndModelNames(vehicle.manufacturer, vehicle.model, language);
  const headline = SHARE_TEXTS[language].headline({ year: vehicle.year, make, model });
  return vehicleTitle(vehicle.name, headline, make, model);
}

/** The car's cover for a preview, else the site's picture. */
function vehicleImage(
  vehicle: ShareVehicle,
  alt: string,
  publicUrl: string,
  texts: ShareTexts,
): ShareImage {
  return vehicle.image
    ? {
        url: absolute(publicUrl, vehicle.image.url),
        type: IMAGE_CONTENT_TYPE,
        ...(vehicle.image.width !== null && { width: vehicle.image.width }),
        ...(vehicle.image.height !== null && { height: vehicle.image.height }),
        alt,
      }
    : siteImage(publicUrl, texts);
}

/**
 * A story's text for a preview: its Markdown marks taken out (headings' `#`, emphasis, code
 * fences, a link's address), since previews show plain text.
 */
export function storyText(markdown: string): string {
  return (
    markdown
      .replace(/```[^\n]*\n?/g, '')
      // An address may hold parentheses of its own: `(…/wiki/Golf_(car))`, `(javascript:x(1))`.
      // Neither the text nor the address may hold a bracket, so a failed try stops at the next
      // `[` and a story of 20,000 `[` is read once, not once per bracket.
      .replace(/!?\[([^[\]]*)\]\((?:[^()[\]]|\([^()[\]]*\))*\)/g, '$1')
      .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
      .replace(/[*~`]+/g, '')
      // Underscores inside a word are the word's own (`oil_filter`); around it, emphasis.
      .replace(/(?<![\p{L}\p{N}_])_+|(?<!_)_+(?![\p{L}\p{N}_])/gu, '')
  );
}

/**
 * The tags of a post's page: its title, the start of its text (or whose post it is), its first
 * photo, and its `DiscussionForumPosting`.
 */
export function postShareTags(post: Post, language: ShareLanguage, publicUrl: string): ShareTags {
  const texts = SHARE_TEXTS[language];
  const author = post.author.nickname;
  const text = excerpt(storyText(post.body));
  const path = postPage({ nickname: author, slug: post.slug });
  const url = localizedPageUrl(publicUrl, path, language);
  const [photo] = post.photos;
  const image: ShareImage = photo
    ? {
        url: absolute(publicUrl, photo.url),
        type: IMAGE_CONTENT_TYPE,
        ...(photo.width !== null && { width: photo.width }),
        ...(photo.height !== null && { height: photo.height }),
        alt: post.title,
      }
    : siteImage(publicUrl, texts);
  return {
    language,
    documentTitle: `${post.title} · ${author} · ${SITE_NAME}`,
    title: post.title,
    description: text || texts.postSummary({ nickname: author }),
    url,
    alternates: pageAlternates(publicUrl, path),
    image,
    structuredData: postStructuredData({
      post,
      description: text,
      url,
      authorUrl: localizedPageUrl(publicUrl, memberPage(author), language),
      imageUrl: photo ? image.url : null,
      vehicleUrl: post.vehicle
        ? localizedPageUrl(publicUrl, vehiclePage({ nickname: author, ...post.vehicle }), language)
        : null,
    }),
  };
}

/** The tags of a public logbook entry's page: its title, its story or whose car, the car's cover. */
export function logbookEntryShareTags(
  vehicle: ShareVehicle,
  entry: Pick<PublicLogbookEntry, 'id' | 'title' | 'date' | 'story'>,
  language: ShareLanguage,
  publicUrl: string,
): ShareTags {
  const texts = SHARE_TEXTS[language];
  const car = shareVehicleTitle(vehicle, language);
  const story = excerpt(storyText(entry.story));
  const path = logbookEntryPage(vehicle, entry.id);
  return {
    language,
    documentTitle: `${entry.title} · ${car} · ${SITE_NAME}`,
    title: entry.title,
    description:
      story || texts.logbookEntrySummary({ car, nickname: vehicle.nickname, date: entry.date }),
    url: localizedPageUrl(publicUrl, path, language),
    alternates: pageAlternates(publicUrl, path),
    image: vehicleImage(vehicle, car, publicUrl, texts),
  };
}

/** The tags of a vehicle's public page: its names, what it is, its picture and its address. */
export function vehicleShareTags(
  vehicle: ShareVehicle,
  language: ShareLanguage,
  publicUrl: string,
): ShareTags {
  const texts = SHARE_TEXTS[language];
  const { make, model } = makeAndModelNames(vehicle.manufacturer, vehicle.model, language);
  const headline = texts.headline({ year: vehicle.year, make, model });
  const title = vehicleTitle(vehicle.name, headline, make, model);
  const summary = texts.vehicleSummary({
    headline,
    status: texts.status[vehicle.status],
    nickname: vehicle.nickname,
  });
  const story = vehicle.description ? excerpt(vehicle.description) : '';
  const path = vehiclePage(vehicle);
  const image = vehicleImage(vehicle, `${vehicle.name}, ${headline}`, publicUrl, texts);
  const url = localizedPageUrl(publicUrl, path, language);
  return {
    language,
    documentTitle: `${title} · ${vehicle.nickname} · ${SITE_NAME}`,
    title,
    description: story ? `${summary} ${story}` : summary,
    url,
    alternates: pageAlternates(publicUrl, path),
    image,
    structuredData: vehicleStructuredData({
      vehicle,
      language,
      name: title,
      description: story || null,
      url,
      imageUrl: vehicle.image ? image.url : null,
    }),
  };
}

/** The name a member shows, else their nickname; with the nickname when the name is public. */
export function memberTitle(member: Pick<MemberProfile, 'nickname' | 'name'>): string {
  const name = [member.name?.first, member.name?.last]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name ? `${name} (${member.nickname})` : member.nickname;
}

/**
 * The tags of a member's public page. `member` is what `GET /api/users/{nickname}` answers, so
 * only what the member makes public can reach a preview: a private name or place is null there.
 */
export function memberShareTags(
  member: MemberProfile,
  language: ShareLanguage,
  publicUrl: string,
): ShareTags {
  const texts = SHARE_TEXTS[language];
  const title = memberTitle(member);
  const { location } = member;
  const place =
    [
      location?.city?.trim(),
      location?.state && localizedName(location.state, language),
      location?.country && localizedName(location.country, language),
    ]
      .filter(Boolean)
      .join(', ') || null;
  const summary = texts.memberSummary({
    nickname: member.nickname,
    place,
    vehicles: member.counts.vehicles,
  });
  const about = member.aboutMe ? excerpt(member.aboutMe) : '';
  const image: ShareImage = member.avatar
    ? {
        url: absolute(publicUrl, member.avatar),
        type: IMAGE_CONTENT_TYPE,
        alt: texts.memberAvatarAlt(title),
      }
    : siteImage(publicUrl, texts);
  const path = memberPage(member.nickname);
  const url = localizedPageUrl(publicUrl, path, language);
  return {
    language,
    documentTitle: `${title} · ${SITE_NAME}`,
    title,
    description: about ? `${summary} ${about}` : summary,
    url,
    alternates: pageAlternates(publicUrl, path),
    image,
    structuredData: memberStructuredData({
      member,
      language,
      description: about || null,
      url,
      imageUrl: member.avatar ? image.url : null,
    }),
  };
}

/**
 * The tags as HTML, every value escaped. JSON-LD is a data block, which browsers never run, so the
 * page's CSP (no inline scripts) does not apply to it.
 */
export function renderShareTags(tags: ShareTags): string {
  const meta = (key: 'name' | 'property', name: string, content: string | number) =>
    `<meta ${key}="${name}" content="${escapeHtml(String(content))}">`;
  const og = (name: string, content: string | number | undefined) =>
    content === undefined ? [] : [meta('property', `og:${name}`, content)];
  const link = (attributes: string, href: string) =>
    `<link ${attributes} href="${escapeHtml(href)}">`;
  const alternates = SHARE_LANGUAGES.filter((language) => language !== tags.language);
  return [
    `<title>${escapeHtml(tags.documentTitle)}</title>`,
    meta('name', 'description', tags.description),
    link('rel="canonical"', tags.url),
    ...Object.entries(tags.alternates).map(([language, href]) =>
      link(`rel="alternate" hreflang="${language}"`, href),
    ),
    ...og('type', 'website'),
    ...og('site_name', SITE_NAME),
    ...og('title', tags.title),
    ...og('description', tags.description),
    ...og('url', tags.url),
    ...og('locale', SHARE_TEXTS[tags.language].locale),
    ...alternates.flatMap((language) => og('locale:alternate', SHARE_TEXTS[language].locale)),
    ...og('image', tags.image.url),
    ...og('image:type', tags.image.type),
    ...og('image:width', tags.image.width),
    ...og('image:height', tags.image.height),
    ...og('image:alt', tags.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...(tags.structuredData
      ? [`<script type="application/ld+json">${renderJsonLd(tags.structuredData)}</script>`]
      : []),
  ].join('');
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i;
const DESCRIPTION = /<meta\b[^>]*\bname\s*=\s*(["']?)description\1(?=[\s/>])[^>]*>/gi;
const HTML_TAG = /<html\b[^>]*>/i;
const LANG_ATTRIBUTE = /\slang\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/i;

/**
 * The attribute of `<html>` naming the language the server chose for the page, which the
 * browser's language detection reads first (packages/i18n: SERVER_LANGUAGE_ATTRIBUTE). Apart from
 * `lang`, which the shell's own index.html has too when no server wrote it (the dev server).
 */
const SERVER_LANGUAGE_ATTRIBUTE = 'data-server-language';

/**
 * `html` (the shell's index.html) with its title and description replaced by `tags` and its
 * `lang` set to theirs, marked as the server's choice. The tags take the place of the old title,
 * so they stay near the top.
 */
export function injectShareTags(html: string, tags: ShareTags): string {
  const rendered = renderShareTags(tags);
  let page = html.replace(DESCRIPTION, '');
  page = TITLE.test(page)
    ? page.replace(TITLE, () => rendered)
    : page.replace(/<\/head\s*>/i, (head) => `${rendered}${head}`);
  const language = `lang="${tags.language}" ${SERVER_LANGUAGE_ATTRIBUTE}="${tags.language}"`;
  return page.replace(HTML_TAG, (tag) =>
    LANG_ATTRIBUTE.test(tag)
      ? tag.replace(LANG_ATTRIBUTE, ` ${language}`)
      : tag.replace(/^<html/i, `<html ${language}`),
  );
}
