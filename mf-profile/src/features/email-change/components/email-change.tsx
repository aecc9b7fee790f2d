import { toApiError } from '@carclub/api-client';
import { FormField, showServerFieldErrors } from '@carclub/forms';
import {
  Button,
  ErrorState,
  Skeleton,
  SkeletonBlock,
  toast,
  ToastMessage,
  useFocusAfterRemoval,
} from '@carclub/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { SettingsCard } from '../../../components/settings-card/settings-card';
import { useDateFormat } from '../../../lib/dates';
import { useLearnNoPassword, useNoPassword } from '../../../lib/no-password';
import { useEmailChange, type PendingChange } from '../api/get-email-change';
import { useRequestEmailChange } from '../api/request-email-change';
import { useResendEmailChange } from '../api/resend-email-change';
import { useWithdrawEmailChange } from '../api/withdraw-email-change';
import { EMAIL_CHANGE_FIELDS, emailChangeFormSchema, type EmailChangeValues } from '../schemas';
import '../email-change.css';

const TITLE_ID = 'email-change-title';
const OPENER_ID = 'email-change-open';
const PENDING_ID = 'email-change-pending';

/** What takes the place of the control that had focus, once it is drawn. */
type FocusTarget = 'opener' | 'pending';
type FocusAfter = (target: FocusTarget) => void;
const EMPTY: EmailChangeValues = { newEmail: '', currentPassword: '' };

const failureToast = (title: string, error: unknown) =>
  toast.error(<ToastMessage title={title} description={toApiError(error).message} />);

export interface EmailChangeProps {
  /** The account's address now. */
  email: string;
}

/**
 * Issue 13, point 5: the address, a change that needs the current password and is confirmed from
 * the new inbox, and while it waits, a fresh link or its cancellation (ADR 0066).
 */
export function EmailChange({ email }: EmailChangeProps) {
  const { t } = useTranslation('profile');
  const pendingQuery = useEmailChange();
  const noPassword = useNoPassword();
  const requestFocus = useFocusAfterRemoval<FocusTarget>(
    (target) => document.getElementById(target === 'opener' ? OPENER_ID : PENDING_ID) ?? undefined,
  );
  // The cache may have changed (and this card drawn the new state) before the caller asks: one
  // more render lets the request find what is already there.
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const focusAfter = useCallback(
    (target: FocusTarget) => {
      requestFocus(target);
      rerender();
    },
    [requestFocus],
  );

  let body;
  if (pendingQuery.isPending) {
    body = (
      <Skeleton label={t('emailChange.title')}>
        <SkeletonBlock shape="rect" height="2.75rem" />
      </Skeleton>
    );
  } else if (pendingQuery.isError) {
    body = (
      <ErrorState
        message={pendingQuery.error.message}
        onRetry={() => void pendingQuery.refetch()}
        retrying={pendingQuery.isFetching}
      />
    );
  } else if (pendingQuery.data) {
    body = <PendingState pending={pendingQuery.data} email={email} focusAfter={focusAfter} />;
  } else if (noPassword) {
    body = <p className="ec-note">{t('emailChange.noPassword')}</p>;
  } else {
    body = <ChangeForm focusAfter={focusAfter} />;
  }

  return (
    <SettingsCard titleId={TITLE_ID} title={t('emailChange.title')} intro={t('emailChange.intro')}>
      <dl className="ec-current">
        <dt>{t('emailChange.current')}</dt>
        <dd>{email}</dd>
      </dl>
      {body}
    </SettingsCard>
  );
}

