import { zodResolver } from '@hookform/resolvers/zod';
import { toApiError } from '@carclub/api-client';
import { PASSWORD_MIN_LENGTH } from '@carclub/contracts';
import { forgetSession } from '@carclub/session';
import { Button, ErrorState, Spinner, toast } from '@carclub/ui';
import {
  afterCommonPasswords,
  FormField,
  PasswordStrengthMeter,
  showServerFieldErrors,
} from '@carclub/forms';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '@carclub/router';

import { AuthCard } from '../../../components/auth-card';
import { useResetLinkCheck } from '../api/check-reset-link';
import { useResetPassword } from '../api/reset-password';
import {
  resetPasswordFormSchema,
  type ResetPasswordFormInput,
  type ResetPasswordFormValues,
} from '../schemas';

type LinkProblem = 'expired' | 'invalid';

function LinkProblemCard({ problem }: { problem: LinkProblem }) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      focusTitle
      title={t(`resetPassword.${problem}.title`)}
      intro={<p>{t(`resetPassword.${problem}.description`)}</p>}
      footer={
        <p>
          <Link className="auth-action-link" to="/forgot-password">
            {t('resetPassword.requestNewLink')}
          </Link>
        </p>
      }
    />
  );
}

/**
 * The reset page: the link is checked as the page opens, so a spent, expired or garbled one says
 * so (with the way to a new one) before anyone types a password; a working one shows the form.
 */
export function ResetPasswordPanel({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const check = useResetLinkCheck(token);
  if (!token) return <LinkProblemCard problem="invalid" />;
  if (check.isError) {
    const { status, message } = toApiError(check.error);
    if (status === 410) return <LinkProblemCard problem="expired" />;
    if (status === 400 || status === 404) return <LinkProblemCard problem="invalid" />;
    return (
      <AuthCard focusTitle title={t('resetPassword.title')}>
        <ErrorState message={message} onRetry={() => void check.refetch()} />
      </AuthCard>
    );
  }
  if (!check.isSuccess) {
    return (
      <AuthCard title={t('resetPassword.title')}>
        <p className="auth-notice" role="status">
          <Spinner decorative size="sm" /> {t('resetPassword.checking')}
        </p>
      </AuthCard>
    );
  }
  return <ResetPasswordForm token={token} />;
}

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [problem, setProblem] = useState<LinkProblem | null>(token ? null : 'invalid');
  const form = useForm<ResetPasswordFormInput, unknown, ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  // The common-password list arrives after the first keystrokes: judge the field again with it.
  const recheckPassword = useCallback(() => {
    if (form.getFieldState('password').isTouched || form.formState.isSubmitted) {
      void form.trigger('password');
    }
  }, [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.status === 410) setProblem('expired');
      else if (
        showServerFieldErrors(form.setError, apiError.fieldErrors, ['password', 'confirmPassword'])
      )
        return;
      else if (apiError.status === 400) setProblem('invalid');
      else toast.error(apiError.message);
      return;
    }
    // The API has ended every session of the account, this browser's too if it was signed in.
    forgetSession();
    toast.success(t('resetPassword.success'));
    await navigate('/login', { replace: true });
  });

  if (problem) return <LinkProblemCard problem={problem} />;

  return (
    <AuthCard title={t('resetPassword.title')} intro={<p>{t('resetPassword.intro')}</p>}>
      <form
        className="auth-form"
        noValidate
        onSubmit={(event) => void afterCommonPasswords(onSubmit)(event)}
      >
        <FormField
          form={form}
          name="password"
          type="password"
          autoComplete="new-password"
          label={t('fields.newPassword')}
          hint={t('register.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          required
        />
        {/* The e-mail and nickname of the account are checked by the server, which knows them. */}
        <PasswordStrengthMeter password={password} onCommonPasswordsLoaded={recheckPassword} />
        <FormField
          form={form}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          label={t('fields.confirmPassword')}
          required
        />
        <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
          {t('resetPassword.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
