// The rules of ids and of control characters in text, with no schema library: a page that reads
// an id from its address checks it without zod. The schemas built on them are in ./fields.

export const ID_MAX_LENGTH = 64;

/**
 * What no text field takes, and why it is refused (naming the field) rather than silently removed:
 * - C0 and C1 control characters and DEL: NUL cannot be stored in a PostgreSQL text column at all,
 *   and the rest are invisible, so a value holding one is never what the user meant to type;
 * - the bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): invisible
 *   too, and one of them turns the rest of a line around, so a name could make a tab's title or a
 *   link preview read backwards ("(nickname) · CarClub" included). Zero-width joiners stay: emoji
 *   and some scripts are written with them;
 * - half of a surrogate pair ("\ud800" in JSON): it cannot be stored as UTF-8 and became U+FFFD.
 */
const REFUSED = String.raw`\u007f-\u009f\u202a-\u202e\u2066-\u2069`;
/** Any number of characters but `refused`, a surrogate only as half of a pair. */
const textOf = (refused: string) =>
  new RegExp(String.raw`^(?:[^${refused}\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$`);

export const SINGLE_LINE_TEXT = textOf(String.raw`\u0000-\u001f` + REFUSED);
/** Multi-line text (descriptions, "about me") keeps the tab, CR and LF of typed and pasted text. */
export const MULTI_LINE_TEXT = textOf(String.raw`\u0000-\u0008\u000b\u000c\u000e-\u001f` + REFUSED);

export interface TextOptions {
  /** Allows tab, CR and LF (default: single line, no control character at all). */
  multiline?: boolean;
}

/** Whether `value` holds a control character the field does not accept. */
export function hasControlCharacters(value: string, { multiline = false }: TextOptions = {}) {
  return !(multiline ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT).test(value);
}

/**
 * `value` trimmed when it is an id `idSchema` accepts (a string of 1 to ID_MAX_LENGTH characters
 * once trimmed, none of them a control character), otherwise null: what `idSchema.safeParse`
 * answers, without its messages.
 */
export function parseId(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const id = value.trim();
  return id.length >= 1 && id.length <= ID_MAX_LENGTH && !hasControlCharacters(id) ? id : null;
}
