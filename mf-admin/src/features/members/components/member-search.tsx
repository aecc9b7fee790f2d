import { SEARCH_MAX_LENGTH } from '@carclub/contracts';
import { Field } from '@carclub/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from '@carclub/router';

/** How long typing must pause before the table is searched: one request per word, not per key. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 300;

/**
 * The search field. What the admin types stays theirs while the search runs; it follows the URL
 * only when the search changes from elsewhere (back and forward, "clear filters").
 */
export function MemberSearch({
  value,
  onSearch,
  label,
  hint,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  hint: string;
}) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== draft.trim()) setDraft(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  // A click on a link to another page (a member's row) ends the pending search at once. The
  // router's own signs come later: it changes the address, and its navigation state reaches this
  // field, only once the member's page has loaded, and on a busy machine the pause ends first.
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
  // A row clicked before typing paused: this page stays on screen while the member's page loads,
  // and a search committed meanwhile would take the admin back to the table.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = navigation.state !== 'idle' && navigation.location?.pathname !== pathname;
  useEffect(() => {
    if (leaving) clearTimeout(timer.current);
  }, [leaving]);
  const commit = (text: string) => {
    clearTimeout(timer.current);
    latest.current(text.trim());
  };
  return (
    <Field
      label={label}
      hint={hint}
      type="search"
      name="q"
      autoComplete="off"
      enterKeyHint="search"
      maxLength={SEARCH_MAX_LENGTH}
      value={draft}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        clearTimeout(timer.current);
        // The router moves to a clicked row's address before it draws the member's page (a
        // transition), so this field may still be here when its pause ends: a search then would
        // be written onto the member's address. The browser's address says where we are.
        const typedOn = window.location.pathname;
        timer.current = setTimeout(() => {
          if (window.location.pathname === typedOn) commit(text);
        }, MEMBER_SEARCH_DEBOUNCE_MS);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        commit(draft);
      }}
    />
  );
}
