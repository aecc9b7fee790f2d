import { SEARCH_MAX_LENGTH } from '@carclub/contracts';
import { useLocation, useNavigation } from '@carclub/router';
import { Field } from '@carclub/ui';
import { useEffect, useRef, useState, type Ref } from 'react';

/** How long typing must pause before a list is searched: one request per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchFieldProps {
  /** The search the list shows (from the URL). */
  value: string;
  /** Called with the trimmed text once typing pauses, or at once on Enter. */
  onSearch: (search: string) => void;
  label: string;
  hint: string;
  /** The query parameter's name, as the list writes it. */
  name: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A list's search field, searching as the user types. What the user types stays theirs (trailing
 * spaces included) while the search runs; it is replaced only when the list's search changes from
 * elsewhere: back and forward, or "clear filters".
 *
 * A search still waiting for its pause is dropped when the user leaves for another page (a row's
 * link): that page may take a moment to load while this one stays on screen, and a search
 * committed meanwhile would take the user back to the list.
 */
export function SearchField({
  value,
  onSearch,
  label,
  hint,
  name,
  className,
  ref,
}: SearchFieldProps) {
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

  // A click on a link to another page ends the pending search at once. The router's own signs
  // come later: it changes the address, and its navigation state reaches this field, only once
  // the next page has loaded, and on a busy machine the pause ends first.
  useEffect(() => {
    const leaveOnLinkClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link instanceof HTMLAnchorElement && link.pathname !== window.location.pathname) {
        clearTimeout(timer.current);
      }
    };
    document.addEventListener('click', leaveOnLinkClick, true);
    return () => document.removeEventListener('click', leaveOnLinkClick, true);
  }, []);
  // Leaving by other means (a button, the keyboard) while the next page loads.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = navigation.state !== 'idle' && navigation.location?.pathname !== pathname;
  useEffect(() => {
    if (leaving) clearTimeout(timer.current);
  }, [leaving]);

  const commit = (text: string) => {
    clearTimeout(timer.current);
    const search = text.trim();
    setCommitted(search);
    latestOnSearch.current(search);
  };

  return (
    <Field
      ref={ref}
      className={className}
      label={label}
      hint={hint}
      type="search"
      name={name}
      autoComplete="off"
      enterKeyHint="search"
      maxLength={SEARCH_MAX_LENGTH}
      value={draft}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        clearTimeout(timer.current);
        // The router moves to a clicked row's address before it draws the next page (a
        // transition), so this field may still be here when its pause ends: a search then would
        // be written onto the next page's address. The browser's address says where we are.
        const typedOn = window.location.pathname;
        timer.current = setTimeout(() => {
          if (window.location.pathname === typedOn) commit(text);
        }, SEARCH_DEBOUNCE_MS);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        // Enter searches now instead of submitting a filters form around the field.
        event.preventDefault();
        commit(draft);
      }}
    />
  );
}
