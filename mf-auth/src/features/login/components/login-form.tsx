import { registerPage } from '@carclub/contracts/page-paths';
import type { ApiError } from '@carclub/api-client';
import { VALIDATION_MESSAGES } from '@carclub/contracts';
import { safeRedirectTarget, signIn } from '@carclub/session';
import { Button, toast } from '@carclub/ui';
import { FormField, resolverOnDemand, SERVER_ERROR, showServerFieldErrors } from '@carclub/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from '@carclub/router';

import { AuthCard } from '../../../components/auth-card';
import { GoogleSignIn } from '../../../components/google-sign-in';
import { ResendActivationButton } from '../../../components/resend-activation-button';
import { useLogin } from '../api/login';
import type { LoginFormInput, LoginFormValues } from '../schemas';

/** The rules load with the form's first check: the page starts without zod (ADR 0088). */
const loginResolver = resolverOnDemand(async () => (await import('../schemas')).loginFormResolver);

/** A 403 naming the e-mail with the blocked message: staff blocked the account. */
function isBlocked(error: ApiError): boolean {
  return (
    error.status === 403 &&
    (error.payload?.details?.fields?.email ?? []).includes(VALIDATION_MESSAGES.accountBlocked)
  );
}

/** A 403 naming the e-mail is the API's way of saying the account still awaits activation. */
function isNotActivated(error: ApiError): boolean {
  return (
    error.status === 403 &&
    (error.fieldErrors.email !== undefined || error.payload?.details?.fields?.email !== undefined)
  );
}

export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTo = safeRedirectTarget(params.get('redirect'));
  const login = useLogin();
  const [awaitingActivation, setAwaitingActivation] = useState<string | null>(null);
  const [blocked, setBlocked] = useState(false);
  const form = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: loginResolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setAwaitingActivation(null);
    setBlocked(false);
    let tokens;
    try {
      tokens = await login.mutateAsync(values);
    } catch (error) {
      // The call loaded the client, so this import is already done.
      const { toApiError } = await import('@carclub/api-client');
      const apiError = toApiError(error);
      if (apiError.status === 401) {
        toast.error(t('messages.loginFailed', { ns: 'common' }));
      } else if (isBlocked(apiError)) {
        setBlocked(true);
        form.setError(
          'email',
          {
            type: SERVER_ERROR,
            message: t(VALIDATION_MESSAGES.accountBlocked, { ns: 'common' }),
          },
          { shouldFocus: true },
        );
      } else if (isNotActivated(apiError)) {
        form.setError(
          'email',
          { type: SERVER_ERROR, message: t('login.notActivated') },
          { shouldFocus: true },
        );
        setAwaitingActivation(values.email);
      } else if (
        !showServerFieldErrors(form.setError, apiError.fieldErrors, ['email', 'password'])
      ) {
        toast.error(apiError.message);
      }
      return;
    }
    const user = await signIn(tokens);
    if (user) toast.success(t('messages.welcomeBack', { ns: 'common', nickname: user.nickname }));
    // Replaces the sign-in page, so Back does not return to a form for a signed-in user.
    await navigate(redirectTo, { replace: true });
  });

  const registerHref = registerPage(redirectTo);

  return (
    <AuthCard
      title={t('login.title')}
      intro={<p>{t('login.intro')}</p>}
      footer={
        <p>
          {t('login.noAccount')} <Link to={registerHref}>{t('login.registerLink')}</Link>
        </p>
      }
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
        {awaitingActivation !== null && <ResendActivationButton email={awaitingActivation} />}
        {/* The blocked message says to write to support: this is where. */}
        {blocked && (
          <p className="auth-form__aside">
            <Link className="auth-action-link" to="/support?category=blocked">
              {t('login.contactSupport')}
            </Link>
          </p>
        )}
        <FormField
          form={form}
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('fields.password')}
          required
        />
        <p className="auth-form__aside">
          <Link to="/forgot-password">{t('login.forgotPassword')}</Link>
        </p>
        <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
          {t('login.submit')}
        </Button>
      </form>
      <GoogleSignIn redirectTo={redirectTo} label={t('google.signIn')} />
    </AuthCard>
  );
}
