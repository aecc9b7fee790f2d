import type { Reminder } from '@carclub/contracts';
import type { TFunction } from 'i18next';

import { formatEntryDate, formatNumber } from '../../../lib/format';

type GarageT = TFunction<'garage'>;

/**
 * What is left before the reminder is due, or how far past it: "in 12 days · in 800 km",
 * "3 days overdue". Nothing for a done reminder, nor for a part it has no due point for.
 */
export function leftText(
  reminder: Pick<Reminder, 'status' | 'daysLeft' | 'kmLeft'>,
  t: GarageT,
  language: string,
): string {
  if (reminder.status === 'done') return '';
  const parts: string[] = [];
  const { daysLeft, kmLeft } = reminder;
  if (daysLeft !== null) {
    const days = Math.abs(daysLeft);
    const value = formatNumber(days, language);
    if (daysLeft === 0) parts.push(t('reminders.left.today'));
    else if (daysLeft > 0) parts.push(t('reminders.left.inDays', { count: days, value }));
    else parts.push(t('reminders.left.daysOverdue', { count: days, value }));
  }
  if (kmLeft !== null) {
    const value = formatNumber(Math.abs(kmLeft), language);
    if (kmLeft === 0) parts.push(t('reminders.left.kmReached'));
    else if (kmLeft > 0) parts.push(t('reminders.left.inKm', { value }));
    else parts.push(t('reminders.left.kmOverdue', { value }));
  }
  return parts.join(t('reminders.left.separator'));
}

/** How it repeats: "Every 10,000 km or 12 months", "Every month", or "Once". */
export function ruleText(
  reminder: Pick<Reminder, 'everyKm' | 'everyMonths'>,
  t: GarageT,
  language: string,
): string {
  const { everyKm, everyMonths } = reminder;
  const km = everyKm === null ? null : formatNumber(everyKm, language);
  if (everyMonths !== null) {
    const months = { count: everyMonths, value: formatNumber(everyMonths, language) };
    return km === null
      ? t('reminders.rule.months', months)
      : t('reminders.rule.both', { ...months, km });
  }
  return km === null ? t('reminders.rule.once') : t('reminders.rule.km', { km });
}

/** The current occurrence's due point: "Due 1 March 2027 or at 50,000 km". */
export function dueText(
  reminder: Pick<Reminder, 'dueDate' | 'dueMileage'>,
  t: GarageT,
  language: string,
): string {
  const date = reminder.dueDate === null ? null : formatEntryDate(reminder.dueDate, language);
  const mileage = reminder.dueMileage === null ? null : formatNumber(reminder.dueMileage, language);
  if (date !== null && mileage !== null) return t('reminders.due.both', { date, mileage });
  if (date !== null) return t('reminders.due.date', { date });
  if (mileage !== null) return t('reminders.due.mileage', { mileage });
  return '';
}
