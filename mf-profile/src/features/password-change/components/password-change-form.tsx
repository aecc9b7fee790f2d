import { toApiError } from '@carclub/api-client';
import { PASSWORD_MIN_LENGTH, type ChangePassword } from '@carclub/contracts';
import {
  afterCommonPasswords,
  FormField,
  PasswordStrengthMeter,
  showServerFieldErrors,
} from '@carclub/forms';
import { Button, toast, ToastMessage } from '@carclub/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useLearnNoPassword, useNoPassword } from '../../../lib/no-password';
import { useChangePassword } from '../api/change-password';
import { PASSWORD_FIELDS, passwordChangeFormSchema, type PasswordChangeValues } from '../schemas';
import '../password-change.css';
import { PasswordLinkButton } from './password-link-button';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export interface PasswordChangeFormProps {
  /** The account, for the policy: a new password may not contain its e-mail name or nickname. */
  account: { email: string; nickname: string };
}

/**
 * Spec §2 and §5: current password, new password with its strength, and its confirmation; for an
 * account without a password (a Google member), the link that sets one instead (ADR 0069).
 */
export function PasswordChangeForm({ account }: PasswordChangeFormProps) {
  const noPassword = useNoPassword();
  // Known from an earlier visit: the card is simply there, and nothing takes focus.
  const [knownOnArrival] = useState(noPassword);
  return noPassword ? (
    <SetPassword email={account.email} focusTitle={!knownOnArrival} />
  ) : (
    <ChangePassword account={account} />
  );
}

/** The API tells an account without a password only by a 403: then the card becomes this. */
function SetPassword({ email, focusTitle }: { email: string; focusTitle: boolean }) {
  const { t } = useTranslation('profile');
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Replacing a form took away the focused control: focus comes here rather than to the page.
  useEffect(() => {
    if (focusTitle && document.activeElement === document.body) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <section className="pw-card" aria-labelledby="password-change-title">
      <h2 id="password-change-title" className="pw-card__title" tabIndex={-1} ref={titleRef}>
        {t('password.noPassword.title')}
      </h2>
      <p className="pw-card__intro">{t('password.noPassword.intro')}</p>
      <p className="pw-card__intro">{t('password.noPassword.how')}</p>
      <div className="pw-form__actions">
        <PasswordLinkButton email={email} />
      </div>
    </section>
  );
}

function ChangePassword({ account }: PasswordChangeFormProps) {
  const { t } = useTranslation('profile');
  const change = useChangePassword();
  const learnNoPassword = useLearnNoPassword();
  const [resolver] = useState(() => zodResolver(passwordChangeFormSchema(account)));
  const form = useForm<PasswordChangeValues, unknown, ChangePassword>({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  // The common-password list arrives after the first keystrokes: judge the field again with it.
  const recheckNewPassword = useCallback(() => {
    if (form.getFieldState('newPassword').isTouched || form.formState.isSubmitted) {
      void form.trigger('newPassword');
    }
  }, [form]);

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      await change.mutateAsync(payload);
      form.reset(EMPTY);
      toast.success(
        <ToastMessage
          title={t('password.toasts.changed')}
          description={t('password.toasts.changedDescription')}
        />,
      );
    } catch (error) {
      const apiError = toApiError(error);
      const isForbidden = learnNoPassword(apiError);
      showServerFieldErrors(form.setError, apiError.fieldErrors, PASSWORD_FIELDS);
      const description = isForbidden
        ? t('messages.passwordChangeForbidden', { ns: 'common' })
        : (Object.values(apiError.fieldErrors)[0] ?? apiError.message);
      toast.error(<ToastMessage title={t('password.toasts.failed')} description={description} />);
    }
  });

  return (
    <section className="pw-card" aria-labelledby="password-change-title">
      <h2 id="password-change-title" className="pw-card__title">
        {t('password.title')}
      </h2>
      <p className="pw-card__intro">{t('password.intro')}</p>
      <form
        className="pw-form"
        noValidate
        onSubmit={(event) => void afterCommonPasswords(onSubmit)(event)}
      >
        {/* For password managers: the account the password belongs to. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={account.email}
          readOnly
          hidden
        />
        <FormField
          form={form}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          label={t('password.fields.currentPassword')}
          required
        />
        <div className="pw-form__new">
          <FormField
            form={form}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            label={t('password.fields.newPassword')}
            hint={t('password.fields.newPasswordHint', { count: PASSWORD_MIN_LENGTH })}
            required
          />
          <PasswordStrengthMeter
            password={newPassword}
            context={account}
            onCommonPasswordsLoaded={recheckNewPassword}
          />
        </div>
        <FormField
          form={form}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          label={t('password.fields.confirmPassword')}
          required
        />
        <div className="pw-form__actions">
          {/* No blur on press: the field's message would appear on mousedown and push the button
              away from under the pointer before the click lands. Submitting validates anyway. */}
          <Button
            type="submit"
            loading={form.formState.isSubmitting}
            onMouseDown={(event) => event.preventDefault()}
          >
            {t('password.submit')}
          </Button>
        </div>
      </form>
      <div className="pw-card__link">
        <p className="pw-card__intro">{t('password.link.question')}</p>
        <PasswordLinkButton email={account.email} variant="secondary" />
      </div>
    </section>
  );
}
