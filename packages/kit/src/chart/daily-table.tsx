import type { DailyCount } from '@carclub/contracts';

export interface DailyTableProps {
  days: readonly DailyCount[];
  /** The table's class (each card lays it out). */
  className: string;
  caption: string;
  dayHeader: string;
  valueHeader: string;
  /** A row's day (`YYYY-MM-DD`) in words. */
  dayText: (date: string) => string;
  /** The newest row's day in words, saying it is today. */
  todayText: (date: string) => string;
}

/** A daily chart's numbers as a table, newest day first: what screen readers get instead of bars. */
export function DailyTable({
  days,
  className,
  caption,
  dayHeader,
  valueHeader,
  dayText,
  todayText,
}: DailyTableProps) {
  const newestFirst = [...days].reverse();
  return (
    <table className={className}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{dayHeader}</th>
          <th scope="col">{valueHeader}</th>
        </tr>
      </thead>
      <tbody>
        {newestFirst.map((day, index) => (
          <tr key={day.date}>
            <th scope="row">
              <time dateTime={day.date}>
                {index === 0 ? todayText(day.date) : dayText(day.date)}
              </time>
            </th>
            <td>{day.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
