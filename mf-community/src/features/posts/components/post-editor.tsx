import { isApiError } from '@carclub/api-client/is-api-error';
import {
  POST_MAX_ENTRIES,
  POST_TITLE_MAX_LENGTH,
  type Post,
  type PostInput,
} from '@carclub/contracts';
import { editPostPage, postPage } from '@carclub/contracts/page-paths';
import { LeaveDialog } from '@carclub/kit';
import { Link, useLocation, useNavigate } from '@carclub/router';
import { Button, Field, Select, Skeleton, toast, useLeaveGuard } from '@carclub/ui';
import { useQuery } from '@tanstack/react-query';
import type { Editor } from '@tiptap/react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { carEntriesQueryOptions, myCarsQueryOptions } from '../api/get-my-cars';
import { useSavePost } from '../api/save-post';
import { EditorPhotos } from './editor-photos';
import { TagsInput } from './tags-input';
import '../posts.css';

// Tiptap and ProseMirror come with the editor's pages alone, a chunk of their own (ADR 0074).
const RichTextEditor = lazy(() => import('../editor/rich-text-editor'));

/** The fields the API names in its errors, in the form's order. */
const FIELDS = ['title', 'body', 'tags', 'vehicleId', 'entryIds'] as const;
type FieldName = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<FieldName, string>>;

/** The API's field errors by the form's fields (`tags.2` is the tags'). */
function fieldErrorsOf(errors: Readonly<Record<string, string>>): FieldErrors {
  const shown: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = FIELDS.find((name) => path === name || path.startsWith(`${name}.`));
    if (field && shown[field] === undefined) shown[field] = message;
  }
  return shown;
}

interface Draft {
  title: string;
  body: string;
  tags: string[];
  vehicleId: string;
  entryIds: string[];
}

const draftOf = (post: Post | null, vehicleId: string | undefined): Draft => ({
  title: post?.title ?? '',
  body: post?.body ?? '',
  tags: post?.tags ?? [],
  vehicleId: post?.vehicle?.id ?? vehicleId ?? '',
  entryIds: post?.entries.map((entry) => entry.id) ?? [],
});

export interface PostEditorProps {
  /** The post as saved, or null for a new one. */
  post: Post | null;
  /** A new post's car, chosen before it opened (`/create-post?vehicleId=` from the car's page). */
  vehicleId?: string;
}

/**
 * Writes a post: its title, its text in the rich editor (stored as markdown), tags, one of the
 * member's cars and that car's logbook entries as cards. "Save draft" and "Publish" until it is
 * published, then "Save". A failed save keeps everything typed and shows the API's message beside
 * each field it names.
 */
export function PostEditor({ post, vehicleId }: PostEditorProps) {
  const { t } = useTranslation('community');
  const navigate = useNavigate();
  const save = useSavePost();
  const [saved, setSaved] = useState<Post | null>(post);
  const [draft, setDraft] = useState<Draft>(() => draftOf(post, vehicleId));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { blocker, allowLeaving } = useLeaveGuard(dirty);
  const ids = { title: useId(), body: useId(), car: useId(), entries: useId() };
  const statusRef = useRef<HTMLParagraphElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const editorRef = useRef<Editor | null>(null);
  // A new post's first save moves to its own editor's address, saying there what happened.
  const location = useLocation();
  const arrival = location.state as { saved?: string; photos?: boolean } | null;
  const [justSaved, setJustSaved] = useState<string | null>(() => arrival?.saved ?? null);
  // Saved to add photos: the photos' heading takes focus instead of the status line.
  const [focusPhotos] = useState(() => arrival?.photos === true);

  const change = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setDirty(true);
    setJustSaved(null);
  };
  const onBodyChange = useCallback((body: string) => {
    setDraft((current) => ({ ...current, body }));
    setDirty(true);
    setJustSaved(null);
  }, []);
  const onEditorReady = useCallback((editor: Editor) => {
    editorRef.current = editor;
  }, []);

  useEffect(() => {
    if (justSaved !== null && !focusPhotos) statusRef.current?.focus();
  }, [justSaved, focusPhotos]);

  const published = saved?.status === 'published';

  /** `forPhotos`: a new post saved as a draft so that photos have a post to join (ADR 0160). */
  const submit = async (publish: boolean, forPhotos = false) => {
    setErrors({});
    const input: PostInput = {
      title: draft.title,
      body: draft.body,
      tags: draft.tags,
      vehicleId: draft.vehicleId === '' ? undefined : draft.vehicleId,
      entryIds: draft.vehicleId === '' ? [] : draft.entryIds,
      publish,
    };
    try {
      const result = await save.mutateAsync({ id: saved?.id ?? null, post: input });
      setSaved(result);
      setDirty(false);
      const message = publish && !published ? t('editor.publishedToast') : t('editor.saved');
      toast.success(message);
      setJustSaved(message);
      if (saved === null) {
        allowLeaving();
        void navigate(editPostPage(result.id), {
          replace: true,
          state: forPhotos ? { saved: message, photos: true } : { saved: message },
        });
      }
    } catch (error) {
      const shown = isApiError(error) ? fieldErrorsOf(error.fieldErrors) : {};
      setErrors(shown);
      if (Object.keys(shown).length === 0) {
        toast.error(isApiError(error) ? error.message : t('editor.saveFailed'));
      } else if (shown.title !== undefined) {
        titleRef.current?.focus();
      } else if (shown.body !== undefined) {
        editorRef.current?.commands.focus();
      }
    }
  };

  return (
    <form
      className="post-editor cc-form"
      noValidate
      aria-labelledby="post-editor-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(!published);
      }}
    >
      <Field
        ref={titleRef}
        id={ids.title}
        label={t('editor.heading')}
        required
        maxLength={POST_TITLE_MAX_LENGTH}
        value={draft.title}
        error={errors.title}
        touched
        onChange={(event) => change('title', event.target.value)}
      />

      <div className={errors.body ? 'cc-field cc-field--invalid' : 'cc-field'}>
        <span className="cc-field__label" id={`${ids.body}-label`}>
          {t('editor.body')}
        </span>
        <Suspense fallback={<Skeleton lines={6} />}>
          <RichTextEditor
            initialValue={draft.body}
            onChange={onBodyChange}
            labelledBy={`${ids.body}-label`}
            describedBy={errors.body ? `${ids.body}-hint ${ids.body}-error` : `${ids.body}-hint`}
            invalid={errors.body !== undefined}
            onReady={onEditorReady}
          />
        </Suspense>
        <p className="cc-field__hint" id={`${ids.body}-hint`}>
          {t('editor.bodyHint')}
        </p>
        {errors.body && (
          <p className="cc-field__error" id={`${ids.body}-error`} aria-live="polite">
            {errors.body}
          </p>
        )}
      </div>

      <TagsInput tags={draft.tags} onChange={(tags) => change('tags', tags)} error={errors.tags} />

      <CarPicker
        id={ids.car}
        vehicleId={draft.vehicleId}
        onChange={(vehicleId) => {
          setDraft((current) => ({ ...current, vehicleId, entryIds: [] }));
          setDirty(true);
        }}
        error={errors.vehicleId}
      />
      {draft.vehicleId !== '' && (
        <EntryPicker
          vehicleId={draft.vehicleId}
          entryIds={draft.entryIds}
          onChange={(entryIds) => change('entryIds', entryIds)}
          error={errors.entryIds}
        />
      )}

      <EditorPhotos
        post={saved}
        onSaveDraft={() => void submit(false, true)}
        saving={save.isPending}
        focus={focusPhotos}
      />

      <div className="post-editor__actions">
        {published ? (
          <Button type="submit" loading={save.isPending}>
            {t('editor.save')}
          </Button>
        ) : (
          <>
            <Button
              type="button"
              variant="secondary"
              loading={save.isPending && !save.variables?.post.publish}
              disabled={save.isPending}
              onClick={() => void submit(false)}
            >
              {t('editor.saveDraft')}
            </Button>
            <Button type="submit" loading={save.isPending && save.variables?.post.publish}>
              {t('editor.publish')}
            </Button>
          </>
        )}
      </div>
      {justSaved !== null && saved && (
        // Focused, so read out once; the toast says it too, so this is no live region.
        <p className="post-editor__status" ref={statusRef} tabIndex={-1}>
          {justSaved}
          {saved.status === 'published' && (
            <>
              {' '}
              <Link to={postPage({ nickname: saved.author.nickname, slug: saved.slug })}>
                {t('editor.view')}
              </Link>
            </>
          )}
        </p>
      )}
      <LeaveDialog blocker={blocker} />
    </form>
  );
}

