import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';

import { NotificationCentre } from '../features/notification-centre';
import './notifications-page.css';

export function NotificationsPage() {
  const { t } = useTranslation('profile');
  return (
    <section className="notifications-page" aria-labelledby="page-title">
      <div className="notifications-page__head">
        <h1 id="page-title">{t('notifications.title')}</h1>
        <Link to="/profile/settings?tab=notifications">{t('notifications.settingsLink')}</Link>
      </div>
      <NotificationCentre />
    </section>
  );
}

export const Component = NotificationsPage;
