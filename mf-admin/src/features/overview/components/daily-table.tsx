import type { DailyCount } from '@carclub/contracts';
import { useDayFormat } from '@carclub/kit';
import { useTranslation } from 'react-i18next';

export interface DailyTableProps {
  caption: string;
  valueLabel: string;
  days: readonly DailyCount[];
}

/** The chart's numbers as a table, newest day first: what screen readers get instead of bars. */
export function DailyTable({ caption, valueLabel, days }: DailyTableProps) {
  const { t } = useTranslation('admin');
  const format = useDayFormat();
  const newestFirst = [...days].reverse();
  return (
    <table className="daily-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('overview.charts.day')}</th>
          <th scope="col">{valueLabel}</th>
        </tr>
      </thead>
      <tbody>
        {newestFirst.map((day, index) => (
          <tr key={day.date}>
            <th scope="row">
              <time dateTime={day.date}>
                {index === 0
                  ? t('overview.charts.today', { date: format.longWithYear(day.date) })
                  : format.longWithYear(day.date)}
              </time>
            </th>
            <td>{day.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
