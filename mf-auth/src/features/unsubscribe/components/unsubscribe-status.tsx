import { toApiError } from '@carclub/api-client';
import { ErrorState, Spinner } from '@carclub/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';

import { AuthCard } from '../../../components/auth-card';
import { useUnsubscribe } from '../api/unsubscribe';

const SETTINGS_PATH = '/profile/settings?tab=notifications';

/**
 * Follows the unsubscribe link of a notification e-mail as the page opens (one click from the
 * mail), then says which e-mails stopped. Works signed in or not, in any browser.
 */
export function UnsubscribeStatus({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const link = useUnsubscribe();
  const { mutate } = link;
  // Sent once per token, even when React runs the effect twice.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  const settings = (
    <Link className="auth-action-link" to={SETTINGS_PATH}>
      {t('unsubscribe.toSettings')}
    </Link>
  );

  if (link.isSuccess) {
    return (
      <AuthCard
        focusTitle
        title={t('unsubscribe.done.title')}
        intro={
          <>
            <p>
              {t('unsubscribe.done.description', {
                kind: t(`unsubscribe.kinds.${link.data.kind}`),
              })}
            </p>
            <p>{t('unsubscribe.done.next')}</p>
          </>
        }
        footer={settings}
      />
    );
  }
  const status = link.isError ? toApiError(link.error).status : undefined;
  if (!token || status === 400 || status === 404 || status === 410) {
    return (
      <AuthCard
        focusTitle
        title={t('unsubscribe.invalid.title')}
        intro={<p>{t('unsubscribe.invalid.description')}</p>}
        footer={settings}
      />
    );
  }
  if (link.isError) {
    return (
      <AuthCard focusTitle title={t('unsubscribe.title')}>
        <ErrorState message={toApiError(link.error).message} onRetry={() => mutate(token)} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('unsubscribe.title')}>
      <p className="auth-notice" role="status">
        <Spinner decorative size="sm" /> {t('unsubscribe.loading')}
      </p>
    </AuthCard>
  );
}