/** Closed until asked for, so the tab shows one password field, the password card's. */
function ChangeForm({ focusAfter }: { focusAfter: FocusAfter }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const change = useRequestEmailChange();
  const learnNoPassword = useLearnNoPassword();
  const [resolver] = useState(() => zodResolver(emailChangeFormSchema));
  const form = useForm<EmailChangeValues>({ resolver, mode: 'onTouched', defaultValues: EMPTY });

  useEffect(() => {
    if (open) form.setFocus('newEmail');
  }, [open, form]);

  const close = () => {
    form.reset(EMPTY);
    setOpen(false);
    focusAfter('opener');
  };

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      await change.mutateAsync(payload);
      focusAfter('pending');
      toast.success(
        <ToastMessage
          title={t('emailChange.toasts.requested')}
          description={t('emailChange.toasts.requestedDescription', { email: payload.newEmail })}
        />,
      );
    } catch (error) {
      const apiError = toApiError(error);
      learnNoPassword(apiError);
      showServerFieldErrors(form.setError, apiError.fieldErrors, EMAIL_CHANGE_FIELDS);
      const description =
        apiError.status === 403
          ? t('emailChange.noPassword')
          : (Object.values(apiError.fieldErrors)[0] ?? apiError.message);
      toast.error(
        <ToastMessage title={t('emailChange.toasts.requestFailed')} description={description} />,
      );
    }
  });

  if (!open) {
    return (
      <div className="ec-actions">
        <Button id={OPENER_ID} variant="secondary" onClick={() => setOpen(true)}>
          {t('emailChange.change')}
        </Button>
      </div>
    );
  }

  return (
    <form
      className="ec-form"
      aria-labelledby={TITLE_ID}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormField
        form={form}
        name="newEmail"
        type="email"
        autoComplete="email"
        spellCheck={false}
        label={t('emailChange.fields.newEmail')}
        hint={t('emailChange.fields.newEmailHint')}
        required
      />
      <FormField
        form={form}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        label={t('emailChange.fields.currentPassword')}
        required
      />
      <div className="ec-actions">
        {/* No blur on press: a field's message appearing would move the button from the pointer. */}
        <Button
          type="submit"
          loading={form.formState.isSubmitting}
          onMouseDown={(event) => event.preventDefault()}
        >
          {t('emailChange.submit')}
        </Button>
        <Button variant="ghost" onClick={close}>
          {t('emailChange.keep')}
        </Button>
      </div>
    </form>
  );
}

interface PendingStateProps {
  pending: PendingChange;
  email: string;
  focusAfter: FocusAfter;
}

function PendingState({ pending, email, focusAfter }: PendingStateProps) {
  const { t } = useTranslation('profile');
  const dates = useDateFormat();
  const resend = useResendEmailChange();
  const withdraw = useWithdrawEmailChange();

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (next) =>
        toast.success(
          <ToastMessage
            title={t('emailChange.toasts.resent')}
            description={t('emailChange.toasts.resentDescription', {
              email: next?.email ?? pending.email,
            })}
          />,
        ),
      onError: (error) => failureToast(t('emailChange.toasts.resendFailed'), error),
    });

  const onCancel = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => {
        focusAfter('opener');
        toast.success(
          <ToastMessage
            title={t('emailChange.toasts.cancelled')}
            description={t('emailChange.toasts.cancelledDescription', { email })}
          />,
        );
      },
      onError: (error) => failureToast(t('emailChange.toasts.cancelFailed'), error),
    });

  return (
    // Focusable by script: it takes the place of the form that had focus.
    <div id={PENDING_ID} className="ec-pending" tabIndex={-1}>
      <h3 id="ec-pending-title" className="ec-pending__title">
        {t('emailChange.pending.title')}
      </h3>
      <p className="ec-pending__text">
        {t('emailChange.pending.sent', {
          email: pending.email,
          time: dates.dateTime(pending.expiresAt),
        })}
      </p>
      <p className="ec-note">{t('emailChange.pending.until', { email })}</p>
      <div className="ec-actions">
        <Button variant="secondary" loading={resend.isPending} onClick={onResend}>
          {t('emailChange.pending.resend')}
        </Button>
        <Button variant="ghost" loading={withdraw.isPending} onClick={onCancel}>
          {t('emailChange.pending.cancel')}
        </Button>
      </div>
    </div>
  );
}
