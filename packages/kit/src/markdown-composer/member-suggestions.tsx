import { type MemberSuggestion, memberSuggestResponseSchema } from '@carclub/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import '../i18n';
import { MemberAvatar } from '../member-avatar/member-avatar';
import type { MentionQuery } from './editing';
import './member-suggestions.css';

/** How long typing after an `@` pauses before members are asked for: one request per pause. */
export const MENTION_DEBOUNCE_MS = 150;

/** `GET /members/suggest`: the members whose nickname starts with `prefix`. */
export async function fetchMemberSuggestions(
  prefix: string,
  signal?: AbortSignal,
): Promise<MemberSuggestion[]> {
  const { request } = await import('@carclub/api-client');
  const { members } = await request(memberSuggestResponseSchema, {
    method: 'GET',
    url: '/members/suggest',
    params: { q: prefix },
    signal,
  });
  return members;
}

export type SuggestMembers = (prefix: string, signal?: AbortSignal) => Promise<MemberSuggestion[]>;

export interface MemberSuggestions {
  /** The listbox's id, for the text box's `aria-controls` while it is open. */
  listId: string;
  open: boolean;
  /** The members listed (none while closed). */
  members: MemberSuggestion[];
  activeIndex: number;
  /** The active option's id, for the text box's `aria-activedescendant`. */
  activeDescendant: string | undefined;
  optionId: (index: number) => string;
  /**
   * A key the text box received: arrows move in the list, Enter or Tab picks (`pick`), Escape
   * closes the list until another `@`. True when the key was the list's: the caller then
   * prevents its default and stops it there (a dialog around stays open on Escape).
   */
  onKey: (key: string, pick: (member: MemberSuggestion) => void) => boolean;
}

/**
 * The `@` autocomplete of a text box (the composer's text area, the post editor), given the
 * mention its caret is finishing: members are asked for after a pause in typing, and the list
 * keeps the active one; the text box keeps the focus (WAI-ARIA combobox with a listbox popup).
 */
export function useMemberSuggestions(
  mention: MentionQuery | null,
  suggestMembers: SuggestMembers = fetchMemberSuggestions,
): MemberSuggestions {
  const listId = useId();
  const [asked, setAsked] = useState<string | null>(null);
  const [active, setActive] = useState({ query: '', index: 0 });
  /** The `@` whose list Escape closed: it stays closed until another `@` is typed. */
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);

  // Once no `@` is being typed, the next one opens its list again (set while rendering, as
  // React advises for state that follows a prop).
  if (mention === null && dismissedAt !== null) setDismissedAt(null);

  useEffect(() => {
    if (mention === null) return;
    const timer = setTimeout(() => setAsked(mention.query), MENTION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [mention]);

  const suggestions = useQuery({
    queryKey: ['members', 'suggest', asked],
    queryFn: ({ signal }) => suggestMembers(asked!, signal),
    enabled: asked !== null && asked === mention?.query,
    staleTime: 60_000,
  });
  const open =
    mention !== null &&
    mention.at !== dismissedAt &&
    asked === mention.query &&
    suggestions.data !== undefined;
  const members = open ? (suggestions.data ?? []) : [];
  // The choice belongs to the list it was made in: a new list starts at its first member.
  const activeIndex =
    active.query === asked ? Math.min(active.index, Math.max(0, members.length - 1)) : 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const onKey = (key: string, pick: (member: MemberSuggestion) => void) => {
    if (members.length > 0) {
      const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
      if (key in moves) {
        setActive({
          query: asked ?? '',
          index: (activeIndex + moves[key]! + members.length) % members.length,
        });
        return true;
      }
      if (key === 'Enter' || key === 'Tab') {
        pick(members[activeIndex]!);
        return true;
      }
    }
    if (open && mention && key === 'Escape') {
      setDismissedAt(mention.at);
      return true;
    }
    return false;
  };

  return {
    listId,
    open,
    members,
    activeIndex,
    activeDescendant: members.length > 0 ? optionId(activeIndex) : undefined,
    optionId,
    onKey,
  };
}

export interface MemberSuggestionListProps {
  suggestions: MemberSuggestions;
  onPick: (member: MemberSuggestion) => void;
}

/** The members of `useMemberSuggestions` as a listbox, and a polite line saying how many. */
export function MemberSuggestionList({ suggestions, onPick }: MemberSuggestionListProps) {
  const { t } = useTranslation('kit');
  const { open, members, listId, activeIndex, optionId } = suggestions;
  return (
    <>
      {open && members.length > 0 && (
        <ul
          id={listId}
          className="cc-composer__members"
          role="listbox"
          aria-label={t('composer.members')}
        >
          {members.map((member, index) => (
            <li
              key={member.nickname}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className="cc-composer__member"
              // The text box keeps the focus (and the caret) while the pointer picks.
              onMouseDown={(event) => {
                event.preventDefault();
                onPick(member);
              }}
            >
              <MemberAvatar
                nickname={member.nickname}
                avatar={member.avatar}
                className="cc-composer__avatar"
                size={24}
              />
              <span className="cc-composer__name">{member.displayName}</span>{' '}
              <span className="cc-composer__nickname">@{member.nickname}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" aria-live="polite">
        {open &&
          (members.length > 0
            ? t('composer.found', { count: members.length })
            : t('composer.noMembers'))}
      </p>
    </>
  );
}
