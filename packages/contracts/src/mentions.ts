import { NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH } from './constants';

/**
 * The grammar of what a member writes to point at someone or something (ADR 0154): the nickname of
 * `@nickname` and the tag of `#tag`. Zod-free, so the markdown renderer of public pages and the API
 * read the same rules without loading zod (ADR 0088).
 */

/**
 * Nicknames appear in URLs (/u/{nickname}/...), hence the URL-safe alphabet: ASCII letters and
 * digits, with `.`, `_` and `-` inside, never at either end.
 */
export const NICKNAME_PATTERN = new RegExp(
  `^[A-Za-z0-9](?:[A-Za-z0-9._-]{${NICKNAME_MIN_LENGTH - 2},${NICKNAME_MAX_LENGTH - 2}})[A-Za-z0-9]$`,
);

/** The characters a nickname is made of, wherever they stand in it. */
export const NICKNAME_CHARACTER = /[A-Za-z0-9._-]/;

/**
 * What the `@` of a mention or the `#` of a tag may follow, besides the start of a text: a space,
 * or an opening bracket or quote. Never a letter, digit or other sign, so `ann@mail.com`,
 * `page#part`, `C#` and `/u/@x` are no mention or tag.
 */
export const NAME_MAY_FOLLOW = /[\s(["'«„“‘]/u;

export const TAG_MIN_LENGTH = 2;
export const TAG_MAX_LENGTH = 40;

/** A tag's characters: letters of any script (Cyrillic too, with their combining marks), digits, `_`. */
export const TAG_CHARACTER = /[\p{L}\p{M}\p{N}_]/u;

const TAG_CHARACTERS = /^[\p{L}\p{M}\p{N}_]+$/u;
const LETTER = /\p{L}/u;

/**
 * A tag as it is stored and linked: 2 to 40 characters (code points) of TAG_CHARACTER, at least
 * one of them a letter (so `#1` or `#2024` is a number, not a tag), in lower case and Unicode's
 * composed form (NFC), so `#BMW`, `#bmw` and a `#ї` typed as `і` + a combining mark are one tag.
 */
export function isNormalTag(tag: string): boolean {
  const length = Array.from(tag).length;
  return (
    length >= TAG_MIN_LENGTH &&
    length <= TAG_MAX_LENGTH &&
    TAG_CHARACTERS.test(tag) &&
    LETTER.test(tag) &&
    tag === tag.normalize('NFC').toLowerCase()
  );
}

/**
 * The tag `raw` names (with or without its `#`, surrounding spaces ignored), in its stored form;
 * null when it is not a tag.
 */
export function normaliseTag(raw: string): string | null {
  const trimmed = raw.trim();
  const tag = (trimmed.startsWith('#') ? trimmed.slice(1) : trimmed).normalize('NFC').toLowerCase();
  return isNormalTag(tag) ? tag : null;
}
