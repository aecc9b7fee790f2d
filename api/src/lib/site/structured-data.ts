import {
  localizedName,
  makeAndModelNames,
  type DriveType,
  type MemberProfile,
  type Post,
} from '@carclub/contracts';

import type { ShareVehicle } from './share-vehicle';
import { SHARE_TEXTS, type ShareLanguage } from './share-texts';

/** A schema.org JSON-LD document: plain JSON values only. */
export type JsonLd = { [key: string]: JsonLdValue };
type JsonLdValue = string | number | boolean | JsonLd | JsonLdValue[];

const SCHEMA_ORG = 'https://schema.org';

const DRIVE_WHEEL_CONFIGURATIONS: Record<DriveType, string> = {
  front: `${SCHEMA_ORG}/FrontWheelDriveConfiguration`,
  rear: `${SCHEMA_ORG}/RearWheelDriveConfiguration`,
  all: `${SCHEMA_ORG}/AllWheelDriveConfiguration`,
};

/** Drops the properties that have no value, so a missing fact is absent rather than empty. */
function present(properties: Record<string, JsonLdValue | null | undefined>): JsonLd {
  return Object.fromEntries(
    Object.entries(properties).filter(
      (entry): entry is [string, JsonLdValue] => entry[1] !== null && entry[1] !== undefined,
    ),
  );
}

export interface VehicleStructuredDataInput {
  vehicle: ShareVehicle;
  language: ShareLanguage;
  /** What the page calls the car (its title), and the owner's words about it. */
  name: string;
  description: string | null;
  /** Absolute: the page's canonical address, and the car's own picture (not the site's). */
  url: string;
  imageUrl: string | null;
}

/**
 * A schema.org `Car` of the public vehicle page, in the page's language. A car for sale carries an
 * `Offer` that says so; it has no price, because the public page shows none (what the owner paid
 * and what the car is worth are private, ADR 0081).
 */
export function vehicleStructuredData({
  vehicle,
  language,
  name,
  description,
  url,
  imageUrl,
}: VehicleStructuredDataInput): JsonLd {
  const texts = SHARE_TEXTS[language];
  const year = String(vehicle.year);
  const names = makeAndModelNames(vehicle.manufacturer, vehicle.model, language);
  return present({
    '@context': SCHEMA_ORG,
    '@type': 'Car',
    name,
    description,
    url,
    image: imageUrl,
    brand: { '@type': 'Brand', name: names.make },
    model: names.model,
    vehicleModelDate: year,
    productionDate: year,
    bodyType: localizedName(vehicle.bodyType, language),
    color: localizedName(vehicle.color, language),
    fuelType: texts.fuelType[vehicle.fuelType],
    vehicleTransmission: texts.transmission[vehicle.transmission],
    driveWheelConfiguration: DRIVE_WHEEL_CONFIGURATIONS[vehicle.driveType],
    mileageFromOdometer:
      vehicle.mileage === null
        ? null
        : { '@type': 'QuantitativeValue', value: vehicle.mileage, unitCode: 'KMT' },
    vehicleIdentificationNumber: vehicle.vin,
    offers:
      vehicle.status === 'selling'
        ? { '@type': 'Offer', availability: `${SCHEMA_ORG}/InStock`, url }
        : null,
  });
}

export interface MemberStructuredDataInput {
  member: MemberProfile;
  language: ShareLanguage;
  /** The member's words about themselves. */
  description: string | null;
  /** Absolute: the page's canonical address, and the avatar. */
  url: string;
  imageUrl: string | null;
}

/**
 * A schema.org `ProfilePage` whose main entity is the member as a `Person`. `member` is what
 * `GET /api/users/{nickname}` answers, so a name or place the member keeps private is null there
 * and never reaches this: the person is then named by their nickname alone.
 */
export function memberStructuredData({
  member,
  language,
  description,
  url,
  imageUrl,
}: MemberStructuredDataInput): JsonLd {
  const fullName = [member.name?.first, member.name?.last]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const { location } = member;
  const address = location
    ? present({
        addressLocality: location.city?.trim() || null,
        addressRegion: location.state ? localizedName(location.state, language) : null,
        addressCountry: location.country ? localizedName(location.country, language) : null,
      })
    : {};
  return {
    '@context': SCHEMA_ORG,
    '@type': 'ProfilePage',
    url,
    // The day, as the page shows it: the instant itself is no one's business.
    dateCreated: member.memberSince.slice(0, 10),
    mainEntity: present({
      '@type': 'Person',
      name: fullName || member.nickname,
      alternateName: member.nickname,
      description,
      url,
      image: imageUrl,
      address: Object.keys(address).length > 0 ? { '@type': 'PostalAddress', ...address } : null,
    }),
  };
}

export interface PostStructuredDataInput {
  post: Post;
  description: string;
  url: string;
  /** The member page of its author, absolute. */
  authorUrl: string;
  imageUrl: string | null;
  /** The car's page, absolute, when the post is about one. */
  vehicleUrl: string | null;
}

/**
 * A post as the `DiscussionForumPosting` of Google's discussion-forum guide: headline, text,
 * author, dates and how many commented and liked (issue 32 point 2).
 */
export function postStructuredData({
  post,
  description,
  url,
  authorUrl,
  imageUrl,
  vehicleUrl,
}: PostStructuredDataInput): JsonLd {
  const interaction = (type: string, count: number): JsonLd => ({
    '@type': 'InteractionCounter',
    interactionType: `${SCHEMA_ORG}/${type}`,
    userInteractionCount: count,
  });
  return present({
    '@context': SCHEMA_ORG,
    '@type': 'DiscussionForumPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    text: description || null,
    image: imageUrl,
    datePublished: post.publishedAt,
    dateModified: post.editedAt,
    author: { '@type': 'Person', name: post.author.nickname, url: authorUrl },
    keywords: post.tags.length > 0 ? post.tags.join(', ') : null,
    about: post.vehicle
      ? { '@type': 'Car', name: `${post.vehicle.name} ${post.vehicle.year}`, url: vehicleUrl! }
      : null,
    commentCount: post.discussion.commentsCount,
    interactionStatistic: [
      interaction('CommentAction', post.discussion.commentsCount),
      interaction('LikeAction', post.discussion.likesCount),
    ],
  });
}

/**
 * `data` as the text of a `<script type="application/ld+json">`. `<`, `>` and `&` only ever stand
 * inside JSON strings, where their `\u` escapes mean the same; escaped, no text a member writes can
 * close the script element or open a comment in it.
 */
export function renderJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(
    /[<>&]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
