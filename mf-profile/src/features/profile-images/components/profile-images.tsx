import { IMAGE_MAX_SIZE_MB, IMAGE_MIME_TYPES, type Profile } from '@carclub/contracts';
import { toApiError } from '@carclub/api-client';
import { Button, FileDropZone, toast } from '@carclub/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { loadImage, releaseImage, type LoadedImage } from '../lib/canvas-crop';
import { fileProblem, notAnImageMessage } from '../lib/image-errors';
import { PROFILE_IMAGE_KINDS, type ProfileImageKind } from '../lib/image-kinds';
import { useRemoveProfileImage } from '../api/remove-profile-image';
import { CropDialog } from './crop-dialog';
import '../profile-images.css';

export interface ProfileImagesProps {
  profile: Profile;
}

interface Editing {
  kind: ProfileImageKind;
  image: LoadedImage;
}

const ACCEPT = IMAGE_MIME_TYPES.join(',');
const NO_ERRORS: Record<ProfileImageKind, string | null> = { avatar: null, cover: null };

/** The first letter of the nickname, whole even outside the basic plane, as the header draws it. */
const initialOf = (nickname: string) => (Array.from(nickname.trim())[0] ?? '?').toLocaleUpperCase();

/**
 * Spec §2: the cover as a banner with the avatar over it, as community sites show a profile, and
 * one file button (also a drop target) for each. A chosen file is checked (type, size, that it
 * decodes) before the crop dialog opens; nothing is sent until the member saves the crop.
 */
export function ProfileImages({ profile }: ProfileImagesProps) {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const errorIds = { avatar: useId(), cover: useId() };
  const [editing, setEditing] = useState<Editing | null>(null);
  const [opening, setOpening] = useState<ProfileImageKind | null>(null);
  const [errors, setErrors] = useState(NO_ERRORS);

  const setError = (kind: ProfileImageKind, message: string | null) =>
    setErrors((current) => ({ ...current, [kind]: message }));

  useEffect(() => () => editing?.image && releaseImage(editing.image), [editing]);

  const refuse = (kind: ProfileImageKind, message: string) => {
    setError(kind, message);
    toast.error(t(`images.${kind}.failed`, { message }));
  };

  const choose =
    (kind: ProfileImageKind) =>
    async ([file]: File[]) => {
      if (opening !== null) return;
      const problem = fileProblem(t, file);
      if (problem !== null || !file) return refuse(kind, problem ?? notAnImageMessage(t));
      setError(kind, null);
      setOpening(kind);
      try {
        setEditing({ kind, image: await loadImage(file) });
      } catch {
        refuse(kind, notAnImageMessage(t));
      } finally {
        setOpening(null);
      }
    };

  return (
    <section className="profile-images" aria-labelledby={titleId}>
      <div className="profile-images__banner">
        <div className="profile-images__cover">
          {profile.cover ? (
            <img src={profile.cover} alt={t('images.cover.alt')} decoding="async" />
          ) : (
            <p className="profile-images__empty">{t('images.cover.empty')}</p>
          )}
        </div>
        <div className="profile-images__avatar">
          {profile.avatar ? (
            <img src={profile.avatar} alt={t('images.avatar.alt')} width={128} height={128} />
          ) : (
            <span
              className="profile-images__initial"
              role="img"
              aria-label={t('images.avatar.empty')}
              data-initial={initialOf(profile.nickname)}
            />
          )}
        </div>
      </div>
      <div className="profile-images__body">
        <h2 id={titleId} className="profile-images__title">
          {t('images.title')}
        </h2>
        <p className="profile-images__description">{t('images.description')}</p>
        <div className="profile-images__controls">
          {PROFILE_IMAGE_KINDS.map((kind) => (
            <div key={kind} className="profile-images__control">
              <FileDropZone
                buttonLabel={t(profile[kind] ? `images.${kind}.replace` : `images.${kind}.choose`)}
                hint={t('images.hint', { size: IMAGE_MAX_SIZE_MB })}
                accept={ACCEPT}
                describedBy={errors[kind] !== null ? errorIds[kind] : undefined}
                onFiles={(files) => void choose(kind)(files)}
              />
              <p className="profile-images__status" role="status">
                {opening === kind ? t('images.loading') : ''}
              </p>
              {errors[kind] !== null && (
                <p id={errorIds[kind]} className="profile-images__error">
                  {errors[kind]}
                </p>
              )}
              {profile[kind] && <RemoveImageButton kind={kind} profile={profile} />}
            </div>
          ))}
        </div>
      </div>
      {editing && (
        <CropDialog
          kind={editing.kind}
          image={editing.image}
          profile={profile}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}

/** Takes the picture away; the banner falls back to its empty state (or the initial). */
function RemoveImageButton({ kind, profile }: { kind: ProfileImageKind; profile: Profile }) {
  const { t } = useTranslation('profile');
  const remove = useRemoveProfileImage(kind, profile);
  const onRemove = async () => {
    try {
      await remove.mutateAsync();
      toast.success(t(`images.${kind}.removed`));
    } catch (error) {
      toast.error(t(`images.${kind}.removeFailed`, { message: toApiError(error).message }));
    }
  };
  return (
    <Button variant="ghost" size="sm" loading={remove.isPending} onClick={() => void onRemove()}>
      {t(`images.${kind}.remove`)}
    </Button>
  );
}
