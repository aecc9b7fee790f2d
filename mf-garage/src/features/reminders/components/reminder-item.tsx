import type { Reminder } from '@carclub/contracts';
import { Button } from '@carclub/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { formatEntryDate, formatNumber } from '../../../lib/format';
import { dueText, leftText, ruleText } from '../lib/texts';

export interface ReminderItemProps {
  reminder: Reminder;
  onComplete: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A reminder's title, which names its list item, and its status in words. */
export function ReminderHead({
  reminder,
  titleId,
}: {
  reminder: Pick<Reminder, 'title' | 'status'>;
  titleId: string;
}) {
  const { t } = useTranslation('garage');
  return (
    <div className="reminder__head">
      <h2 id={titleId} className="reminder__title">
        {reminder.title}
      </h2>
      <span className={`reminder-status reminder-status--${reminder.status}`}>
        {t(`reminders.status.${reminder.status}`)}
      </span>
    </div>
  );
}

/** One reminder: its status in words (not colour alone), what is left, when it is due and repeats. */
export function ReminderItem({ reminder, onComplete, onEdit, onDelete }: ReminderItemProps) {
  const { t, i18n } = useTranslation('garage');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const titleId = useId();
  const left = leftText(reminder, t, language);
  const due = dueText(reminder, t, language);
  const { lastDoneOn, lastDoneMileage } = reminder;
  // Every button's name ends with the reminder's title, "Edit: Oil" among several reminders; it
  // starts with the visible label, so speech input finds it by what is shown.
  const named = (action: 'complete' | 'edit' | 'delete') =>
    `${t(`reminders.actions.${action}`)}: ${reminder.title}`;

  return (
    <li
      className={`reminder reminder--${reminder.status}`}
      aria-labelledby={titleId}
      data-reminder={reminder.id}
    >
      <ReminderHead reminder={reminder} titleId={titleId} />
      {left && <p className="reminder__left">{left}</p>}
      <p className="reminder__facts">
        {due && <span>{due}</span>}
        <span>{ruleText(reminder, t, language)}</span>
        {reminder.category && <span>{t(`logbook.category.${reminder.category}`)}</span>}
      </p>
      {lastDoneOn && (
        <p className="reminder__last">
          {lastDoneMileage === null
            ? t('reminders.lastDone', { date: formatEntryDate(lastDoneOn, language) })
            : t('reminders.lastDoneAt', {
                date: formatEntryDate(lastDoneOn, language),
                mileage: formatNumber(lastDoneMileage, language),
              })}
        </p>
      )}
      <div className="reminder__actions">
        {reminder.status !== 'done' && (
          <Button type="button" size="sm" aria-label={named('complete')} onClick={onComplete}>
            {t('reminders.actions.complete')}
          </Button>
        )}
        <Button
          type="button"
          size="sm"
          variant="secondary"
          aria-label={named('edit')}
          data-edit
          onClick={onEdit}
        >
          {t('reminders.actions.edit')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          aria-label={named('delete')}
          onClick={onDelete}
        >
          {t('reminders.actions.delete')}
        </Button>
      </div>
    </li>
  );
}
