import type { FastifyBaseLogger } from 'fastify';

import { describeError } from './logger';

/**
 * Work a route starts but does not wait for, so that its answer takes the same time whatever the
 * work finds (a registered address or not). Such work is short (a lookup, a token, a mail) and
 * lives in this process; a job that must survive a restart belongs in a job queue instead.
 */
export interface BackgroundTasks {
  /**
   * Starts `task` after the current request has been answered. A failure is logged under `name`
   * (a fixed label, never personal data) and goes no further.
   */
  run(name: string, task: () => Promise<void>): void;
  /**
   * Starts `task` once `delayMs` have passed, unless a task with the same `key` is already waiting:
   * repeated requests for the same deferred work collapse into one.
   */
  runLater(name: string, key: string, delayMs: number, task: () => Promise<void>): void;
  /** How long until the waiting task of `key` starts, or undefined when none waits. */
  waitingFor(key: string): number | undefined;
  /** Drops the waiting task of `key`, if any: its work is no longer wanted. */
  cancel(key: string): void;
  /** Resolves once every started task (and any task they started) has settled. */
  drain(): Promise<void>;
  /** Drops the waiting tasks and drains the started ones: the app is closing. */
  close(): Promise<void>;
}

export interface BackgroundTasksOptions {
  now?: () => number;
}

export function createBackgroundTasks(
  log: Pick<FastifyBaseLogger, 'error'>,
  { now = Date.now }: BackgroundTasksOptions = {},
): BackgroundTasks {
  const running = new Set<Promise<void>>();
  const waiting = new Map<string, { timer: NodeJS.Timeout; startsAt: number }>();

  function start(name: string, task: () => Promise<void>): void {
    // setImmediate runs after the reply has been written, so the task never delays the answer.
    const settled = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => {
        log.error({ task: name, error: describeError(error) }, 'background task failed');
      })
      .finally(() => running.delete(settled));
    running.add(settled);
  }

  return {
    run: start,
    runLater(name, key, delayMs, task) {
      if (waiting.has(key)) return;
      const timer = setTimeout(
        () => {
          waiting.delete(key);
          start(name, task);
        },
        Math.max(0, delayMs),
      );
      // A waiting task must not keep a finished process (or a test run) alive.
      timer.unref();
      waiting.set(key, { timer, startsAt: now() + delayMs });
    },
    waitingFor(key) {
      const entry = waiting.get(key);
      return entry === undefined ? undefined : Math.max(0, entry.startsAt - now());
    },
    cancel(key) {
      const entry = waiting.get(key);
      if (entry === undefined) return;
      clearTimeout(entry.timer);
      waiting.delete(key);
    },
    async drain() {
      while (running.size > 0) await Promise.all(running);
    },
    async close() {
      for (const { timer } of waiting.values()) clearTimeout(timer);
      waiting.clear();
      await this.drain();
    },
  };
}
