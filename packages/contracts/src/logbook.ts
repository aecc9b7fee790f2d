import { z } from 'zod';

import { discussionCountsSchema } from './discussions';

import { LOGBOOK_CATEGORIES } from './logbook-categories';

import { FIRST_VEHICLE_YEAR, GALLERY_MAX_IMAGES, VEHICLE_LIST_MAX_LIMIT } from './constants';
import { isIsoDate, isNotFutureDate } from './dates';
import { CURRENCIES, currencySchema } from './enums';
import {
  idSchema,
  MULTI_LINE_TEXT,
  optionalAmount,
  optionalEnum,
  optionalText,
  requiredEnum,
  requiredText,
} from './fields';
import { paginated, pageQueryFields } from './pagination';
import { VALIDATION_MESSAGES as V } from './validation-messages';
import { vehicleImageSchema } from './vehicles';

/** Issue 17 point 7: limits the server enforces (ADR 0089). */
export const LOGBOOK_MAX_ENTRIES_PER_VEHICLE = 5_000;
export const LOGBOOK_TITLE_MAX_LENGTH = 120;
/** Characters of Markdown source (UTF-16 code units, as `String.length` counts them). */
export const LOGBOOK_STORY_MAX_LENGTH = 20_000;
export const LOGBOOK_MAX_PARTS = 50;
export const LOGBOOK_PART_NAME_MAX_LENGTH = 100;
export const LOGBOOK_PART_NUMBER_MAX_LENGTH = 50;
export const LOGBOOK_PAGE_SIZE = 20;
/**
 * Photos of one entry: the gallery's limit, so that the gallery's upload and its `galleryFull`
 * message (`{{max}}`) serve entries unchanged (ADR 0093).
 */
export const LOGBOOK_MAX_PHOTOS_PER_ENTRY = GALLERY_MAX_IMAGES;

export const logbookCategorySchema = z.enum(LOGBOOK_CATEGORIES);

export const LOGBOOK_VISIBILITIES = ['public', 'private'] as const;
export const logbookVisibilitySchema = z.enum(LOGBOOK_VISIBILITIES);
export type LogbookVisibility = z.infer<typeof logbookVisibilitySchema>;

/** Sanity bounds (not business rules), as for the vehicle's fields. */
const MAX = {
  mileageKm: 10_000_000,
  money: 1_000_000_000,
  litres: 1_000,
} as const;

const EARLIEST_ENTRY_DATE = `${FIRST_VEHICLE_YEAR}-01-01`;

/** Whole cents: 19.99 is 1998.9999999999998 cents in binary floating point, so a tolerance. */
export function hasAtMostTwoDecimals(amount: number): boolean {
  const cents = amount * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** An amount of money: >= 0, whole cents. */
const optionalMoney = () =>
  optionalAmount(MAX.money).refine(
    (amount) => amount == null || hasAtMostTwoDecimals(amount),
    V.tooManyDecimals,
  );

/**
 * The day of the entry, `YYYY-MM-DD`, at most "today" where today is latest on Earth (UTC+14,
 * `latestCurrentDate`): an owner anywhere may log what they did today, and the browser and the
 * server agree whatever their time zones.
 */
const entryDateSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? V.required : V.invalidDate,
  })
  .trim()
  .min(1, { error: V.required, abort: true })
  .refine((value) => isIsoDate(value) && value >= EARLIEST_ENTRY_DATE, {
    error: V.invalidDate,
    abort: true,
  })
  .refine((value) => isNotFutureDate(value), V.dateInFuture);

export const logbookPartSchema = z.object(
  {
    name: requiredText(LOGBOOK_PART_NAME_MAX_LENGTH),
    partNumber: optionalText(LOGBOOK_PART_NUMBER_MAX_LENGTH),
    /** In the entry's currency. */
    price: optionalMoney(),
  },
  { error: V.invalidFormat },
);
export type LogbookPart = z.infer<typeof logbookPartSchema>;

/**
 * The entry's story in Markdown, kept exactly as typed (no trim: leading spaces are Markdown): it
 * is rendered and sanitised only where it is shown. Tab, CR and LF are text; other control
 * characters are refused as in every multi-line field.
 */
const storySchema = z
  .string({ error: V.invalidFormat })
  .regex(MULTI_LINE_TEXT, { error: V.controlCharacters, abort: true })
  .max(LOGBOOK_STORY_MAX_LENGTH, V.tooLong);

/**
 * What the entry form sends, on create (POST) and on save (PUT, which replaces the entry: a field
 * left out takes its default, as on create). Photos will change through calls of their own.
 */
