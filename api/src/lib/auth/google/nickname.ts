import { isReservedNickname, NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH } from '@carclub/contracts';

import { stripAccents, transliterate } from '../../text';

/** Used when the profile has no name that makes a valid nickname, or only a reserved one. */
export const FALLBACK_NICKNAME = 'driver';
/** Room left for a number (`ann.smith2` … `ann.smith9999`) within the nickname limit. */
const SUFFIX_ROOM = 4;

export interface ProfileName {
  name: string | undefined;
  givenName: string | undefined;
  familyName: string | undefined;
}

/**
 * A nickname from the person's name (`Олена Петренко` → `olena.petrenko`, `José Núñez` →
 * `jose.nunez`), within the rules of @carclub/contracts: Latin letters, digits, dots, hyphens and
 * underscores, starting and ending with a letter or digit. The e-mail address is never used: a
 * nickname is public (it is in page addresses), the address is not.
 */
export function nicknameBase({ name, givenName, familyName }: ProfileName): string {
  const full = name ?? [givenName, familyName].filter(Boolean).join(' ');
  const base = stripAccents(transliterate(full))
    .replace(/[^a-z0-9]+/g, '.')
    .slice(0, NICKNAME_MAX_LENGTH - SUFFIX_ROOM)
    .replace(/^\.+|(?<!\.)\.+$/g, '');
  return base.length >= NICKNAME_MIN_LENGTH && !isReservedNickname(base) ? base : FALLBACK_NICKNAME;
}

/**
 * The first of `base`, `base2`, `base3`… not in `taken` (compared ignoring case, as the unique
 * index does), or undefined when all the numbered ones that fit are taken.
 */
export function firstFreeNickname(base: string, taken: Iterable<string>): string | undefined {
  const used = new Set([...taken].map((nickname) => nickname.toLowerCase()));
  if (!used.has(base.toLowerCase())) return base;
  for (let suffix = 2; String(suffix).length <= SUFFIX_ROOM; suffix += 1) {
    const candidate = `${base}${suffix}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
  return undefined;
}
