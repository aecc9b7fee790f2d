import {
  latestCurrentDate,
  logbookEntryInputSchema,
  type LogbookCategory,
  type LogbookEntry,
  type LogbookVisibility,
} from '@carclub/contracts';
import { z } from 'zod';

import { parseNumber } from '../../lib/parse-number';

export interface PartFormValues {
  name: string;
  partNumber: string;
  price: string;
}

/**
 * What the entry form's inputs hold: text as typed (numbers included, so "1,4" survives until it
 * is parsed), '' for an unchosen option, true or false for a checkbox.
 */
export interface LogbookEntryFormValues {
  title: string;
  date: string;
  category: LogbookCategory | '';
  mileage: string;
  litres: string;
  fullTank: boolean;
  missedFill: boolean;
  cost: string;
  currency: string;
  story: string;
  parts: PartFormValues[];
  visibility: LogbookVisibility;
  costHidden: boolean;
}

/** The fields in screen order, for the first error's focus and the server's field errors. */
export const ENTRY_FIELDS = [
  'title',
  'date',
  'category',
  'mileage',
  'litres',
  'fullTank',
  'missedFill',
  'cost',
  'currency',
  'story',
  'visibility',
  'costHidden',
] as const satisfies readonly (keyof LogbookEntryFormValues)[];

const optionalChoice = (value: string): string | null => (value === '' ? null : value);

/**
 * The payload as typed, before the contract's rules check and clean it. Fuel's fields count only
 * on a fuel entry: what was typed there before the category changed is not sent.
 */
export function toEntryInput(values: LogbookEntryFormValues) {
  const fuel = values.category === 'fuel';
  return {
    title: values.title,
    date: values.date,
    category: values.category,
    mileage: parseNumber(values.mileage, 'grouped'),
    litres: fuel ? parseNumber(values.litres, 'decimal') : null,
    fullTank: fuel ? values.fullTank : null,
    missedFill: fuel ? values.missedFill : null,
    cost: parseNumber(values.cost, 'grouped'),
    currency: optionalChoice(values.currency),
    story: values.story,
    parts: values.parts.map((part) => ({
      name: part.name,
      partNumber: part.partNumber,
      price: parseNumber(part.price, 'grouped'),
    })),
    visibility: values.visibility,
    costHidden: values.costHidden,
  };
}

/** The contract's own schema fed with the parsed inputs: the API's rules and messages. */
export const logbookEntryFormSchema = z
  .custom<LogbookEntryFormValues>()
  .transform((values): unknown => toEntryInput(values))
  .pipe(logbookEntryInputSchema);

/** A new entry: today (the browser's), public, its cost hidden (ADR 0089's defaults). */
export function emptyEntryFormValues(now = new Date()): LogbookEntryFormValues {
  // The browser's own day, not UTC's: what the owner calls today. The API accepts up to UTC+14's.
  const today = new Date(now.getTime() - now.getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, 10);
  return {
    title: '',
    date: today <= latestCurrentDate(now) ? today : latestCurrentDate(now),
    category: '',
    mileage: '',
    litres: '',
    fullTank: true,
    missedFill: false,
    cost: '',
    currency: '',
    story: '',
    parts: [],
    visibility: 'public',
    costHidden: true,
  };
}

const text = (value: number | null) => (value == null ? '' : String(value));

/** A stored entry as the form shows it. */
export function entryFormValues(entry: LogbookEntry): LogbookEntryFormValues {
  return {
    title: entry.title,
    date: entry.date,
    category: entry.category,
    mileage: text(entry.mileage),
    litres: text(entry.litres),
    fullTank: entry.fullTank ?? true,
    missedFill: entry.missedFill ?? false,
    cost: text(entry.cost),
    currency: entry.currency ?? '',
    story: entry.story,
    parts: entry.parts.map((part) => ({
      name: part.name,
      partNumber: part.partNumber ?? '',
      price: text(part.price),
    })),
    visibility: entry.visibility,
    costHidden: entry.costHidden,
  };
}
