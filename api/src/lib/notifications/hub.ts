import type {
  DiscussionEvent,
  NotificationStreamEvent,
  OpenReportsEvent,
} from '@carclub/contracts';

export type NotificationListener = (event: NotificationStreamEvent) => void;
export type OpenReportsListener = (event: OpenReportsEvent) => void;
export type DiscussionListener = (event: DiscussionEvent) => void;

/**
 * Live delivery of notification events to the open event streams (`GET /api/notifications/stream`).
 * `publish` goes through the database's NOTIFY, so a stream open on another API process hears it
 * too; each process hands what it hears to its own subscribers.
 */
export interface NotificationHub {
  /** Hands `userId`'s events to `listener` until the returned function is called. */
  subscribe(userId: string, listener: NotificationListener): () => void;
  /**
   * Sends each event to every subscriber of its member, in every process on the database, in one
   * round trip however many there are.
   */
  publish(events: readonly Envelope[]): Promise<void>;
  /** Hands every change of the number of open reports to `listener` (a stream of staff). */
  subscribeReports(listener: OpenReportsListener): () => void;
  /** Sends the number of open reports to every staff stream, in every process. */
  publishReports(event: OpenReportsEvent): Promise<void>;
  /** Hands the events of discussion `discussionId` to `listener` (a reader of its page). */
  subscribeDiscussion(discussionId: string, listener: DiscussionListener): () => void;
  /** Sends events to every reader of the discussion, in every process, in one round trip. */
  publishDiscussion(discussionId: string, events: readonly DiscussionEvent[]): Promise<void>;
  /** Open subscriptions in this process. */
  readonly subscriptions: number;
  /**
   * Calls `onEnd` once when session `sessionId` ends, in whichever process it is ended (the
   * database announces it on SESSIONS_ENDED_CHANNEL); stops watching when the returned function is
   * called.
   */
  watchSession(sessionId: string, onEnd: () => void): () => void;
}

/**
 * The channel on which the database announces the id of every session that ends, at the commit
 * that ends it (revoked, or deleted with its account: migration 0019).
 */
export const SESSIONS_ENDED_CHANNEL = 'carclub_sessions_ended';

/** The NOTIFY channel every API process listens on. */
export const NOTIFICATION_CHANNEL = 'carclub_notifications';
/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more; leave room for the envelope. */
const MAX_PAYLOAD_BYTES = 7_000;

export interface Envelope {
  userId: string;
  event: NotificationStreamEvent;
}

/**
 * The wire form of one event. An oversized notification (long data) travels without its body: the
 * count still updates, and the client refetches the list anyway.
 */
export function encodeEnvelope(userId: string, event: NotificationStreamEvent): string {
  const full = JSON.stringify({ userId, event } satisfies Envelope);
  if (Buffer.byteLength(full) <= MAX_PAYLOAD_BYTES) return full;
  return JSON.stringify({ userId, event: { unread: event.unread } } satisfies Envelope);
}

export function decodeEnvelope(payload: string): Envelope | undefined {
  try {
    const parsed = JSON.parse(payload) as Partial<Envelope>;
    if (typeof parsed.userId !== 'string' || typeof parsed.event?.unread !== 'number') {
      return undefined;
    }
    return parsed as Envelope;
  } catch {
    return undefined;
  }
}

/** The open reports' count on the wire: addressed to no member, so no envelope decodes it. */
interface ReportsEnvelope {
  reports: OpenReportsEvent;
}

function decodeReports(payload: string): OpenReportsEvent | undefined {
  try {
    const { reports } = JSON.parse(payload) as Partial<ReportsEnvelope>;
    return typeof reports?.open === 'number' ? { open: reports.open } : undefined;
  } catch {
    return undefined;
  }
}

/** A discussion's event on the wire: addressed to its readers, not to a member. */
interface DiscussionEnvelope {
  discussion: string;
  event: DiscussionEvent;
}

