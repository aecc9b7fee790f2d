import { Worker } from 'node:worker_threads';

/**
 * The embedded database runs on the event loop's thread, and a fault inside it may never return
 * (PGlite 0.5 spins the CPU after some failed writes): no timer, signal handler or request can run
 * again. A thread of its own watches the loop's heartbeat and, when the loop has been stuck for
 * `stalledMs`, writes one line to stderr and kills the process, so that its supervisor restarts it
 * instead of leaving a server that accepts connections and never answers.
 */
const WATCHDOG_SOURCE = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const beat = new Int32Array(workerData.heartbeat);
let last = Atomics.load(beat, 0);
let lastChange = Date.now();
setInterval(() => {
  const now = Date.now();
  const current = Atomics.load(beat, 0);
  if (current !== last) {
    last = current;
    lastChange = now;
    return;
  }
  if (now - lastChange >= workerData.stalledMs) {
    writeSync(2, 'CarClub API: the event loop has been blocked for ' + (now - lastChange) +
      ' ms (the embedded database stopped answering); exiting so that a supervisor restarts the server.\\n');
    process.kill(process.pid, 'SIGKILL');
  }
}, workerData.checkMs);
`;

export interface EventLoopWatchdog {
  stop: () => Promise<void>;
}

export function startEventLoopWatchdog({
  stalledMs,
  beatMs = 250,
}: {
  stalledMs: number;
  beatMs?: number;
}): EventLoopWatchdog {
  const heartbeat = new SharedArrayBuffer(4);
  const beat = new Int32Array(heartbeat);
  const timer = setInterval(() => Atomics.add(beat, 0, 1), beatMs);
  timer.unref();
  const worker = new Worker(WATCHDOG_SOURCE, {
    eval: true,
    workerData: { heartbeat, stalledMs, checkMs: beatMs },
  });
  // The watchdog must not keep an otherwise finished process alive.
  worker.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await worker.terminate();
    },
  };
}
