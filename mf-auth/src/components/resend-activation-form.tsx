import { zodResolver } from '@hookform/resolvers/zod';
import { Button, toast } from '@carclub/ui';
import { toApiError } from '@carclub/api-client';
import { FormField, showServerFieldErrors } from '@carclub/forms';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { useResendActivation } from '../lib/resend-activation';
import {
  resendActivationRequestSchema,
  type ResendActivationRequest,
} from '../lib/resend-activation-schema';

type ResendInput = z.input<typeof resendActivationRequestSchema>;

/** Asks for the address (a link alone does not say whose it was) and sends a fresh link. */
export function ResendActivationForm() {
  const { t } = useTranslation('auth');
  const resend = useResendActivation();
  const form = useForm<ResendInput, unknown, ResendActivationRequest>({
    resolver: zodResolver(resendActivationRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await resend.mutateAsync(values);
    } catch (error) {
      const apiError = toApiError(error);
      if (!showServerFieldErrors(form.setError, apiError.fieldErrors, ['email'])) {
        toast.error(apiError.message);
      }
    }
  });

  if (resend.isSuccess) {
    return (
      <p className="auth-notice" role="status">
        {t('activation.sentAgain', { email: resend.variables.email })}
      </p>
    );
  }
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('activation.resendFormLabel')}
    >
      <FormField
        form={form}
        name="email"
        type="email"
        autoComplete="email"
        label={t('fields.email')}
        required
      />
      <Button type="submit" loading={form.formState.isSubmitting}>
        {t('activation.sendAgain')}
      </Button>
    </form>
  );
}
