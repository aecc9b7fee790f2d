import type { App } from '../../app-type';

/** What the discussion functions use of the app: threads answer with avatar addresses. */
export type DiscussionsApp = Pick<App, 'db' | 'storage' | 'rateLimiter'>;

/** A discussion as its rules need it (ADR 0151). */
export interface DiscussionRef {
  id: string;
  /** The post's author or the entry's car's owner: may hide comments and close the thread. */
  ownerId: string;
  closed: boolean;
  subject: { kind: 'post'; id: string } | { kind: 'logbookEntry'; id: string };
}
