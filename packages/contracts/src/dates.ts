import { FIRST_VEHICLE_YEAR, VEHICLE_YEAR_AHEAD } from './constants';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Kiribati runs at UTC+14: a calendar day that has not begun there has not begun anywhere. */
const LATEST_UTC_OFFSET_MS = 14 * 60 * 60 * 1000;

/** `YYYY-MM-DD` naming a real calendar day (no 2023-02-29). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * The newest calendar date anywhere on Earth. Comparing against it keeps the browser (any time
 * zone) and the server (UTC) in agreement about what "today" means, so a date that is valid in
 * the user's own zone is never rejected by the other side.
 */
export function latestCurrentDate(now: Date = new Date()): string {
  return new Date(now.getTime() + LATEST_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** `value` must already be an ISO date; ISO dates compare correctly as strings. */
export function isNotFutureDate(value: string, now: Date = new Date()): boolean {
  return value <= latestCurrentDate(now);
}

export function isPastDate(value: string, now: Date = new Date()): boolean {
  return value < latestCurrentDate(now);
}

/** Evaluated per call, so a long-running server accepts next year's models after New Year. */
export function maxVehicleYear(now: Date = new Date()): number {
  return Number(latestCurrentDate(now).slice(0, 4)) + VEHICLE_YEAR_AHEAD;
}

export function isValidVehicleYear(year: number, now: Date = new Date()): boolean {
  return Number.isInteger(year) && year >= FIRST_VEHICLE_YEAR && year <= maxVehicleYear(now);
}
