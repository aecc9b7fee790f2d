import {
  SUPPORT_CATEGORIES,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_NAME_MAX_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
  type SupportCategory,
} from '@carclub/contracts';
import { errorText, FormField, resolverOnDemand, showServerFieldErrors } from '@carclub/forms';
import { Link, useSearchParams } from '@carclub/router';
import { useSessionStore } from '@carclub/session';
import { Button, Field, Select, TextArea, toast } from '@carclub/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { AuthCard } from '../../../components/auth-card';
import { useSupportContact } from '../api/get-support-contact';
import { useSendSupportMessage } from '../api/send-support-message';
import type { SupportFormInput, SupportFormValues } from '../schemas';

/** The rules load with the form's first check: the page starts without zod (ADR 0088). */
const supportResolver = resolverOnDemand(
  async () => (await import('../schemas')).supportFormResolver,
);

const isCategory = (value: string | null): value is SupportCategory =>
  SUPPORT_CATEGORIES.some((category) => category === value);

/**
 * The contact page: the team's address for those who prefer their own mail, and a form that mails
 * the team, open to everyone (a blocked member cannot sign in). `?category=blocked` preselects
 * the subject the blocked message links with.
 */
export function SupportForm() {
  const { t } = useTranslation('auth');
  const { t: common } = useTranslation('common');
  const [params] = useSearchParams();
  const asked = params.get('category');
  const contact = useSupportContact();
  const send = useSendSupportMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<SupportFormInput, unknown, SupportFormValues>({
    resolver: supportResolver,
    mode: 'onTouched',
    defaultValues: {
      name: '',
      email: '',
      category: isCategory(asked) ? asked : ('' as SupportCategory),
      subject: '',
      message: '',
    },
  });
  const { errors, isSubmitted, touchedFields } = form.formState;

  // A member's address is known: filled in after the first render (which the server shares with
  // every visitor), unless they already typed one.
  const memberEmail = useSessionStore((state) => state.user?.email);
  useEffect(() => {
    if (memberEmail && !form.getValues('email')) form.setValue('email', memberEmail);
  }, [memberEmail, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
    } catch (error) {
      const { toApiError } = await import('@carclub/api-client');
      const apiError = toApiError(error);
      const fields = ['name', 'email', 'category', 'subject', 'message'] as const;
      if (!showServerFieldErrors(form.setError, apiError.fieldErrors, fields)) {
        toast.error(apiError.message);
      }
      return;
    }
    setSentTo(values.email);
  });

  const address = contact.data?.email;
  const mailto = address ? (
    <p>
      {t('support.address')}{' '}
      <a href={`mailto:${address}`} data-testid="support-address">
        {address}
      </a>
    </p>
  ) : null;

  if (sentTo !== null) {
    return (
      <AuthCard
        focusTitle
        title={t('support.sent.title')}
        intro={<p role="status">{t('support.sent.description', { email: sentTo })}</p>}
        footer={
          <p>
            <Link className="auth-action-link" to="/">
              {t('support.toHome')}
            </Link>
          </p>
        }
      />
    );
  }

  const fieldError = (name: 'category' | 'message') =>
    errorText(errors[name], (key) => common(key));

  return (
    <AuthCard
      title={t('support.title')}
      intro={
        <>
          <p>{t('support.intro')}</p>
          {mailto}
        </>
      }
    >
      <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField
          form={form}
          name="name"
          autoComplete="name"
          label={t('support.fields.name')}
          maxLength={SUPPORT_NAME_MAX_LENGTH}
        />
        <FormField
          form={form}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          label={t('support.fields.email')}
          hint={t('support.fields.emailHint')}
          required
        />
        <Field
          label={t('support.fields.category')}
          required
          error={fieldError('category')}
          touched={touchedFields.category === true || isSubmitted}
        >
          <Select
            {...form.register('category')}
            placeholder={t('support.fields.categoryPlaceholder')}
            options={SUPPORT_CATEGORIES.map((category) => ({
              value: category,
              label: t(`support.categories.${category}`),
            }))}
          />
        </Field>
        <FormField
          form={form}
          name="subject"
          label={t('support.fields.subject')}
          maxLength={SUPPORT_SUBJECT_MAX_LENGTH}
          required
        />
        <Field
          label={t('support.fields.message')}
          required
          error={fieldError('message')}
          touched={touchedFields.message === true || isSubmitted}
        >
          <TextArea {...form.register('message')} rows={6} maxLength={SUPPORT_MESSAGE_MAX_LENGTH} />
        </Field>
        <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
          {t('support.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
