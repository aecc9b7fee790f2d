import { reminderInputSchema, type LogbookCategory, type Reminder } from '@carclub/contracts';
import { z } from 'zod';

import { parseNumber } from '../../lib/parse-number';

/** What the reminder form's inputs hold: text as typed ("10 000" survives until parsed). */
export interface ReminderFormValues {
  title: string;
  category: LogbookCategory | '';
  dueDate: string;
  dueMileage: string;
  everyKm: string;
  everyMonths: string;
}

/** The fields in screen order, for the server's field errors and the first one's focus. */
export const REMINDER_FIELDS = [
  'title',
  'category',
  'dueDate',
  'dueMileage',
  'everyKm',
  'everyMonths',
] as const satisfies readonly (keyof ReminderFormValues)[];

/**
 * The payload as typed, before the contract's rules check and clean it. No category is null: the
 * contract's enum takes '' for a wrong choice.
 */
export function toReminderInput(values: ReminderFormValues) {
  return {
    title: values.title,
    category: values.category === '' ? null : values.category,
    // An empty date is not set.
    dueDate: values.dueDate.trim() || null,
    dueMileage: parseNumber(values.dueMileage, 'grouped'),
    everyKm: parseNumber(values.everyKm, 'grouped'),
    everyMonths: parseNumber(values.everyMonths, 'grouped'),
  };
}

/** The contract's own schema fed with the parsed inputs: the API's rules and messages. */
export const reminderFormSchema = z
  .custom<ReminderFormValues>()
  .transform((values): unknown => toReminderInput(values))
  .pipe(reminderInputSchema);

export const emptyReminderFormValues = (): ReminderFormValues => ({
  title: '',
  category: '',
  dueDate: '',
  dueMileage: '',
  everyKm: '',
  everyMonths: '',
});

const text = (value: number | null) => (value == null ? '' : String(value));

/** A stored reminder as the form shows it: its current occurrence and its intervals. */
export function reminderFormValues(reminder: Reminder): ReminderFormValues {
  return {
    title: reminder.title,
    category: reminder.category ?? '',
    dueDate: reminder.dueDate ?? '',
    dueMileage: text(reminder.dueMileage),
    everyKm: text(reminder.everyKm),
    everyMonths: text(reminder.everyMonths),
  };
}
