import type { FastifyBaseLogger } from 'fastify';

import { describeError } from './logger';

/**
 * Work a route starts but does not wait for, so that its answer takes the same time whatever the
 * work finds (a registered address or not). Such work is short (a lookup, a token, a mail) and
 * lives in this process; work that must wait, or survive a restart, is a job (lib/jobs).
 */
export interface BackgroundTasks {
  /**
   * Starts `task` after the current request has been answered. A failure is logged under `name`
   * (a fixed label, never personal data) and goes no further.
   */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every started task (and any task they started) has settled. */
  drain(): Promise<void>;
}

export function createBackgroundTasks(log: Pick<FastifyBaseLogger, 'error'>): BackgroundTasks {
  const running = new Set<Promise<void>>();

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
    async drain() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
