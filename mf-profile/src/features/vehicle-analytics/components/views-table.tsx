import type { DailyViews } from '@carclub/contracts';
import { useTranslation } from 'react-i18next';

import { useDayFormat } from '../days';

export interface ViewsTableProps {
  name: string;
  daily: readonly DailyViews[];
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
          <tr key={day.day}>
            <th scope="row">
              <time dateTime={day.day}>
                {index === 0
                  ? t('vehicleAnalytics.table.today', { date: days.long(day.day) })
                  : days.long(day.day)}
              </time>
            </th>
            <td>{day.views}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
