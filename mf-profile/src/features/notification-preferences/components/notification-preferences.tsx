import { toApiError } from '@carclub/api-client';
import type { NotificationPreferences } from '@carclub/contracts';
import { Button, ErrorState, Skeleton, toast, ToastMessage } from '@carclub/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import '../notification-preferences.css';

type Row = NotificationPreferences['items'][number];
interface FormValues {
  items: Array<{ inApp: boolean; email: boolean }>;
}

const valuesOf = (preferences: NotificationPreferences): FormValues => ({
  items: preferences.items.map(({ inApp, email, emailLocked }) => ({
    inApp,
    email: emailLocked || email,
  })),
});

/** Settings → Notifications: per kind, on the site and by e-mail, saved together. */
export function NotificationPreferencesSettings() {
  const { t } = useTranslation('profile');
  const query = useNotificationPreferences();
  return (
    <section className="notification-preferences" aria-labelledby="notification-preferences-title">
      <h2 id="notification-preferences-title" className="notification-preferences__title">
        {t('notificationPreferences.title')}
      </h2>
      <p className="notification-preferences__description">
        {t('notificationPreferences.description')}
      </p>
      {query.data ? (
        <PreferencesForm preferences={query.data} />
      ) : query.isError ? (
        <ErrorState
          title={t('notificationPreferences.loadFailed')}
          message={toApiError(query.error).message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          headingLevel={3}
        />
      ) : (
        <Skeleton label={t('notificationPreferences.loading')} lines={5} />
      )}
    </section>
  );
}

function PreferencesForm({ preferences }: { preferences: NotificationPreferences }) {
  const { t } = useTranslation('profile');
  const update = useUpdateNotificationPreferences();
  const ids = useId();
  const kindHeader = `${ids}-kind`;
  const inAppHeader = `${ids}-in-app`;
  const emailHeader = `${ids}-email`;
  const lockedNote = `${ids}-locked`;
  const rows: Row[] = preferences.items;
  const form = useForm<FormValues>({ defaultValues: valuesOf(preferences) });
  const { isDirty, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ items }) => {
    try {
      const saved = await update.mutateAsync({
        items: rows.map((row, index) => ({
          kind: row.kind,
          inApp: items[index]?.inApp ?? row.inApp,
          // A locked e-mail is always sent; its (disabled) box is not part of the form's values.
          email: row.emailLocked || (items[index]?.email ?? row.email),
        })),
      });
      form.reset(valuesOf(saved));
      toast.success(t('notificationPreferences.saved'));
    } catch (error) {
      // The boxes stay as set, for another try.
      toast.error(
        <ToastMessage
          title={t('notificationPreferences.saveFailed')}
          description={toApiError(error).message}
        />,
      );
    }
  });

  return (
    <form
      className="notification-preferences__form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <table className="notification-preferences__table">
        <thead>
          <tr>
            <th id={kindHeader} scope="col">
              {t('notificationPreferences.kind')}
            </th>
            <th id={inAppHeader} scope="col">
              {t('notificationPreferences.inApp')}
            </th>
            <th id={emailHeader} scope="col">
              {t('notificationPreferences.email')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const rowHeader = `${ids}-row-${row.kind}`;
            return (
              <tr key={row.kind}>
                <th id={rowHeader} scope="row">
                  {t(`notificationPreferences.kinds.${row.kind}`)}
                </th>
                <td>
                  {/* The whole cell's height is the target a finger hits (ADR 0100). */}
                  <label className="notification-preferences__target">
                    <input
                      type="checkbox"
                      aria-labelledby={`${inAppHeader} ${rowHeader}`}
                      {...form.register(`items.${index}.inApp`)}
                    />
                  </label>
                </td>
                <td>
                  {row.emailLocked ? (
                    <span className="notification-preferences__locked">
                      <input
                        type="checkbox"
                        checked
                        disabled
                        readOnly
                        aria-labelledby={`${emailHeader} ${rowHeader}`}
                        aria-describedby={lockedNote}
                      />
                      <span aria-hidden="true">{t('notificationPreferences.alwaysOn')}</span>
                    </span>
                  ) : (
                    <label className="notification-preferences__target">
                      <input
                        type="checkbox"
                        aria-labelledby={`${emailHeader} ${rowHeader}`}
                        {...form.register(`items.${index}.email`)}
                      />
                    </label>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p id={lockedNote} className="notification-preferences__note">
        {t('notificationPreferences.emailLocked')}
      </p>
      <div className="notification-preferences__actions">
        <p className="notification-preferences__unsaved" role="status">
          {isDirty ? t('notificationPreferences.unsaved') : ''}
        </p>
        <Button
          variant="secondary"
          disabled={!isDirty || isSubmitting}
          onClick={() => form.reset()}
        >
          {t('notificationPreferences.discard')}
        </Button>
        <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
          {t('notificationPreferences.save')}
        </Button>
      </div>
    </form>
  );
}
