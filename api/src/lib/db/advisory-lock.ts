import type { Pool, PoolClient } from 'pg';

/**
 * Runs `work` on a connection of its own while it holds the session advisory lock `key`, so that
 * API processes starting together take turns (migrating, declaring the job queues). When the
 * unlock fails, the connection is dropped rather than handed back to the pool still holding it.
 */
export async function withAdvisoryLock<T>(
  pool: Pool,
  key: number,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let unlockFailure: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]).catch((error: Error) => {
        unlockFailure = error;
      });
    }
  } finally {
    client.release(unlockFailure);
  }
}
