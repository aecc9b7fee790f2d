import { toApiError } from '@carclub/api-client';
import { ErrorState, Spinner } from '@carclub/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';

import { AuthCard } from '../../../components/auth-card';
import { ResendActivationForm } from '../../../components/resend-activation-form';
import { useActivateAccount } from '../api/activate-account';

export type ActivationState =
  'loading' | 'activated' | 'alreadyActivated' | 'expired' | 'invalid' | 'failed';

/** Activates the account of the link's token as soon as the page opens. */
export function ActivationStatus({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const activation = useActivateAccount();
  const { mutate } = activation;
  // A token is sent once, even when React runs the effect twice (StrictMode, a remount): a second
  // call would turn "activated" into "already activated".
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate({ token });
  }, [token, mutate]);

  const state = activationState(token, activation);
  const toLogin = (
    <Link className="auth-action-link" to="/login">
      {t('activation.toLogin')}
    </Link>
  );

  switch (state) {
    case 'loading':
      return (
        <AuthCard title={t('activate.title')}>
          <p className="auth-notice" role="status">
            <Spinner decorative size="sm" /> {t('activation.loading')}
          </p>
        </AuthCard>
      );
    case 'activated':
      return (
        <AuthCard
          focusTitle
          title={t('activation.activated.title')}
          intro={<p>{t('activation.activated.description')}</p>}
          footer={toLogin}
        />
      );
    case 'alreadyActivated':
      return (
        <AuthCard
          focusTitle
          title={t('activation.alreadyActivated.title')}
          intro={<p>{t('activation.alreadyActivated.description')}</p>}
          footer={toLogin}
        />
      );
    case 'expired':
      return (
        <AuthCard
          focusTitle
          title={t('activation.expired.title')}
          intro={<p>{t('activation.expired.description')}</p>}
        >
          <ResendActivationForm />
        </AuthCard>
      );
    case 'invalid':
      return (
        <AuthCard
          focusTitle
          title={t('activation.invalid.title')}
          intro={<p>{t('activation.invalid.description')}</p>}
        >
          <ResendActivationForm />
        </AuthCard>
      );
    case 'failed':
      return (
        <AuthCard focusTitle title={t('activate.title')}>
          <ErrorState
            message={toApiError(activation.error).message}
            onRetry={() => mutate({ token })}
          />
        </AuthCard>
      );
  }
}

function activationState(
  token: string,
  activation: ReturnType<typeof useActivateAccount>,
): ActivationState {
  if (!token) return 'invalid';
  if (activation.isSuccess) return activation.data.status;
  if (activation.isError) {
    const { status } = toApiError(activation.error);
    if (status === 410) return 'expired';
    if (status === 400 || status === 404) return 'invalid';
    return 'failed';
  }
  return 'loading';
}
