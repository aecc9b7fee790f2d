// `pnpm start`'s server: runs `node dist/server.js` and starts it again when it fails after it
// had come up, as a supervisor would (ADR 0116). The embedded database cannot go on in a process
// after a failed write (a full disk, ADR 0058), so that server exits 1; before this, the site
// stayed down after the disk was freed. A server that fails to come up the first time (a bad
// config, a taken port) is not retried, and one that stopped cleanly (exit 0) is not started
// again: either way its exit code is this script's.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The server's own rules (src/lifecycle.ts), as built beside it; a CommonJS module, read whole.
import lifecycle from '../dist/lifecycle.js';

const { READY_MESSAGE_TYPE, restartDelayMs, SHUTDOWN_MESSAGE, STABLE_SERVER_MS } = lifecycle;
const SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'server.js');
/** A server that ran this long before it stopped had come up (tests shorten it). */
const CAME_UP_MS = Number(process.env.SERVE_CAME_UP_MS ?? STABLE_SERVER_MS);

let server;
let stopping = false;
let cameUp = false;
let quickExits = 0;

/** One line in the server's (pino's) JSON shape, so one log pipeline reads both. */
function log(msg, fields) {
  const line = {
    level: 50,
    time: Date.now(),
    pid: process.pid,
    role: 'supervisor',
    ...fields,
    msg,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

function start() {
  const startedAt = Date.now();
  // An IPC channel: asked over it, the server stops once even when a signal reached the whole
  // process group; and it stops by itself if this process is killed.
  server = spawn(process.execPath, [SERVER], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
  // The one plain line among the JSON ones, for whoever ran `pnpm start`: where the site is.
  server.on('message', (message) => {
    if (message?.type === READY_MESSAGE_TYPE) process.stdout.write(`${message.line}\n`);
  });
  server.on('exit', (code, signal) => {
    const lived = Date.now() - startedAt;
    cameUp ||= lived >= CAME_UP_MS;
    if (stopping || !cameUp || code === 0) process.exit(code ?? 1);
    quickExits = lived >= CAME_UP_MS ? 0 : quickExits + 1;
    const delayMs = restartDelayMs(quickExits);
    log('the server stopped; starting it again', {
      code,
      signal,
      livedMs: lived,
      restartInMs: delayMs,
    });
    setTimeout(() => (stopping ? process.exit(code ?? 1) : start()), delayMs);
  });
}

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (stopping) {
      // A second Ctrl+C: the server's own rule, do not wait for requests in flight.
      server.kill('SIGKILL');
      return;
    }
    stopping = true;
    if (server.exitCode === null && server.signalCode === null && server.connected) {
      server.send(SHUTDOWN_MESSAGE);
    } else {
      process.exit(0);
    }
  });
}

start();
