import { z } from 'zod';
import { isIsoDate, isNotFutureDate, isPastDate } from './dates';
import { VALIDATION_MESSAGES as V, type ValidationMessageKey } from './validation-messages';

/**
 * Building blocks shared by the domain schemas. Optional text fields accept '' because that is
 * what an empty form input holds; the server stores '' as "not set".
 */

const ID_MAX_LENGTH = 64;

export const idSchema = z
  .string({ error: V.invalidFormat })
  .trim()
  .min(1, { error: V.required, abort: true })
  .max(ID_MAX_LENGTH, V.invalidFormat);
export type Id = z.infer<typeof idSchema>;

const isBlank = (input: unknown): boolean => input === undefined || input === null || input === '';

export function requiredText(maxLength: number, message: ValidationMessageKey = V.required) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(maxLength, V.tooLong);
}

export function optionalText(maxLength: number) {
  return z.string({ error: V.invalidFormat }).trim().max(maxLength, V.tooLong).nullish();
}

export function requiredId(message: ValidationMessageKey = V.required) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(ID_MAX_LENGTH, V.invalidFormat);
}

export const optionalIdSchema = z
  .string({ error: V.invalidFormat })
  .trim()
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
