import { Button, toast, ToastMessage } from '@carclub/ui';
import { useTranslation } from 'react-i18next';

import { useMutes, useSetMuted } from '../api/mutes';

/**
 * "Mute" / "Unmute" on someone else's member page, for a signed-in member (ADR 0153): the muted
 * member's posts and comments are hidden from them. Shown once their mutes are known, so it never
 * offers the wrong one.
 */
export function MuteButton({ nickname, className }: { nickname: string; className?: string }) {
  const { t } = useTranslation('profile');
  const mutes = useMutes();
  const setMuted = useSetMuted();
  if (!mutes.data) return null;
  const muted = mutes.data.items.some(
    (each) => each.nickname.toLowerCase() === nickname.toLowerCase(),
  );

  const toggle = () =>
    setMuted.mutate(
      { nickname, muted: !muted },
      {
        onSuccess: () => toast.success(t(muted ? 'muting.unmuted' : 'muting.muted', { nickname })),
        onError: (error) =>
          toast.error(
            <ToastMessage
              title={t(muted ? 'muting.unmuteFailed' : 'muting.muteFailed', { nickname })}
              // The calls reject with the client's ApiError already: importing the client here
              // would load it with every member page (ADR 0088).
              description={error.message}
            />,
          ),
      },
    );

  return (
    <Button
      variant="ghost"
      size="sm"
      className={className}
      loading={setMuted.isPending}
      onClick={toggle}
    >
      {t(muted ? 'muting.unmute' : 'muting.mute')}
    </Button>
  );
}
