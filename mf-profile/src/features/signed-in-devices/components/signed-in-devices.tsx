import { toApiError } from '@carclub/api-client';
import type { ActiveSession } from '@carclub/contracts';
import {
  Button,
  ConfirmDialog,
  ErrorState,
  Skeleton,
  SkeletonBlock,
  toast,
  ToastMessage,
  useFocusAfterRemoval,
} from '@carclub/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SettingsCard } from '../../../components/settings-card/settings-card';
import { useDateFormat } from '../../../lib/dates';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { DeviceIcon } from './device-icon';
import '../signed-in-devices.css';

/** "Chrome on Windows", "Unknown browser on Android", or "Unknown browser" when nothing is known. */
function useDeviceName() {
  const { t } = useTranslation('profile');
  return (session: ActiveSession) => {
    const browser = session.browser ?? t('devices.unknownBrowser');
    return session.os ? t('devices.name', { browser, os: session.os }) : browser;
  };
}

const TITLE_ID = 'devices-title';

/** Issue 13, point 4: where the account is signed in, and signing the other devices out. */
export function SignedInDevices() {
  const { t } = useTranslation('profile');
  const sessionsQuery = useSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const deviceName = useDeviceName();
  const dates = useDateFormat();
  const sessions = sessionsQuery.data;
  const others = sessions?.filter((session) => !session.current) ?? [];

  // The signed-out row's button had focus: it goes to the next row's button, else the title.
  const focusAfterSignOut = useFocusAfterRemoval<{ id: string; nextId: string | undefined }>(
    ({ id, nextId }) => {
      if (sessions?.some((session) => session.id === id)) return undefined;
      const buttons = listRef.current?.querySelectorAll<HTMLElement>('[data-session-id]') ?? [];
      const next = Array.from(buttons).find((button) => button.dataset.sessionId === nextId);
      return next ?? document.getElementById(TITLE_ID);
    },
  );
  const focusTitle = useFocusAfterRemoval<null>(() => document.getElementById(TITLE_ID));

  const lastUsed = (session: ActiveSession) =>
    session.current
      ? t('devices.activeNow')
      : t('devices.lastUsed', { time: dates.relative(session.lastUsedAt) });

  const signOut = (session: ActiveSession) => {
    const index = others.findIndex((other) => other.id === session.id);
    const nextId = (others[index + 1] ?? others[index - 1])?.id;
    endSession.mutate(session, {
      onSuccess: () => {
        focusAfterSignOut({ id: session.id, nextId });
        toast.success(t('devices.toasts.signedOut', { device: deviceName(session) }));
      },
      onError: (error) => {
        toast.error(
          <ToastMessage
            title={t('devices.toasts.failed')}
            description={toApiError(error).message}
          />,
        );
      },
    });
  };

  const signOutOthers = () => {
    endOthers.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        // The button that opened the dialog is gone with the other devices.
        focusTitle(null);
        toast.success(t('devices.toasts.othersSignedOut'));
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(
          <ToastMessage
            title={t('devices.toasts.othersFailed')}
            description={toApiError(error).message}
          />,
        );
      },
    });
  };

  return (
    <SettingsCard titleId={TITLE_ID} title={t('devices.title')} intro={t('devices.intro')}>
      {sessions ? (
        <>
          <ul className="devices" aria-labelledby={TITLE_ID} ref={listRef}>
            {sessions.map((session) => {
              const name = deviceName(session);
              return (
                <li key={session.id} className="device">
                  <DeviceIcon type={session.deviceType} />
                  <div className="device__text">
                    <p className="device__name">
                      <span>{name}</span>
                      {session.current && (
                        <span className="device__current">{t('devices.thisDevice')}</span>
                      )}
                    </p>
                    <p className="device__meta">
                      <span>{t(`devices.type.${session.deviceType}`)}</span>
                      <time dateTime={session.signedInAt}>
                        {t('devices.signedIn', { time: dates.dateTime(session.signedInAt) })}
                      </time>
                      <time dateTime={session.lastUsedAt}>{lastUsed(session)}</time>
                    </p>
                  </div>
                  {!session.current && (
                    <Button
                      variant="secondary"
                      size="sm"
                      className="device__sign-out"
                      data-session-id={session.id}
                      aria-label={t('devices.signOutDevice', {
                        device: name,
                        time: dates.relative(session.lastUsedAt),
                      })}
                      loading={endSession.isPending && endSession.variables?.id === session.id}
                      onClick={() => signOut(session)}
                    >
                      {t('devices.signOut')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          {others.length > 0 ? (
            <div className="devices__actions">
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {t('devices.signOutOthers')}
              </Button>
            </div>
          ) : (
            <p className="devices__alone">{t('devices.onlyThisDevice')}</p>
          )}
          <ConfirmDialog
            open={confirming}
            title={t('devices.confirm.title')}
            description={t('devices.confirm.description')}
            confirmLabel={t('devices.confirm.confirm')}
            tone="danger"
            busy={endOthers.isPending}
            onConfirm={signOutOthers}
            onCancel={() => setConfirming(false)}
          />
        </>
      ) : sessionsQuery.isPending ? (
        <Skeleton label={t('devices.loading')}>
          <SkeletonBlock shape="rect" height="4rem" />
          <SkeletonBlock shape="rect" height="4rem" />
        </Skeleton>
      ) : (
        <ErrorState
          title={t('devices.loadFailed')}
          message={sessionsQuery.error?.message}
          onRetry={() => void sessionsQuery.refetch()}
          retrying={sessionsQuery.isFetching}
        />
      )}
    </SettingsCard>
  );
}
