import { useEffect, useSyncExternalStore } from 'react';

interface TitleClaim {
  readonly title: string;
}

/**
 * Titles asked for by the pages on screen, newest last. A list rather than one slot, because in a
 * navigation the next page may claim its title before the previous one lets go of its own. This
 * module is shared by the shell and every remote (@carclub/ui is a Module Federation singleton),
 * which is what lets a remote page reach the shell's document title.
 */
let claims: readonly TitleClaim[] = [];
const listeners = new Set<() => void>();

function update(next: readonly TitleClaim[]): void {
  claims = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const latestTitle = (): string | null => claims[claims.length - 1]?.title ?? null;
const noTitle = (): null => null;

/**
 * Gives the page on screen a title of its own (e.g. "2012 Volkswagen Golf · ann"), which wins over
 * its route's title while the calling component is mounted. Null or '' asks for nothing, so a page
 * can pass its title before its data has loaded. The shell adds the site name.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    const claim: TitleClaim = { title };
    update([...claims, claim]);
    return () => update(claims.filter((other) => other !== claim));
  }, [title]);
}

/** For the shell: the title the page on screen asked for, or null to use the route's title. */
export function useRequestedPageTitle(): string | null {
  return useSyncExternalStore(subscribe, latestTitle, noTitle);
}
