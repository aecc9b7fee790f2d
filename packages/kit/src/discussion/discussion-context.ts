import type { CurrentUser } from '@carclub/contracts';
import { createContext, useContext } from 'react';

import type { Reader } from './endpoints/keys';

/** What every part of one discussion's UI needs to know about it and its reader. */
export interface DiscussionContextValue {
  id: string;
  reader: Reader;
  /** The signed-in member; null for a visitor and while the member's session is loading. */
  member: CurrentUser | null;
  ownedByMe: boolean;
  closed: boolean;
  /** Where "Sign in" leads back to: this page. */
  signInHref: string;
  /** Moves focus to the comment `id` once it is drawn (after posting, editing or deleting). */
  focusComment: (id: string) => void;
  focusTarget: string | null;
  focused: () => void;
}

export const DiscussionContext = createContext<DiscussionContextValue | null>(null);

export function useDiscussionContext(): DiscussionContextValue {
  const value = useContext(DiscussionContext);
  if (!value) throw new Error('A part of a discussion is drawn outside <Discussion>');
  return value;
}
