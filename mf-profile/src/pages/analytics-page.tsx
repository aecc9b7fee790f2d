import { useTranslation } from 'react-i18next';

import { VehicleAnalyticsList } from '../features/vehicle-analytics';

import './analytics-page.css';

/** `/profile/analytics`: how often the member's cars were looked at. */
export function AnalyticsPage() {
  const { t } = useTranslation('profile');
  return (
    <section className="analytics-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('analytics.title')}</h1>
      <p className="analytics-page__intro">{t('vehicleAnalytics.intro')}</p>
      <VehicleAnalyticsList />
    </section>
  );
}

export const Component = AnalyticsPage;
