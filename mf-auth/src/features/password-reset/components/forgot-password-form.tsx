import { zodResolver } from '@hookform/resolvers/zod';
import { toApiError } from '@carclub/api-client';
import { Button, toast } from '@carclub/ui';
import { FormField, showServerFieldErrors } from '@carclub/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';

import { AuthCard } from '../../../components/auth-card';
import { useRequestPasswordReset } from '../api/request-password-reset';
import {
  forgotPasswordFormSchema,
  type ForgotPasswordFormInput,
  type ForgotPasswordFormValues,
} from '../schemas';

export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordFormInput, unknown, ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      const apiError = toApiError(error);
      if (!showServerFieldErrors(form.setError, apiError.fieldErrors, ['email'])) {
        toast.error(apiError.message);
      }
    }
  });

  const toLogin = <Link to="/login">{t('forgotPassword.backToLogin')}</Link>;

  if (sentTo !== null) {
    return (
      <AuthCard
        focusTitle
        title={t('forgotPassword.sent.title')}
        intro={
          <>
            <p>{t('forgotPassword.sent.description', { email: sentTo })}</p>
            <p>{t('forgotPassword.sent.hint')}</p>
          </>
        }
        footer={
          <p>
            <button type="button" className="auth-link-button" onClick={() => setSentTo(null)}>
              {t('forgotPassword.sent.tryAgain')}
            </button>
            {' · '}
            {toLogin}
          </p>
        }
      />
    );
  }

  return (
    <AuthCard
      title={t('forgotPassword.title')}
      intro={<p>{t('forgotPassword.intro')}</p>}
      footer={<p>{toLogin}</p>}
    >
      <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField
          form={form}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          label={t('fields.email')}
          required
        />
        <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
          {t('forgotPassword.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
