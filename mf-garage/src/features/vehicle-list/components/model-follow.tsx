import type { ReferenceItem, VehicleModel } from '@carclub/contracts';
import { FollowButton, ModelMuteButton } from '@carclub/kit';
import { useTranslation } from 'react-i18next';

import { useReferenceOptions } from '../../../lib/hooks/use-reference-options';

interface ModelFollowProps {
  manufacturerId: string;
  modelId: string;
  manufacturers: ReferenceItem[] | undefined;
  models: VehicleModel[] | undefined;
}

/**
 * `/cars` narrowed to one model offers to follow it (issue 33 point 1, ADR 0164): its cars, posts
 * and entries then come to the member's Following feed; or to mute it, so they never do. Nothing
 * until both names are known.
 */
export function ModelFollow({ manufacturerId, modelId, manufacturers, models }: ModelFollowProps) {
  const { t } = useTranslation('garage');
  const make = useReferenceOptions(manufacturers).find((option) => option.value === manufacturerId);
  const model = useReferenceOptions(models).find((option) => option.value === modelId);
  if (!make || !model) return null;
  const name = `${make.label} ${model.label}`;
  return (
    <div className="vl-follow" role="group" aria-label={t('list.followModel', { name })}>
      <span className="vl-follow__name">{name}</span>
      <FollowButton kind="models" id={modelId} name={name} ownedByViewer={false} />
      <ModelMuteButton modelId={modelId} name={name} />
    </div>
  );
}
