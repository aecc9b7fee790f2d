import {
  REMINDER_DUE_SOON_DAYS,
  REMINDER_DUE_SOON_KM,
  type ReminderStatus,
} from '@carclub/contracts';

const DAY_MS = 86_400_000;

/** Today's date at UTC, `YYYY-MM-DD`: the day a reminder's date is compared with (ADR 0092). */
export function utcToday(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function parseDay(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((parseDay(to) - parseDay(from)) / DAY_MS);
}

/** The same day `months` later, or the month's last day when it has no such day (31 Jan → 28 Feb). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

export interface Occurrence {
  dueDate: string | null;
  dueMileage: number | null;
}

export interface ComputedStatus {
  status: ReminderStatus;
  daysLeft: number | null;
  kmLeft: number | null;
}

/**
 * Where a reminder stands today at the car's latest known mileage: overdue once its date has come
 * or the mileage reached, due soon within REMINDER_DUE_SOON_DAYS or REMINDER_DUE_SOON_KM of
 * either, whichever comes first.
 */
export function computeStatus(
  occurrence: Occurrence & { done: boolean },
  today: string,
  mileage: number | null,
): ComputedStatus {
  if (occurrence.done) return { status: 'done', daysLeft: null, kmLeft: null };
  const daysLeft = occurrence.dueDate === null ? null : daysBetween(today, occurrence.dueDate);
  const kmLeft =
    occurrence.dueMileage === null || mileage === null ? null : occurrence.dueMileage - mileage;
  const overdue = (daysLeft !== null && daysLeft <= 0) || (kmLeft !== null && kmLeft <= 0);
  const soon =
    (daysLeft !== null && daysLeft <= REMINDER_DUE_SOON_DAYS) ||
    (kmLeft !== null && kmLeft <= REMINDER_DUE_SOON_KM);
  return { status: overdue ? 'overdue' : soon ? 'dueSoon' : 'upcoming', daysLeft, kmLeft };
}

/**
 * The first occurrence of what the form asked for: a due point given is kept; an interval without
 * its due point counts from today or from the car's mileage. `dueMileage` is undefined when it has
 * to count from a mileage the car does not have.
 */
export function firstOccurrence(
  input: {
    /** '' or null: not set. */
    dueDate?: string | null;
    dueMileage?: number | null;
    everyMonths?: number | null;
    everyKm?: number | null;
  },
  today: string,
  mileage: number | null,
): { dueDate: string | null; dueMileage: number | null | undefined } {
  const dueDate =
    input.dueDate || (input.everyMonths == null ? null : addMonths(today, input.everyMonths));
  let dueMileage: number | null | undefined = input.dueMileage ?? null;
  if (dueMileage === null && input.everyKm != null) {
    dueMileage = mileage === null ? undefined : mileage + input.everyKm;
  }
  return { dueDate, dueMileage };
}

/**
 * The occurrence after one completed on `doneOn` at `doneMileage`: each interval counts from the
 * completion. Without a known mileage the kilometres count from the due mileage instead, so a
 * repeating reminder never loses its next point.
 */
export function nextOccurrence(
  reminder: Occurrence & { everyMonths: number | null; everyKm: number | null },
  doneOn: string,
  doneMileage: number | null,
): Occurrence {
  const dueDate = reminder.everyMonths === null ? null : addMonths(doneOn, reminder.everyMonths);
  const from = doneMileage ?? reminder.dueMileage;
  const dueMileage = reminder.everyKm === null || from === null ? null : from + reminder.everyKm;
  return { dueDate, dueMileage };
}
