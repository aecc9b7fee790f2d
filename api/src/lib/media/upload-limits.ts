import { availableParallelism } from 'node:os';

import { HttpError } from '../http-errors';

/** Seconds a refused uploader is told to wait: about the time one large photo takes to decode. */
export const UPLOAD_RETRY_AFTER_SECONDS = 5;

/**
 * Photos decoded at once in this process. sharp decodes on libuv's threadpool, off the API thread,
 * but each decode takes a whole core (and up to ~160 MB for a 40 MP photo): one core is left to the
 * API thread, and more than two at once would put memory past the upload budget.
 */
export const IMAGE_DECODE_CONCURRENCY = Math.min(2, Math.max(1, availableParallelism() - 1));

/**
 * Upload requests that may wait for a decode slot. Each waits with its files on disk, not in
 * memory; past this, waiting would outlast the client's 20 s timeout, so the upload is refused.
 */
export const IMAGE_DECODE_QUEUE_LIMIT = 8;

/**
 * Places past IMAGE_DECODE_QUEUE_LIMIT kept for members with no upload decoding or waiting: a few
 * members filling the queue hold back their own further uploads, not everyone else's.
 */
export const IMAGE_DECODE_RESERVED_PLACES = 8;

/**
 * Bytes all uploads under way may spool to disk at once, server-wide: each counts its declared
 * length (or, unsized, the most its route takes) from its headers to its answer.
 */
export const UPLOAD_SPOOL_LIMIT_BYTES = 1024 * 1024 * 1024;

/**
 * The most an upload's body may take to arrive, from its first byte: a stalled or trickling one
 * is answered 408 and its connection closed, instead of holding its spool and its member's place.
 */
export const UPLOAD_BODY_DEADLINE_MS = 120_000;

/**
 * Uploads one member may have under way at once. The site sends one at a time per list of photos,
 * so three leave room for a gallery, a preview and an avatar in other tabs.
 */
export const UPLOADS_PER_MEMBER = 3;

/** FIFO semaphore: at most `size` tasks run at once, the others wait in arrival order. */
export class Semaphore {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly size: number) {}

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.size) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running += 1;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so a newcomer cannot overtake it.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}

export const uploadErrors = {
  /** 429: this member already has as many uploads under way as allowed. */
  memberBusy: () =>
    new HttpError(429, undefined, {
      headers: { 'retry-after': String(UPLOAD_RETRY_AFTER_SECONDS) },
    }),
  /** 503: the server has as many uploads waiting to be decoded, or spooled, as it will take. */
  serverBusy: () =>
    new HttpError(503, undefined, {
      headers: { 'retry-after': String(UPLOAD_RETRY_AFTER_SECONDS) },
    }),
  /** 408: the body did not arrive within UPLOAD_BODY_DEADLINE_MS. */
  timedOut: () => new HttpError(408),
};

/** One upload request, from its first byte to its answer. */
export interface UploadTicket {
  /**
   * The request's files are on disk and about to be decoded: takes a place among the uploads
   * allowed to decode or wait for it, or throws 503 when they are all taken.
   */
  admitToDecoding(): void;
  /** Idempotent. */
  end(): void;
}

export interface UploadLimiterOptions {
  perMember: number;
  /** Upload requests decoding or waiting to decode, server-wide. */
  decoding: number;
  /** Places past `decoding` for a member with none admitted (default none). */
  reserved?: number;
  /** Bytes of bodies under way, server-wide (default no limit). */
  spoolBytes?: number;
}

/**
 * Counts upload requests per member and the ones admitted to decoding, so that the limits are
 * checked before a body is read: an upload that would be refused is refused at its headers.
 */
export class UploadLimiter {
  readonly #perMember = new Map<string, number>();
  readonly #admitted = new Map<string, number>();
  #decoding = 0;
  #spooled = 0;

  constructor(readonly limits: UploadLimiterOptions) {}

  get decoding(): number {
    return this.#decoding;
  }

  /** Bytes reserved by the uploads under way. */
  get spooled(): number {
    return this.#spooled;
  }

  /** The shared places to decode are taken (a member with none admitted may still get one). */
  get saturated(): boolean {
    return this.#decoding >= this.limits.decoding;
  }

  /** Whether one more upload of `memberId` may decode or wait for it. */
  #hasPlaceFor(memberId: string): boolean {
    if (!this.saturated) return true;
    const reserved = this.limits.reserved ?? 0;
    return (
      (this.#admitted.get(memberId) ?? 0) === 0 && this.#decoding < this.limits.decoding + reserved
    );
  }

  /**
   * Starts an upload of `memberId` whose body may spool `bytes`: 429 when they have too many under
   * way, 503 when there is no place to decode it or the spool would pass its limit.
   */
  begin(memberId: string, bytes = 0): UploadTicket {
    const mine = this.#perMember.get(memberId) ?? 0;
    if (mine >= this.limits.perMember) throw uploadErrors.memberBusy();
    if (!this.#hasPlaceFor(memberId)) throw uploadErrors.serverBusy();
    if (this.#spooled + bytes > (this.limits.spoolBytes ?? Infinity)) {
      throw uploadErrors.serverBusy();
    }
    this.#perMember.set(memberId, mine + 1);
    this.#spooled += bytes;

    const count = (map: Map<string, number>, change: number) => {
      const value = (map.get(memberId) ?? 0) + change;
      if (value > 0) map.set(memberId, value);
      else map.delete(memberId);
    };
    let ended = false;
    let admitted = false;
    return {
      admitToDecoding: () => {
        if (ended || admitted) return;
        if (!this.#hasPlaceFor(memberId)) throw uploadErrors.serverBusy();
        admitted = true;
        this.#decoding += 1;
        count(this.#admitted, 1);
      },
      end: () => {
        if (ended) return;
        ended = true;
        this.#spooled -= bytes;
        if (admitted) {
          this.#decoding -= 1;
          count(this.#admitted, -1);
        }
        count(this.#perMember, -1);
      },
    };
  }
}

// sharp's pool (libuv's threadpool) is process-wide, so these limits are too, whatever number of
// apps a process builds (tests build many).
export const decodeSlots = new Semaphore(IMAGE_DECODE_CONCURRENCY);
export const uploadLimiter = new UploadLimiter({
  perMember: UPLOADS_PER_MEMBER,
  decoding: IMAGE_DECODE_CONCURRENCY + IMAGE_DECODE_QUEUE_LIMIT,
  reserved: IMAGE_DECODE_RESERVED_PLACES,
  spoolBytes: UPLOAD_SPOOL_LIMIT_BYTES,
});
