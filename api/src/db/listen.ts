import { Client } from 'pg';

/**
 * Subscribes to a PostgreSQL notification channel (`LISTEN`); resolves once listening, with the
 * function that stops. Every API process on one database hears what any of them sends with
 * `pg_notify` — the embedded database and a server alike.
 */
export type ListenToChannel = (
  channel: string,
  onPayload: (payload: string) => void,
) => Promise<() => Promise<void>>;

/** The embedded database's own LISTEN (PGlite delivers NOTIFYs of its single process). */
export function pgliteListen(client: {
  listen: (channel: string, callback: (payload: string) => void) => Promise<() => Promise<void>>;
}): ListenToChannel {
  return async (channel, onPayload) => {
    const stop = await client.listen(channel, onPayload);
    return () => stop();
  };
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/** A channel name is an identifier; ours are fixed, but quoting keeps `LISTEN` safe anyway. */
function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * LISTEN on a PostgreSQL server needs a connection of its own that stays open (a pooled one goes
 * back to the pool). When the server drops it (a restart, a failover), it is opened again with
 * growing pauses; what was sent meanwhile is lost, and the clients' own catch-up (they refetch the
 * count when their stream comes back) covers it.
 */
export function serverListen(
  connectionString: string,
  { connectTimeoutMs }: { connectTimeoutMs: number },
): ListenToChannel {
  return async (channel, onPayload) => {
    let client: Client | undefined;
    let stopped = false;
    let retryTimer: NodeJS.Timeout | undefined;
    let pauseMs = RECONNECT_MIN_MS;

    const connect = async (): Promise<void> => {
      const next = new Client({ connectionString, connectionTimeoutMillis: connectTimeoutMs });
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) {
          onPayload(message.payload);
        }
      });
      next.on('error', () => reconnect(next));
      next.on('end', () => reconnect(next));
      await next.connect();
      await next.query(`LISTEN ${quoteIdentifier(channel)}`);
      client = next;
      pauseMs = RECONNECT_MIN_MS;
    };

    const reconnect = (failed: Client) => {
      if (stopped || client !== failed) return;
      client = undefined;
      failed.end().catch(() => {});
      const retry = () => {
        retryTimer = undefined;
        if (stopped) return;
        connect().catch(() => {
          pauseMs = Math.min(pauseMs * 2, RECONNECT_MAX_MS);
          retryTimer = setTimeout(retry, pauseMs);
          retryTimer.unref();
        });
      };
      retryTimer = setTimeout(retry, pauseMs);
      retryTimer.unref();
    };

    await connect();
    return async () => {
      stopped = true;
      if (retryTimer !== undefined) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    };
  };
}
