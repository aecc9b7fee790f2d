import { POST_MAX_TAGS } from '@carclub/contracts';
import { normaliseTag } from '@carclub/contracts/mentions';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface TagsInputProps {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  /** The server's message for the tags. */
  error?: string;
}

/**
 * Tags as chips: typed, then added with Enter or a comma (or on leaving the box), each in its
 * stored form (`normaliseTag`), at most POST_MAX_TAGS; a chip's button removes it.
 */
export function TagsInput({ tags, onChange, error }: TagsInputProps) {
  const { t } = useTranslation('community');
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;

  const add = () => {
    const raw = draft.replaceAll(',', ' ').trim();
    if (raw === '') return;
    const tag = normaliseTag(raw);
    if (tag === null) {
      setProblem(t('editor.badTag', { tag: raw }));
      return;
    }
    if (!tags.includes(tag)) {
      if (tags.length >= POST_MAX_TAGS) {
        setProblem(t('editor.tooManyTags', { max: POST_MAX_TAGS }));
        return;
      }
      onChange([...tags, tag]);
    }
    setDraft('');
    setProblem(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };

  return (
    <div className={message ? 'cc-field cc-field--invalid' : 'cc-field'}>
      <label className="cc-field__label" htmlFor={`${id}-input`}>
        {t('editor.tags')}
      </label>
      {tags.length > 0 && (
        <ul className="tag-chips" aria-label={t('editor.tags')}>
          {tags.map((tag) => (
            <li key={tag} className="tag-chip">
              #{tag}
              <button
                type="button"
                className="tag-chip__remove"
                aria-label={t('editor.removeTag', { tag })}
                onClick={() => onChange(tags.filter((other) => other !== tag))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={`${id}-input`}
        className="cc-control"
        value={draft}
        autoComplete="off"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => {
          setDraft(event.target.value);
          setProblem(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={add}
      />
      <p id={`${id}-hint`} className="cc-field__hint">
        {t('editor.tagsHint', { max: POST_MAX_TAGS })}
      </p>
      {message && (
        <p id={`${id}-error`} className="cc-field__error" aria-live="polite">
          {message}
        </p>
      )}
    </div>
  );
}
