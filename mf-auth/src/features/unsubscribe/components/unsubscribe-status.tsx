import { toApiError } from '@carclub/api-client';
import { Button, ErrorState, Spinner } from '@carclub/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';

import { AuthCard } from '../../../components/auth-card';
import { useUnsubscribeLinkCheck } from '../api/check-unsubscribe-link';
import { useUnsubscribe } from '../api/unsubscribe';

const SETTINGS_PATH = '/profile/settings?tab=notifications';

/**
 * The unsubscribe link of a notification e-mail. Opening it changes nothing (mail scanners and
 * link previews open links too): the page checks the link, says which e-mails it stops, and the
 * visitor confirms with a button. Works signed in or not, in any browser. A mail client's own
 * one-click button (RFC 8058) posts to the API directly and needs no page.
 */
export function UnsubscribeStatus({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const check = useUnsubscribeLinkCheck(token);
  const link = useUnsubscribe();

  const settings = (
    <Link className="auth-action-link" to={SETTINGS_PATH}>
      {t('unsubscribe.toSettings')}
    </Link>
  );
  const invalid = (
    <AuthCard
      focusTitle
      title={t('unsubscribe.invalid.title')}
      intro={<p>{t('unsubscribe.invalid.description')}</p>}
      footer={settings}
    />
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
  if (!token) return invalid;
  if (check.isError) {
    const { status, message } = toApiError(check.error);
    if (status === 400 || status === 404) return invalid;
    return (
      <AuthCard focusTitle title={t('unsubscribe.title')}>
        <ErrorState message={message} onRetry={() => void check.refetch()} />
      </AuthCard>
    );
  }
  if (!check.isSuccess) {
    return (
      <AuthCard title={t('unsubscribe.title')}>
        <p className="auth-notice" role="status">
          <Spinner decorative size="sm" /> {t('unsubscribe.checking')}
        </p>
      </AuthCard>
    );
  }
  const kind = t(`unsubscribe.kinds.${check.data.kind}`);
  if (!check.data.emailOn) {
    return (
      <AuthCard
        focusTitle
        title={t('unsubscribe.already.title')}
        intro={<p>{t('unsubscribe.already.description', { kind })}</p>}
        footer={settings}
      />
    );
  }
  const status = link.isError ? toApiError(link.error).status : undefined;
  if (status === 400 || status === 404) return invalid;
  return (
    <AuthCard
      title={t('unsubscribe.confirm.title')}
      intro={<p>{t('unsubscribe.confirm.description', { kind })}</p>}
      footer={settings}
    >
      {link.isError && (
        <p className="auth-notice" role="alert">
          {toApiError(link.error).message}
        </p>
      )}
      <Button fullWidth loading={link.isPending} onClick={() => link.mutate(token)}>
        {t('unsubscribe.confirm.submit')}
      </Button>
    </AuthCard>
  );
}
