import type { Notification } from '@carclub/contracts';

export interface DayGroup {
  /** The local calendar day, `YYYY-MM-DD`. */
  day: string;
  items: Notification[];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day of `date` where the member is. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Consecutive notifications of one local day together, in the order given (newest first). */
export function groupByDay(items: readonly Notification[]): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const item of items) {
    const day = localDay(new Date(item.createdAt));
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}
