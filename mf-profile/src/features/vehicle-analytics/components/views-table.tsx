import type { DailyCount } from '@carclub/contracts';
import { useDayFormat } from '@carclub/kit';
import { useTranslation } from 'react-i18next';

export interface ViewsTableProps {
  name: string;
  daily: readonly DailyCount[];
}

/** The chart's numbers as a table, newest day first: what screen readers get instead of the bars. */
export function ViewsTable({ name, daily }: ViewsTableProps) {
  const { t } = useTranslation('profile');
  const days = useDayFormat();
  const newestFirst = [...daily].reverse();
  return (
    <table className="views-table">
      <caption>{t('vehicleAnalytics.table.caption', { name })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('vehicleAnalytics.table.day')}</th>
          <th scope="col">{t('vehicleAnalytics.table.views')}</th>
        </tr>
      </thead>
      <tbody>
        {newestFirst.map((day, index) => (
          <tr key={day.date}>
            <th scope="row">
              <time dateTime={day.date}>
                {index === 0
                  ? t('vehicleAnalytics.table.today', { date: days.long(day.date) })
                  : days.long(day.date)}
              </time>
            </th>
            <td>{day.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