function CarPicker({
  id,
  vehicleId,
  onChange,
  error,
}: {
  id: string;
  vehicleId: string;
  onChange: (vehicleId: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('community');
  const cars = useQuery(myCarsQueryOptions());
  const options = (cars.data?.items ?? []).map((car) => ({
    value: car.id,
    label: `${car.name}, ${car.year}`,
  }));
  return (
    <Field label={t('editor.car')} hint={t('editor.carHint')} error={error} touched id={id}>
      <Select
        options={options}
        placeholder={t('editor.noCar')}
        value={vehicleId}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

function EntryPicker({
  vehicleId,
  entryIds,
  onChange,
  error,
}: {
  vehicleId: string;
  entryIds: readonly string[];
  onChange: (entryIds: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('community');
  const legendId = useId();
  const entries = useQuery(carEntriesQueryOptions(vehicleId));
  const items = entries.data?.items ?? [];
  const titleOf = (id: string) => items.find((entry) => entry.id === id)?.title ?? id;
  return (
    <fieldset
      className={error ? 'post-editor__entries cc-field--invalid' : 'post-editor__entries'}
      aria-describedby={`${legendId}-hint`}
    >
      <legend className="cc-field__label">{t('editor.entries')}</legend>
      <p className="cc-field__hint" id={`${legendId}-hint`}>
        {t('editor.entriesHint')}
      </p>
      {entries.isPending && <Skeleton lines={3} />}
      {entries.isSuccess && items.length === 0 && <p>{t('editor.noEntries')}</p>}
      <ul className="post-editor__entry-choices">
        {items.map((entry) => (
          <li key={entry.id}>
            <label>
              <input
                type="checkbox"
                checked={entryIds.includes(entry.id)}
                disabled={!entryIds.includes(entry.id) && entryIds.length >= POST_MAX_ENTRIES}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...entryIds, entry.id]
                      : entryIds.filter((id) => id !== entry.id),
                  )
                }
              />{' '}
              {entry.title} <span className="post-editor__entry-date">{entry.date}</span>
            </label>
          </li>
        ))}
      </ul>
      {entryIds.length > 1 && (
        <ol className="post-editor__entry-order">
          {entryIds.map((id, index) => (
            <li key={id}>
              {titleOf(id)}
              {index > 0 && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={t('editor.moveUp', { title: titleOf(id) })}
                  onClick={() =>
                    onChange([
                      ...entryIds.slice(0, index - 1),
                      id,
                      entryIds[index - 1] ?? id,
                      ...entryIds.slice(index + 1),
                    ])
                  }
                >
                  ↑
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p className="cc-field__error" aria-live="polite">
          {error}
        </p>
      )}
    </fieldset>
  );
}
