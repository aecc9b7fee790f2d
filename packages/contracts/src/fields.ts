import { z } from 'zod';
import { isIsoDate, isNotFutureDate, isPastDate } from './dates';
import { VALIDATION_MESSAGES as V, type ValidationMessageKey } from './validation-messages';

/**
 * Building blocks shared by the domain schemas. Optional text fields accept '' because that is
 * what an empty form input holds; the server stores '' as "not set".
 */

const ID_MAX_LENGTH = 64;

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
 * The control-character check as a zod check, after `trim()` (so a pasted trailing newline is
 * dropped, not refused) and before the other checks (so the field gets this message alone).
 */
export function withoutControlCharacters(schema: z.ZodString, options: TextOptions = {}) {
  return schema.regex(options.multiline ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT, {
    error: V.controlCharacters,
    abort: true,
  });
}

export const idSchema = withoutControlCharacters(z.string({ error: V.invalidFormat }).trim())
  .min(1, { error: V.required, abort: true })
  .max(ID_MAX_LENGTH, V.invalidFormat);
export type Id = z.infer<typeof idSchema>;

const isBlank = (input: unknown): boolean => input === undefined || input === null || input === '';

export function requiredText(
  maxLength: number,
  message: ValidationMessageKey = V.required,
  options: TextOptions = {},
) {
  return withoutControlCharacters(z.string({ error: message }).trim(), options)
    .min(1, { error: message, abort: true })
    .max(maxLength, V.tooLong);
}

export function optionalText(maxLength: number, options: TextOptions = {}) {
  return withoutControlCharacters(z.string({ error: V.invalidFormat }).trim(), options)
    .max(maxLength, V.tooLong)
    .nullish();
}

export function requiredId(message: ValidationMessageKey = V.required) {
  return withoutControlCharacters(z.string({ error: message }).trim())
    .min(1, { error: message, abort: true })
    .max(ID_MAX_LENGTH, V.invalidFormat);
}

export const optionalIdSchema = withoutControlCharacters(
  z.string({ error: V.invalidFormat }).trim(),
)
  .max(ID_MAX_LENGTH, V.invalidFormat)
  .nullish();

export function requiredEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => (isBlank(issue.input) ? V.required : V.invalidOption),
  });
}

export function optionalEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: V.invalidOption }).nullish();
}

/** A measurement or amount: finite, >= 0 and below a sanity bound that keeps DB columns safe. */
export function optionalAmount(max: number, options: { integer?: boolean } = {}) {
  const base = z.number({ error: V.invalidNumber });
  const whole = options.integer ? base.int(V.mustBeInteger) : base;
  return whole.min(0, V.nonNegative).max(max, V.tooLarge).nullish();
}

type DateRule = 'notFuture' | 'past';

/** Optional `YYYY-MM-DD` date no earlier than `min`; '' means not set. */
export function optionalDate(rule: DateRule, min: string) {
  const inTime = rule === 'past' ? isPastDate : isNotFutureDate;
  return z
    .string({ error: V.invalidDate })
    .trim()
    .refine((value) => value === '' || (isIsoDate(value) && value >= min), {
      error: V.invalidDate,
      abort: true,
    })
    .refine((value) => value === '' || inTime(value), {
      error: rule === 'past' ? V.dateMustBePast : V.dateInFuture,
    })
    .nullish();
}
