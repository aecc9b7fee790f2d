import type { MemberSuggestion } from '@carclub/contracts';
import { Field, type FieldOwnProps, TextArea, type TextAreaProps } from '@carclub/ui';
import {
  type KeyboardEvent,
  type Ref,
  type RefCallback,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';

import '../i18n';
import {
  applyMarkdown,
  MARKDOWN_ACTIONS,
  type MarkdownAction,
  type MentionQuery,
  mentionQueryAt,
  type TextEdit,
} from './editing';
import './markdown-composer.css';
import {
  MemberSuggestionList,
  type SuggestMembers,
  useMemberSuggestions,
} from './member-suggestions';

export interface MarkdownComposerProps
  extends Omit<FieldOwnProps, 'children'>, Omit<TextAreaProps, keyof FieldOwnProps | 'children'> {
  /** The text area, for react-hook-form's `register` (its `ref`) or the caller's own use. */
  ref?: Ref<HTMLTextAreaElement>;
  /** Members for `@` autocomplete; by default the API's suggestions. */
  suggestMembers?: SuggestMembers;
}

const GLYPHS: Record<MarkdownAction, string> = {
  bold: 'B',
  italic: 'I',
  link: '[ ]',
  quote: '❝',
  code: '</>',
  list: '•',
};

/** Keyboard shortcuts of the text area, as in other editors: Ctrl (⌘ on a Mac) with the key. */
const SHORTCUTS: Partial<Record<string, MarkdownAction>> = { b: 'bold', i: 'italic', k: 'link' };

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Puts the edit into the text area as if typed: the browser's own insertion where it has one (the
 * change can then be undone with Ctrl+Z), otherwise `setRangeText`; either way an `input` event
 * follows, so React's `onChange` (and react-hook-form) see the new text.
 */
function applyEdit(textarea: HTMLTextAreaElement, edit: TextEdit) {
  textarea.focus();
  textarea.setSelectionRange(edit.from, edit.to);
  let inserted = false;
  try {
    inserted = document.execCommand('insertText', false, edit.insert);
  } catch {
    // No such command here (jsdom): setRangeText below.
  }
  if (
    !inserted ||
    textarea.value.slice(edit.from, edit.from + edit.insert.length) !== edit.insert
  ) {
    textarea.setRangeText(edit.insert, edit.from, edit.to, 'end');
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  }
  textarea.setSelectionRange(edit.selectStart, edit.selectEnd);
}

