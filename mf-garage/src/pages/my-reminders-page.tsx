import { useTranslation } from 'react-i18next';

import { MyReminders } from '../features/reminders';
import '../components/form.css';

/** Every reminder of the member's cars, `/my/reminders` (issue 29 point 5, ADR 0129). */
export function MyRemindersPage() {
  const { t } = useTranslation('garage');
  return (
    <section className="vf-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('myReminders.title')}</h1>
      <p className="vf-page__intro">{t('reminders.mine.intro')}</p>
      <MyReminders />
    </section>
  );
}

export const Component = MyRemindersPage;
