// The rules of ids and of control characters in text, with no schema library: a page that reads
// an id from its address checks it without zod. The schemas built on them are in ./fields.

export const ID_MAX_LENGTH = 64;

/**
 * C0 control characters and DEL. NUL cannot be stored in a PostgreSQL text column at all, and the
 * rest are invisible, so a value holding one is never what the user meant to type: they are
 * refused (naming the field) rather than silently removed.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
export const SINGLE_LINE_TEXT = /^[^\u0000-\u001f\u007f]*$/;
/** Multi-line text (descriptions, "about me") keeps the tab, CR and LF of typed and pasted text. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
export const MULTI_LINE_TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

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