export const logbookEntryInputSchema = z
  .object({
    title: requiredText(LOGBOOK_TITLE_MAX_LENGTH),
    date: entryDateSchema,
    mileage: optionalAmount(MAX.mileageKm, { integer: true }),
    category: requiredEnum(LOGBOOK_CATEGORIES),
    /** The whole entry's cost; its parts' prices are in the same currency. */
    cost: optionalMoney(),
    currency: optionalEnum(CURRENCIES),
    story: storySchema.default(''),
    parts: z
      .array(logbookPartSchema, { error: V.invalidFormat })
      .max(LOGBOOK_MAX_PARTS, V.tooManyItems)
      .default([]),
    /** Public entries are shown on the car's public page; private ones to the owner alone. */
    visibility: requiredEnum(LOGBOOK_VISIBILITIES).default('public'),
    /**
     * Whether the public sees the cost and the parts' prices. Hidden unless the owner shows it, as
     * what a car cost its owner is private everywhere else (the vehicle's purchase data).
     */
    costHidden: z.boolean({ error: V.invalidFormat }).default(true),
    /** Fuel entries only: litres filled (> 0, required there). */
    litres: optionalAmount(MAX.litres),
    /** Fuel entries only: the tank was filled up (what consumption is measured between). */
    fullTank: z.boolean({ error: V.invalidFormat }).nullish(),
    /**
     * Fuel entries only: a fill-up before this one was not logged, so no consumption is measured
     * across it (ADR 0122).
     */
    missedFill: z.boolean({ error: V.invalidFormat }).nullish(),
  })
  .superRefine((entry, ctx) => {
    const issue = (path: 'litres' | 'fullTank' | 'missedFill' | 'currency', message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message, input: entry[path] });
    if (entry.category === 'fuel') {
      if (entry.litres == null) issue('litres', V.required);
      else if (entry.litres <= 0) issue('litres', V.mustBePositive);
    } else {
      if (entry.litres != null) issue('litres', V.fuelOnly);
      if (entry.fullTank != null) issue('fullTank', V.fuelOnly);
      if (entry.missedFill != null) issue('missedFill', V.fuelOnly);
    }
    const hasAmount = entry.cost != null || entry.parts.some((part) => part.price != null);
    if (hasAmount && entry.currency == null) issue('currency', V.currencyRequired);
  });
export type LogbookEntryInput = z.infer<typeof logbookEntryInputSchema>;
export type LogbookEntryFormInput = z.input<typeof logbookEntryInputSchema>;

const partResponseSchema = z.object({
  name: z.string(),
  partNumber: z.string().nullable(),
  price: z.number().nullable(),
});

/** A stored entry as its owner reads it. */
export const logbookEntrySchema = z.object({
  id: idSchema,
  vehicleId: idSchema,
  title: z.string(),
  date: z.string(),
  mileage: z.number().nullable(),
  category: logbookCategorySchema,
  cost: z.number().nullable(),
  currency: currencySchema.nullable(),
  /** The Markdown source exactly as stored: not HTML, render it through the sanitising renderer. */
  story: z.string(),
  parts: z.array(partResponseSchema),
  visibility: logbookVisibilitySchema,
  costHidden: z.boolean(),
  litres: z.number().nullable(),
  fullTank: z.boolean().nullable(),
  /** Fuel entries: a fill-up before this one was not logged (ADR 0122); null for other entries. */
  missedFill: z.boolean().nullable().default(null),
  /**
   * The entry's photos, first to last, as a gallery's images. Changed only by the photo routes
   * (upload, reorder, delete), never by saving the entry; empty from an API older than photos.
   */
  photos: z.array(vehicleImageSchema).default([]),
  /** Its conversation's id and counters (ADR 0151); null from an API older than comments. */
  discussion: discussionCountsSchema.nullable().default(null),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LogbookEntry = z.infer<typeof logbookEntrySchema>;

/**
 * A public entry: its visibility is public by definition, and when the owner hides the cost,
 * `cost`, `currency` and every part's `price` are null.
 */
export const publicLogbookEntrySchema = logbookEntrySchema.omit({
  visibility: true,
  costHidden: true,
});
export type PublicLogbookEntry = z.infer<typeof publicLogbookEntrySchema>;

export const logbookListQuerySchema = z.object({
  ...pageQueryFields(LOGBOOK_PAGE_SIZE, VEHICLE_LIST_MAX_LIMIT),
});
export type LogbookListQuery = z.infer<typeof logbookListQuerySchema>;

/** Newest first: by date, then the later written. */
export const logbookListResponseSchema = paginated(logbookEntrySchema);
export type LogbookListResponse = z.infer<typeof logbookListResponseSchema>;
export const publicLogbookListResponseSchema = paginated(publicLogbookEntrySchema);
export type PublicLogbookListResponse = z.infer<typeof publicLogbookListResponseSchema>;

/** Why a stretch between two full fills is left out of the car's figure (ADR 0121). */
export const CONSUMPTION_EXCLUSION_REASONS = ['tooLow', 'tooHigh'] as const;
export type ConsumptionExclusionReason = (typeof CONSUMPTION_EXCLUSION_REASONS)[number];

/** A stretch between two full fills whose result cannot be the car's (ADR 0121). */
export const excludedStretchSchema = z.object({
  /** The days of the full fills it runs between. */
  fromDate: z.string(),
  toDate: z.string(),
  distanceKm: z.number(),
  litres: z.number(),
  litresPer100Km: z.number(),
  reason: z.enum(CONSUMPTION_EXCLUSION_REASONS),
});
export type ExcludedStretch = z.infer<typeof excludedStretchSchema>;

/**
 * The car's fuel consumption from full-to-full fills (ADR 0089): null until two full fills with
 * mileages enclose a distance. Never across a missed fill-up (ADR 0122); a stretch outside the
 * range plausible for the car is left out (ADR 0121).
 */
export const fuelConsumptionSchema = z.object({
  consumption: z
    .object({
      litresPer100Km: z.number(),
      /** Kilometres between the full fills that were measured. */
      distanceKm: z.number(),
      /** Litres filled over that distance. */
      litres: z.number(),
    })
    .nullable(),
  /**
   * The owner's answer only (the public one is always empty): the stretches left out of the
   * figure as implausible, oldest first, each with why.
   */
  excluded: z.array(excludedStretchSchema).default([]),
  /**
   * The owner's answer only: the range of L/100 km plausible for the car, from its fuel type and
   * engine capacity; null when the car is not checked (electric, hydrogen).
   */
  plausible: z.object({ min: z.number(), max: z.number() }).nullable().default(null),
});
export type FuelConsumption = z.infer<typeof fuelConsumptionSchema>;
