import { useCurrentUser } from '@carclub/session';
import { Button, toast, ToastMessage, useHydrated } from '@carclub/ui';
import { useTranslation } from 'react-i18next';

import '../i18n';
import { apiErrorMessage } from '../lib/api-error-message';
import { useMutes, useSetModelMuted } from './mutes-api';

export interface ModelMuteButtonProps {
  /** `volkswagen-golf`. */
  modelId: string;
  /** As the page names it: `Volkswagen Golf`. */
  name: string;
}

/**
 * "Mute this model" / "Unmute this model" (issue 33 point 1) for a signed-in member: the model's
 * cars, posts and entries never come to their feeds. Shown once their mutes are known (and the
 * page has hydrated: the server renders for nobody), so it never offers the wrong one.
 */
export function ModelMuteButton({ modelId, name }: ModelMuteButtonProps) {
  const hydrated = useHydrated();
  const { data: user } = useCurrentUser();
  if (!hydrated || !user) return null;
  return <ModelMuteToggle modelId={modelId} name={name} />;
}

function ModelMuteToggle({ modelId, name }: ModelMuteButtonProps) {
  const { t } = useTranslation('kit');
  const mutes = useMutes();
  const setMuted = useSetModelMuted();
  if (!mutes.data) return null;
  const muted = mutes.data.models.some((model) => model.id === modelId);
  const toggle = () =>
    setMuted.mutate(
      { modelId, muted: !muted },
      {
        onSuccess: () =>
          toast.success(t(muted ? 'mute.modelUnmuted' : 'mute.modelMuted', { name })),
        onError: (error) =>
          toast.error(
            <ToastMessage
              title={t(muted ? 'mute.unmuteFailed' : 'mute.muteFailed', { name })}
              description={apiErrorMessage(error)}
            />,
          ),
      },
    );
  return (
    <Button variant="ghost" size="sm" loading={setMuted.isPending} onClick={toggle}>
      {t(muted ? 'mute.unmuteModel' : 'mute.muteModel')}
    </Button>
  );
}
