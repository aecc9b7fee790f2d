import type { Post } from '@carclub/contracts';
import { PhotoManager } from '@carclub/kit';
import { Button } from '@carclub/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { ownPostQueryOptions } from '../api/get-own-post';
import { postPhotosTarget } from '../api/post-photos-target';

export interface EditorPhotosProps {
  /** The post as saved, or null while it has never been saved. */
  post: Post | null;
  /** Saves the post as a draft (a new post then moves to its own editor's address). */
  onSaveDraft: () => void;
  saving: boolean;
  /** The photos' heading takes focus (the draft was just saved to add photos). */
  focus?: boolean;
}

/**
 * The post's photos (up to 20, ADR 0160): the kit's photo manager once the post has an id, saved
 * at once apart from the form. A post never saved has nowhere to keep them: one button saves it as
 * a draft, and its editor's address then opens with this section in focus.
 */
export function EditorPhotos({ post, onSaveDraft, saving, focus = false }: EditorPhotosProps) {
  const { t } = useTranslation('community');
  const titleId = useId();
  if (post === null) {
    return (
      <section className="photo-manager" aria-labelledby={titleId}>
        <h2 id={titleId} className="photo-manager__title">
          {t('editor.photos')}
        </h2>
        <p className="post-editor__photos-note">{t('editor.photosAfterSaving')}</p>
        <Button type="button" variant="secondary" loading={saving} onClick={onSaveDraft}>
          {t('editor.saveForPhotos')}
        </Button>
      </section>
    );
  }
  return <SavedPostPhotos post={post} focus={focus} />;
}

function SavedPostPhotos({ post: given, focus }: { post: Post; focus: boolean }) {
  const { t } = useTranslation('community');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Follows the author's cached copy, which every photo change updates.
  const { data: post } = useQuery({ ...ownPostQueryOptions(given.id), initialData: given });
  const target = useMemo(() => postPhotosTarget(post.id), [post.id]);

  useEffect(() => {
    if (focus) headingRef.current?.focus();
  }, [focus]);

  return (
    <div className="post-editor__photos">
      <PhotoManager
        target={target}
        images={post.photos}
        name={post.title}
        title={t('editor.photos')}
        emptyDescription={t('editor.photosEmpty')}
        headingRef={headingRef}
      />
    </div>
  );
}
