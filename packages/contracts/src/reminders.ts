import { z } from 'zod';

import { isIsoDate } from './dates';
import { idSchema, optionalAmount, optionalEnum, requiredText } from './fields';
import { logbookCategorySchema } from './logbook';
import { LOGBOOK_CATEGORIES } from './logbook-categories';
import { VALIDATION_MESSAGES as V } from './validation-messages';

/** Issue 17 point 3: limits and thresholds the server applies (ADR 0092). */
export const REMINDERS_MAX_PER_VEHICLE = 50;
export const REMINDER_TITLE_MAX_LENGTH = 120;
export const REMINDER_MAX_EVERY_MONTHS = 120;
export const REMINDER_MAX_EVERY_KM = 1_000_000;
/** A reminder is due soon this many days before its date… */
export const REMINDER_DUE_SOON_DAYS = 30;
/** …or this many kilometres before its mileage, whichever comes first. */
export const REMINDER_DUE_SOON_KM = 1_000;

const MAX_MILEAGE_KM = 10_000_000;
const EARLIEST_DUE_DATE = '1886-01-01';
const LATEST_DUE_DATE = '9999-12-31';

/**
 * `overdue`: its date has come (today or earlier, UTC) or the car's mileage has reached its
 * mileage; `dueSoon`: within REMINDER_DUE_SOON_DAYS or REMINDER_DUE_SOON_KM of either; `done`: a
 * one-off reminder that was completed.
 */
export const REMINDER_STATUSES = ['overdue', 'dueSoon', 'upcoming', 'done'] as const;
export const reminderStatusSchema = z.enum(REMINDER_STATUSES);
export type ReminderStatus = z.infer<typeof reminderStatusSchema>;

/**
 * `YYYY-MM-DD`, any day (a date already past makes the reminder overdue at once); '' is not set,
 * as null is (kept as sent, not transformed, so the API docs can describe the field).
 */
const dueDateSchema = z
  .string({ error: V.invalidDate })
  .trim()
  .refine(
    (value) =>
      value === '' || (isIsoDate(value) && value >= EARLIEST_DUE_DATE && value <= LATEST_DUE_DATE),
    V.invalidDate,
  )
  .nullish();

/** A whole number of at least 1 (an interval of 0 would repeat forever at once). */
const interval = (max: number) =>
  optionalAmount(max, { integer: true }).refine(
    (value) => value == null || value > 0,
    V.mustBePositive,
  );

/**
 * What the reminder form sends, on create (POST) and on save (PUT, which replaces it: a field left
 * out is not set). When it is due: a date, a mileage, or both, whichever comes first. It repeats
 * when it has an interval (`everyMonths`, `everyKm` or both): "oil every 10,000 km or 12 months".
 * An interval without its first due point starts from today (`everyMonths`) or from the car's
 * current mileage (`everyKm`; 400 `validation.mileageUnknown` on `dueMileage` while the car has
 * none).
 */
export const reminderInputSchema = z
  .object({
    title: requiredText(REMINDER_TITLE_MAX_LENGTH),
    /** The logbook category whose entries complete it (a form can offer them first). */
    category: optionalEnum(LOGBOOK_CATEGORIES),
    dueDate: dueDateSchema,
    dueMileage: optionalAmount(MAX_MILEAGE_KM, { integer: true }),
    everyMonths: interval(REMINDER_MAX_EVERY_MONTHS),
    everyKm: interval(REMINDER_MAX_EVERY_KM),
  })
  .superRefine((reminder, ctx) => {
    const { dueDate, dueMileage, everyMonths, everyKm } = reminder;
    if (!dueDate && dueMileage == null && everyMonths == null && everyKm == null) {
      ctx.addIssue({ code: 'custom', path: ['dueDate'], message: V.reminderNeedsDue });
    }
  });
export type ReminderInput = z.infer<typeof reminderInputSchema>;
export type ReminderFormInput = z.input<typeof reminderInputSchema>;

/** A reminder as its owner reads it, with its status computed from today and the car's mileage. */
export const reminderSchema = z.object({
  id: idSchema,
  vehicleId: idSchema,
  title: z.string(),
  category: logbookCategorySchema.nullable(),
  /** The current occurrence's due date, if it has one. */
  dueDate: z.string().nullable(),
  /** The current occurrence's due mileage, if it has one. */
  dueMileage: z.number().nullable(),
  everyMonths: z.number().nullable(),
  everyKm: z.number().nullable(),
  repeating: z.boolean(),
  status: reminderStatusSchema,
  /** Days until the due date (0 today, negative past it); null without a date or once done. */
  daysLeft: z.number().nullable(),
  /** Kilometres until the due mileage (negative past it); null without one, or without the car's. */
  kmLeft: z.number().nullable(),
  /** The last completion: its day, the car's mileage then, and the logbook entry, if any. */
  lastDoneOn: z.string().nullable(),
  lastDoneMileage: z.number().nullable(),
  lastDoneEntryId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Reminder = z.infer<typeof reminderSchema>;

/**
 * A car's reminders, most urgent first (overdue, due soon, upcoming, done; then by date), with
 * what the statuses were computed from: the day (UTC) and the car's latest known mileage.
 */
export const reminderListResponseSchema = z.object({
  items: z.array(reminderSchema),
  today: z.string(),
  mileage: z.number().nullable(),
});
export type ReminderListResponse = z.infer<typeof reminderListResponseSchema>;

/**
 * Completing a reminder: from a logbook entry of the same car (its date and mileage), or, without
 * one, today at the car's current mileage. A repeating reminder moves to its next occurrence,
 * counted from then; a one-off one is done.
 */
export const reminderCompleteInputSchema = z.object({
  entryId: z.uuid({ error: V.invalidFormat }).nullish(),
});
export type ReminderCompleteInput = z.infer<typeof reminderCompleteInputSchema>;

/** The car a reminder of the member's list belongs to: enough to name it and link to it. */
export const reminderVehicleSchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  ownerNickname: z.string(),
});
export type ReminderVehicle = z.infer<typeof reminderVehicleSchema>;

/**
 * Every reminder of every car of the member (`/my/reminders`), what is due first at the top
 * (ADR 0129): by status (overdue, due soon, upcoming, done), then by how near the nearer of its
 * date and its mileage is, REMINDER_DUE_SOON_DAYS days counting as much as REMINDER_DUE_SOON_KM
 * kilometres; each with its car. `today` is the day (UTC) the statuses were computed from.
 */
export const myRemindersResponseSchema = z.object({
  items: z.array(reminderSchema.extend({ vehicle: reminderVehicleSchema })),
  today: z.string(),
});
export type MyRemindersResponse = z.infer<typeof myRemindersResponseSchema>;
export type MyReminder = MyRemindersResponse['items'][number];
