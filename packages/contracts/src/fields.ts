import { z } from 'zod';
import { isIsoDate, isNotFutureDate, isPastDate } from './dates';
import { ID_MAX_LENGTH, MULTI_LINE_TEXT, SINGLE_LINE_TEXT, type TextOptions } from './text-rules';
import { VALIDATION_MESSAGES as V, type ValidationMessageKey } from './validation-messages';

export * from './text-rules';

/**
 * Building blocks shared by the domain schemas. Optional text fields accept '' because that is
 * what an empty form input holds; the server stores '' as "not set".
 */

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

/**
 * An id: `parseId`'s rule (./text-rules, for pages without zod) as zod checks built from the same
 * constants, so that each failure keeps its own message and the API's description its pattern and
 * lengths. A test holds the two to the same answers.
 */
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