/** The text area with its toolbar, counter and member list, given Field's ids and states. */
function ComposerControl({
  ref,
  suggestMembers,
  maxLength,
  onChange,
  onKeyDown,
  onSelect,
  onBlur,
  'aria-describedby': describedBy,
  ...textAreaProps
}: Omit<MarkdownComposerProps, keyof FieldOwnProps>) {
  const { t } = useTranslation('kit');
  const own = useRef<HTMLTextAreaElement | null>(null);
  const counterId = useId();
  const [length, setLength] = useState(0);
  const [mention, setMention] = useState<MentionQuery | null>(null);
  const suggestions = useMemberSuggestions(mention, suggestMembers);
  const [focusedAction, setFocusedAction] = useState(0);

  const setRefs = useCallback<RefCallback<HTMLTextAreaElement>>(
    (node) => {
      own.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  /** Reads the text and the caret: the counter and the `@` being typed follow them. */
  const follow = useCallback(() => {
    const textarea = own.current;
    if (!textarea) return;
    setLength(textarea.value.length);
    const caret = textarea.selectionStart;
    const next = caret === textarea.selectionEnd ? mentionQueryAt(textarea.value, caret) : null;
    setMention((current) =>
      current?.at === next?.at && current?.query === next?.query ? current : next,
    );
  }, []);

  // The text react-hook-form puts in (default values) arrives without an input event, and so
  // does a form's reset.
  useEffect(() => {
    follow();
    const form = own.current?.form;
    if (!form) return;
    const afterReset = () => setTimeout(follow);
    form.addEventListener('reset', afterReset);
    return () => form.removeEventListener('reset', afterReset);
  }, [follow]);

  const edit = (make: (textarea: HTMLTextAreaElement) => TextEdit) => {
    const textarea = own.current;
    if (!textarea) return;
    applyEdit(textarea, make(textarea));
    follow();
  };
  const act = (action: MarkdownAction) =>
    edit((textarea) =>
      applyMarkdown(action, {
        text: textarea.value,
        start: textarea.selectionStart,
        end: textarea.selectionEnd,
      }),
    );
  const pick = (member: MemberSuggestion) => {
    if (!mention) return;
    const typed = mention.at + 1 + mention.query.length;
    const insert = `@${member.nickname} `;
    edit(() => ({
      from: mention.at,
      to: typed,
      insert,
      selectStart: mention.at + insert.length,
      selectEnd: mention.at + insert.length,
    }));
    setMention(null);
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (suggestions.onKey(event.key, pick)) {
      // The list's key only: on Escape, a dialog around the composer stays open.
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    const shortcut = SHORTCUTS[event.key.toLowerCase()];
    if (shortcut && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
      event.preventDefault();
      act(shortcut);
    }
  };

  // The toolbar is one tab stop; arrows, Home and End move within it (WAI-ARIA toolbar pattern).
  const toolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = MARKDOWN_ACTIONS.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: focusedAction === last ? 0 : focusedAction + 1,
      ArrowLeft: focusedAction === 0 ? last : focusedAction - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setFocusedAction(target);
    event.currentTarget.querySelectorAll('button')[target]?.focus();
  };

  const ids = [describedBy, maxLength !== undefined && counterId].filter(Boolean).join(' ');

  return (
    <div className="cc-composer__control">
      <div
        className="cc-composer__toolbar"
        role="toolbar"
        aria-label={t('composer.toolbar')}
        aria-controls={textAreaProps.id}
        onKeyDown={toolbarKeyDown}
      >
        {MARKDOWN_ACTIONS.map((action, index) => (
          <button
            key={action}
            type="button"
            className={`cc-composer__action cc-composer__action--${action}`}
            aria-label={t(`composer.actions.${action}`)}
            title={t(`composer.actions.${action}`)}
            tabIndex={index === focusedAction ? 0 : -1}
            onFocus={() => setFocusedAction(index)}
            onClick={() => act(action)}
          >
            <span aria-hidden="true">{GLYPHS[action]}</span>
          </button>
        ))}
      </div>
      <TextArea
        {...textAreaProps}
        ref={setRefs}
        maxLength={maxLength}
        aria-describedby={ids || undefined}
        aria-autocomplete="list"
        aria-controls={suggestions.open ? suggestions.listId : undefined}
        aria-activedescendant={suggestions.activeDescendant}
        onChange={(event) => {
          onChange?.(event);
          follow();
        }}
        onSelect={(event) => {
          onSelect?.(event);
          follow();
        }}
        onBlur={(event) => {
          onBlur?.(event);
          setMention(null);
        }}
        onKeyDown={keyDown}
      />
      <MemberSuggestionList suggestions={suggestions} onPick={pick} />
      {maxLength !== undefined && (
        <p id={counterId} className="cc-composer__counter">
          {t('composer.counter', { count: length, max: maxLength })}
        </p>
      )}
    </div>
  );
}

/**
 * A labelled text area for markdown (ADR 0154): a toolbar for bold, italic, link, quote, code and
 * list (Ctrl or ⌘ with B, I, K too), `@` autocomplete of members (arrows choose, Enter or Tab
 * inserts `@nickname`, Escape closes the list), and a counter when `maxLength` is given. Used as
 * a plain text area: `{...form.register('body')}` or `value`/`onChange`.
 */
export function MarkdownComposer({
  label,
  hint,
  error,
  touched,
  required,
  className,
  ...control
}: MarkdownComposerProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      touched={touched}
      required={required}
      className={className ? `cc-composer ${className}` : 'cc-composer'}
    >
      <ComposerControl {...control} />
    </Field>
  );
}
