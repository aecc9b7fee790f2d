import { signInPage } from '@carclub/contracts/page-paths';
import { NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '@carclub/contracts';
import { safeRedirectTarget } from '@carclub/session';
import { Button, toast, ToastMessage } from '@carclub/ui';
import {
  afterCommonPasswords,
  FormField,
  PasswordStrengthMeter,
  resolverOnDemand,
  showServerFieldErrors,
} from '@carclub/forms';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@carclub/router';

import { AuthCard } from '../../../components/auth-card';
import { GoogleSignIn } from '../../../components/google-sign-in';
import { useRegisterAccount } from '../api/register-account';
import type { RegisterFormInput, RegisterFormValues } from '../schemas';
import { Agreement } from './agreement';
import { CheckEmail } from './check-email';

const FIELDS = ['email', 'password', 'nickname'] as const;

/** The rules load with the form's first check: the page starts without zod (ADR 0088). */
const registerResolver = resolverOnDemand(
  async () => (await import('../schemas')).registerFormResolver,
);

export function RegisterForm() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const redirectTo = safeRedirectTarget(params.get('redirect'));
  const registration = useRegisterAccount();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const form = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: registerResolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '', nickname: '' },
  });
  const [email, password, nickname] = useWatch({
    control: form.control,
    name: ['email', 'password', 'nickname'],
  });
  // The common-password list arrives after the first keystrokes: judge the field again with it.
  const recheckPassword = useCallback(() => {
    if (form.getFieldState('password').isTouched || form.formState.isSubmitted) {
      void form.trigger('password');
    }
  }, [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { email } = await registration.mutateAsync(values);
      setRegisteredEmail(email);
    } catch (error) {
      // The call loaded the client, so this import is already done.
      const { toApiError } = await import('@carclub/api-client');
      const apiError = toApiError(error);
      if (!showServerFieldErrors(form.setError, apiError.fieldErrors, FIELDS)) {
        toast.error(
          <ToastMessage
            title={t('messages.registrationError', { ns: 'common' })}
            description={t('messages.registrationErrorDescription', { ns: 'common' })}
          />,
        );
      }
    }
  });

  if (registeredEmail !== null) {
    return <CheckEmail email={registeredEmail} onChangeEmail={() => setRegisteredEmail(null)} />;
  }

  const loginHref = signInPage(redirectTo);

  return (
    <AuthCard
      title={t('register.title')}
      intro={<p>{t('register.intro')}</p>}
      footer={
        <p>
          {t('register.haveAccount')} <Link to={loginHref}>{t('register.loginLink')}</Link>
        </p>
      }
    >
      <form
        className="auth-form"
        noValidate
        onSubmit={(event) => void afterCommonPasswords(onSubmit)(event)}
      >
        <FormField
          form={form}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          label={t('fields.email')}
          required
        />
        <FormField
          form={form}
          name="password"
          type="password"
          autoComplete="new-password"
          label={t('fields.password')}
          hint={t('register.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          required
        />
        <PasswordStrengthMeter
          password={password}
          context={{ email, nickname }}
          onCommonPasswordsLoaded={recheckPassword}
        />
        <FormField
          form={form}
          name="nickname"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          label={t('fields.nickname')}
          hint={t('register.nicknameHint', {
            min: NICKNAME_MIN_LENGTH,
            count: NICKNAME_MAX_LENGTH,
          })}
          required
        />
        <Agreement />
        <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
          {t('register.submit')}
        </Button>
      </form>
      <GoogleSignIn redirectTo={redirectTo} label={t('google.signUp')} />
    </AuthCard>
  );
}