function decodeDiscussion(payload: string): DiscussionEnvelope | undefined {
  try {
    const parsed = JSON.parse(payload) as Partial<DiscussionEnvelope>;
    return typeof parsed.discussion === 'string' && typeof parsed.event?.name === 'string'
      ? (parsed as DiscussionEnvelope)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The hub of one process. `send` carries encoded envelopes to every process (NOTIFY); what
 * arrives is given to `receive`. Without a database channel, `send` is `receive` itself.
 */
export function createNotificationHub(send: (payloads: readonly string[]) => Promise<void>): {
  hub: NotificationHub;
  receive: (payload: string) => void;
  /** Hands the id of an ended session (a SESSIONS_ENDED_CHANNEL payload) to its watchers. */
  endSession: (sessionId: string) => void;
} {
  const listeners = new Map<string, Set<NotificationListener>>();
  const reportListeners = new Set<OpenReportsListener>();
  const discussionListeners = new Map<string, Set<DiscussionListener>>();
  const sessionWatchers = new Map<string, Set<() => void>>();
  let subscriptions = 0;

  const endSession = (sessionId: string) => {
    const watchers = sessionWatchers.get(sessionId);
    if (watchers === undefined) return;
    sessionWatchers.delete(sessionId);
    for (const onEnd of watchers) onEnd();
  };

  const receive = (payload: string) => {
    const reports = decodeReports(payload);
    if (reports !== undefined) {
      for (const listener of reportListeners) listener(reports);
      return;
    }
    const discussion = decodeDiscussion(payload);
    if (discussion !== undefined) {
      for (const listener of discussionListeners.get(discussion.discussion) ?? []) {
        listener(discussion.event);
      }
      return;
    }
    const envelope = decodeEnvelope(payload);
    if (envelope === undefined) return;
    for (const listener of listeners.get(envelope.userId) ?? []) listener(envelope.event);
  };

  /**
   * Adds `listener` to `set` behind a wrapper, so the same function subscribed twice is two
   * subscriptions; the returned function removes it once, then calls `onEmpty` if the set is empty.
   */
  function track<E>(
    set: Set<(event: E) => void>,
    listener: (event: E) => void,
    onEmpty = () => {},
  ) {
    const subscription = (event: E) => listener(event);
    set.add(subscription);
    subscriptions += 1;
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      subscriptions -= 1;
      set.delete(subscription);
      if (set.size === 0) onEmpty();
    };
  }

  const hub: NotificationHub = {
    subscribe(userId, listener) {
      let own = listeners.get(userId);
      if (own === undefined) {
        own = new Set();
        listeners.set(userId, own);
      }
      return track(own, listener, () => listeners.delete(userId));
    },
    publish: async (events) => {
      if (events.length > 0) {
        await send(events.map(({ userId, event }) => encodeEnvelope(userId, event)));
      }
    },
    subscribeReports: (listener) => track(reportListeners, listener),
    publishReports: async (event) => {
      await send([JSON.stringify({ reports: event } satisfies ReportsEnvelope)]);
    },
    subscribeDiscussion(discussionId, listener) {
      let readers = discussionListeners.get(discussionId);
      if (readers === undefined) {
        readers = new Set();
        discussionListeners.set(discussionId, readers);
      }
      return track(readers, listener, () => discussionListeners.delete(discussionId));
    },
    publishDiscussion: async (discussionId, events) => {
      if (events.length > 0) {
        await send(
          events.map((event) =>
            JSON.stringify({ discussion: discussionId, event } satisfies DiscussionEnvelope),
          ),
        );
      }
    },
    get subscriptions() {
      return subscriptions;
    },
    watchSession(sessionId, onEnd) {
      let watchers = sessionWatchers.get(sessionId);
      if (watchers === undefined) {
        watchers = new Set();
        sessionWatchers.set(sessionId, watchers);
      }
      // A wrapper, so that one function watching twice is two watches.
      const watcher = () => onEnd();
      watchers.add(watcher);
      return () => {
        const current = sessionWatchers.get(sessionId);
        current?.delete(watcher);
        if (current?.size === 0) sessionWatchers.delete(sessionId);
      };
    },
  };
  return { hub, receive, endSession };
}
