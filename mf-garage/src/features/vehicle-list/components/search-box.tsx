import { SEARCH_MAX_LENGTH } from '@carclub/contracts';
import { Field } from '@carclub/ui';
import { useEffect, useRef, useState, type Ref } from 'react';

/** How long typing must pause before the list is searched: one request per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The search the list shows (from the URL). */
  value: string;
  /** Called with the trimmed text once typing pauses, or at once on Enter. */
  onSearch: (search: string) => void;
  label: string;
  hint: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The list's search field. What the user types stays theirs (trailing spaces included) while the
 * search runs; it is replaced only when the list's search changes from elsewhere: back and
 * forward, or "clear filters".
 */
export function SearchBox({ value, onSearch, label, hint, ref }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== committed) {
      setCommitted(value);
      setDraft(value);
    }
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The timer fires after later renders: it must reach the newest callback, which knows the
  // filters chosen meanwhile.
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (text: string) => {
    clearTimeout(timer.current);
    const search = text.trim();
    setCommitted(search);
    latestOnSearch.current(search);
  };

  return (
    <Field
      ref={ref}
      className="vl-search"
      label={label}
      hint={hint}
      type="search"
      name="search"
      autoComplete="off"
      enterKeyHint="search"
      maxLength={SEARCH_MAX_LENGTH}
      value={draft}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(text), SEARCH_DEBOUNCE_MS);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        // Enter searches now instead of submitting the filters form.
        event.preventDefault();
        commit(draft);
      }}
    />
  );
}
