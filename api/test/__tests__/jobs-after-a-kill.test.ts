import { randomBytes } from 'node:crypto';

import { Client } from 'pg';

import { ACCOUNT_MAIL_LIMIT } from '../../src/lib/auth/rate-limits';
import { JOB_QUEUE_SCHEMA } from '../../src/lib/jobs';
import { openDatabase } from '../../src/plugins/db';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import {
  buildApi,
  type RunningServer,
  START_TIMEOUT_MS,
  startServer,
  stop,
} from '../support/server-process';
import { createTestPglite, makeTempDir, removeTempDir, testsOnPostgres } from '../support/test-app';

/**
 * A job outlives the process that sent it (issue 31, point 3). A mail owed to an inbox whose
 * budget is spent is a job due when the budget's window ends; the server is killed with SIGKILL
 * before that, started again, and the mail arrives, once. The production server (`dist/`), on the
 * embedded database, and on PostgreSQL when the run has a server (TEST_DATABASE_URL).
 */
beforeAll(buildApi);

const PASSWORD = 'Zq8#correct-horse-battery';
/** The window would end in 15 minutes: the test moves the job's due time instead of waiting. */
const OWED_MAIL_QUEUE = 'owed-account-mail';

interface Database {
  env: Record<string, string>;
  /** Runs `statement` on the server's database while no server runs. */
  execute(statement: string): Promise<Array<Record<string, unknown>>>;
  drop(): Promise<void>;
}

async function embeddedDatabase(dataDir: string): Promise<Database> {
  return {
    env: {},
    async execute(statement) {
      const opened = await openDatabase({
        pgliteDir: `${dataDir}/db`,
        createPglite: createTestPglite,
      });
      try {
        const result = (await opened.db.execute(statement)) as {
          rows: Array<Record<string, unknown>>;
        };
        return result.rows;
      } finally {
        await opened.close();
      }
    },
    drop: async () => {},
  };
}

async function postgresDatabase(): Promise<Database> {
  const name = `carclub_kill_${randomBytes(6).toString('hex')}`;
  const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
  const onServer = async <T>(database: string, run: (client: Client) => Promise<T>) => {
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    const client = new Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  };
  await onServer('postgres', (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    execute: (statement) => onServer(name, async (client) => (await client.query(statement)).rows),
    drop: async () => {
      await onServer('postgres', (client) => client.query(`DROP DATABASE IF EXISTS "${name}"`));
    },
  };
}

const databases: Array<[string, (dataDir: string) => Promise<Database>]> = [
  ['the embedded database', embeddedDatabase],
  ...(testsOnPostgres
    ? [['PostgreSQL', () => postgresDatabase()] as [string, () => Promise<Database>]]
    : []),
];

describe.each(databases)('a mail owed on %s', (_name, openDatabaseOf) => {
  let dataDir: string;
  let smtp: SmtpSink;
  let database: Database;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    dataDir = await makeTempDir();
    smtp = await startSmtpSink();
    database = await openDatabaseOf(dataDir);
  });

  afterAll(async () => {
    await stop(server);
    await smtp.close();
    await database.drop();
    await removeTempDir(dataDir);
  });

  let client = 0;
  /** Each request from a client of its own (behind the trusted proxy): only the inbox's budget counts. */
  const post = (route: string, body: unknown) =>
    fetch(`${server!.url}${route}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.0.0.${(client += 1)}`,
      },
      body: JSON.stringify(body),
    });

  async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it(
    'survives a SIGKILL of the server that owed it, and arrives once after the restart',
    async () => {
      const env = {
        DATA_DIR: dataDir,
        SITE_DIR: dataDir,
        SMTP_URL: smtp.url,
        // The server says (by the queue's name only) when it has queued a job.
        LOG_LEVEL: 'debug',
        TRUST_PROXY: '127.0.0.1',
        ...database.env,
      };
      const email = `owed${randomBytes(4).toString('hex')}@example.com`;
      const mailsTo = () => smtp.received.filter((mail) => mail.to.includes(email));

      server = await startServer(env);
      expect(
        (
          await post('/api/auth/register', {
            email,
            password: PASSWORD,
            nickname: email.split('@')[0],
          })
        ).status,
      ).toBe(201);
      // The inbox's budget is spent by asking again; the next asking owes one mail.
      for (let asked = 0; asked <= ACCOUNT_MAIL_LIMIT.max; asked += 1) {
        expect((await post('/api/auth/resend-activation', { email })).status).toBe(202);
      }
      await until(
        () => server!.stdout().includes(`"job":"${OWED_MAIL_QUEUE}"`),
        'the owed mail queued',
      );
      // The sign-up's mail and the budget's.
      const beforeTheKill = ACCOUNT_MAIL_LIMIT.max + 1;
      await until(() => mailsTo().length === beforeTheKill, 'the mails within the budget sent');

      server.child.kill('SIGKILL');
      await server.exited;
      // The 15 minutes pass.
      const owed = await database.execute(
        `UPDATE ${JOB_QUEUE_SCHEMA}.job SET start_after = now()
          WHERE name = '${OWED_MAIL_QUEUE}' AND state = 'created' RETURNING id`,
      );
      expect(owed).toHaveLength(1);

      server = await startServer(env);
      await until(() => mailsTo().length > beforeTheKill, 'the owed mail sent');
      // Stopped cleanly, the server has finished every job it started: the mail went once.
      server.child.kill('SIGTERM');
      await server.exited;
      expect(mailsTo()).toHaveLength(beforeTheKill + 1);
      expect(mailsTo().at(-1)!.raw).toMatch(/activate\?token=/);
      const left = await database.execute(
        `SELECT state FROM ${JOB_QUEUE_SCHEMA}.job WHERE name = '${OWED_MAIL_QUEUE}'`,
      );
      expect(left).toEqual([{ state: 'completed' }]);
    },
    START_TIMEOUT_MS * 4,
  );
});
