export interface PeriodicTask {
  /** Runs the task now (after the run under way, if any); resolves when it is done. */
  runNow(): Promise<void>;
  /** No further runs; resolves once the run under way, if any, has finished. */
  stop(): Promise<void>;
  readonly stopped: boolean;
}

/**
 * Runs `task` every `intervalMs`, never two runs at once. The timer is unref'd, so it never keeps
 * a process (or a test) alive; `task` must not throw (log instead).
 */
export function startPeriodicTask(task: () => Promise<void>, intervalMs: number): PeriodicTask {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  let stopped = false;

  const schedule = () => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void run(), intervalMs);
    timer.unref();
  };
  const run = (): Promise<void> => {
    clearTimeout(timer);
    // A task that throws anyway must not stop the runs after it.
    current = current
      .then(task)
      .catch(() => undefined)
      .finally(schedule);
    return current;
  };

  schedule();
  return {
    runNow: () => (stopped ? current : run()),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
    get stopped() {
      return stopped;
    },
  };
}
