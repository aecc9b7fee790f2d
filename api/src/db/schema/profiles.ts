import {
  type AnyPgColumn,
  boolean,
  date,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { countries, states } from './reference';
import { users } from './users';

export interface SocialLinksColumn {
  instagram: string | null;
  youtube: string | null;
  tiktok: string | null;
}

/** The editable profile of a user, one row per user, created with the account. */
export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name'),
  lastName: text('last_name'),
  city: text('city'),
  countryId: text('country_id').references((): AnyPgColumn => countries.id, {
    onDelete: 'set null',
  }),
  stateId: text('state_id').references((): AnyPgColumn => states.id, { onDelete: 'set null' }),
  phone: text('phone'),
  postalCode: text('postal_code'),
  sex: text('sex'),
  aboutMe: text('about_me'),
  birthday: date('birthday', { mode: 'string' }),
  socialLinks: jsonb('social_links')
    .$type<SocialLinksColumn>()
    .notNull()
    .default({ instagram: null, youtube: null, tiktok: null }),
  /** Storage key of the avatar image (see the storage plugin), or null. */
  avatarKey: text('avatar_key'),
  coverKey: text('cover_key'),
  /**
   * What the member's public page shows besides the nickname, pictures, about-me and garage.
   * E-mail, phone, postal code and sex are never shown.
   */
  showName: boolean('show_name').notNull().default(true),
  showLocation: boolean('show_location').notNull().default(true),
  showSocialLinks: boolean('show_social_links').notNull().default(true),
  showBirthday: boolean('show_birthday').notNull().default(false),
  /** Whom the member follows and who follows them, as lists on their page (ADR 0165). */
  showFollows: boolean('show_follows').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
