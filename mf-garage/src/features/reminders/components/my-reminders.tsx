import type { MyReminder } from '@carclub/contracts';
import { ButtonLink, EmptyState, ErrorState, Skeleton } from '@carclub/ui';
import { Link } from '@carclub/router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { remindersPath } from '../../../lib/car-paths';
import { formatEntryDate } from '../../../lib/format';
import { useMyReminders } from '../api/get-my-reminders';
import { dueText, leftText } from '../lib/texts';
import { ReminderHead } from './reminder-item';
import '../reminders.css';

/**
 * Every reminder of the member's cars (issue 29 point 5), what is due first at the top as the API
 * orders them (ADR 0129); each names its car and leads to that car's reminders, where it is
 * edited and marked done.
 */
export function MyReminders() {
  const { t, i18n } = useTranslation('garage');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const query = useMyReminders();

  if (query.isError && !query.data) {
    return (
      <ErrorState
        title={t('reminders.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data) return <Skeleton lines={6} />;
  const { items, today } = query.data;
  if (items.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title={t('reminders.mine.empty.title')}
        description={t('reminders.mine.empty.description')}
        action={<ButtonLink to="/my/cars">{t('reminders.mine.empty.action')}</ButtonLink>}
      />
    );
  }
  return (
    <div className="reminders">
      <p className="reminders__basis">
        {t('reminders.mine.basis', { date: formatEntryDate(today, language) })}
      </p>
      <ol className="reminders__list" aria-label={t('reminders.mine.listLabel')}>
        {items.map((reminder) => (
          <MyReminderItem key={reminder.id} reminder={reminder} />
        ))}
      </ol>
    </div>
  );
}

function MyReminderItem({ reminder }: { reminder: MyReminder }) {
  const { t, i18n } = useTranslation('garage');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const titleId = useId();
  const left = leftText(reminder, t, language);
  const due = dueText(reminder, t, language);
  return (
    <li
      className={`reminder reminder--${reminder.status}`}
      aria-labelledby={titleId}
      data-reminder={reminder.id}
    >
      <ReminderHead reminder={reminder} titleId={titleId} />
      <p className="reminder__car">
        {t('reminders.mine.car')}{' '}
        <Link
          className="cc-title-link"
          to={remindersPath(reminder.vehicle)}
          aria-label={t('reminders.mine.carLink', { name: reminder.vehicle.name })}
        >
          {reminder.vehicle.name}
        </Link>
      </p>
      {left && <p className="reminder__left">{left}</p>}
      {due && <p className="reminder__facts">{due}</p>}
    </li>
  );
}
