import { LIST_ITEM_MAX_LENGTH, LIST_MAX_ITEMS } from '@carclub/contracts';
import { Button, useFocusAfterRemoval } from '@carclub/ui';
import { useId, useRef, useState, type KeyboardEvent, type RefCallback } from 'react';
import { useTranslation } from 'react-i18next';

export interface ItemListEditorProps {
  /** The category; also names the list, its input and its buttons. */
  label: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  /** A message about the list from the schema or the server, already translated. */
  error?: string;
  /** The input for a new item: where focus goes when the list has an error. */
  inputRef?: RefCallback<HTMLInputElement>;
  headingLevel?: 3 | 4;
}

const sameText = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * An editable list of short texts: type and press Enter (or Add), remove with a button per item.
 * Focus stays in the list after a removal, and a polite live region says what changed.
 */
export function ItemListEditor({
  label,
  items,
  onChange,
  error,
  inputRef,
  headingLevel = 3,
}: ItemListEditorProps) {
  const { t } = useTranslation('garage');
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const messageId = `${baseId}-message`;
  const [draft, setDraft] = useState('');
  const [duplicate, setDuplicate] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const removeButtons = useRef<Array<HTMLButtonElement | null>>([]);
  const ownInput = useRef<HTMLInputElement | null>(null);
  // Once the list without the item is drawn: the remove button now at its place, else the input.
  const focusAfterRemoval = useFocusAfterRemoval<{ index: number; before: readonly string[] }>(
    ({ index, before }) =>
      items === before
        ? undefined
        : (removeButtons.current[Math.min(index, items.length - 1)] ?? ownInput.current),
  );
  const full = items.length >= LIST_MAX_ITEMS;
  const Heading = `h${headingLevel}` as const;

  const add = () => {
    const item = draft.trim();
    if (item === '' || full) return;
    if (items.some((existing) => sameText(existing, item))) {
      setDuplicate(true);
      return;
    }
    onChange([...items, item]);
    setDraft('');
    setAnnouncement(t('form.lists.added', { item, category: label }));
  };

  const remove = (index: number) => {
    const item = items[index];
    if (item === undefined) return;
    focusAfterRemoval({ index, before: items });
    onChange(items.filter((_, position) => position !== index));
    setAnnouncement(t('form.lists.removed', { item, category: label }));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the item; it must not submit the whole form.
    event.preventDefault();
    add();
  };

  const message = duplicate
    ? t('form.lists.duplicate')
    : full
      ? t('form.lists.full', { count: LIST_MAX_ITEMS })
      : error;
  const isError = duplicate || (!full && error !== undefined);

  const setInput = (element: HTMLInputElement | null) => {
    ownInput.current = element;
    inputRef?.(element);
  };

  return (
    <div className="vf-list" role="group" aria-labelledby={labelId}>
      <Heading id={labelId} className="vf-list__label">
        {label}
      </Heading>
      {items.length > 0 ? (
        <ul className="vf-list__items" aria-labelledby={labelId}>
          {items.map((item, index) => (
            <li key={`${index}-${item}`} className="vf-chip">
              <span className="vf-chip__text">{item}</span>
              <button
                ref={(element) => {
                  removeButtons.current[index] = element;
                }}
                type="button"
                className="vf-chip__remove"
                aria-label={t('form.lists.remove', { item })}
                onClick={() => remove(index)}
              >
                <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path d="M4 4l8 8M12 4l-8 8" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="vf-list__empty">{t('form.lists.empty')}</p>
      )}
      <div className="vf-list__add">
        <input
          ref={setInput}
          className="cc-control"
          value={draft}
          aria-label={t('form.lists.newItem', { category: label })}
          aria-invalid={isError || undefined}
          aria-describedby={message !== undefined ? messageId : undefined}
          placeholder={t('form.lists.placeholder')}
          maxLength={LIST_ITEM_MAX_LENGTH}
          disabled={full}
          autoComplete="off"
          onChange={(event) => {
            setDraft(event.target.value);
            setDuplicate(false);
          }}
          onKeyDown={handleKeyDown}
        />
        <Button
          variant="secondary"
          aria-label={t('form.lists.addTo', { category: label })}
          disabled={full}
          onClick={add}
        >
          {t('form.lists.add')}
        </Button>
      </div>
      {message !== undefined && (
        <p id={messageId} className={isError ? 'cc-field__error' : 'cc-field__hint'}>
          {message}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
