import { randomBytes } from 'node:crypto';

import { ACCOUNT_MAIL_LIMIT } from '../../src/lib/auth/rate-limits';
import { JOB_QUEUE_SCHEMA } from '../../src/lib/jobs';
import { openDatabase, type OpenDatabase } from '../../src/plugins/db';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import {
  buildApi,
  postJson,
  type RunningServer,
  START_TIMEOUT_MS,
  startServer,
  stop,
  until,
} from '../support/server-process';
import {
  createTestPglite,
  makeTempDir,
  removeTempDir,
  sharedPostgresTestDatabase,
  testsOnPostgres,
} from '../support/test-app';

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
  /** The server's database, opened while no server runs. */
  open(): Promise<OpenDatabase>;
  drop(): Promise<void>;
}

function embeddedDatabase(dataDir: string): Promise<Database> {
  return Promise.resolve({
    env: {},
    open: () => openDatabase({ pgliteDir: `${dataDir}/db`, createPglite: createTestPglite }),
    drop: async () => {},
  });
}

async function postgresDatabase(): Promise<Database> {
  const { url, open, drop } = await sharedPostgresTestDatabase();
  return { env: { DATABASE_URL: url }, open, drop };
}

/** The rows `statement` returns on `database`. */
async function execute(
  database: Database,
  statement: string,
): Promise<Array<Record<string, unknown>>> {
  const opened = await database.open();
  try {
    return ((await opened.db.execute(statement)) as { rows: Array<Record<string, unknown>> }).rows;
  } finally {
    await opened.close();
  }
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
    postJson(server!.url, route, body, { 'x-forwarded-for': `10.0.0.${(client += 1)}` });

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
      const owed = await execute(
        database,
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
      const left = await execute(
        database,
        `SELECT state FROM ${JOB_QUEUE_SCHEMA}.job WHERE name = '${OWED_MAIL_QUEUE}'`,
      );
      expect(left).toEqual([{ state: 'completed' }]);
    },
    START_TIMEOUT_MS * 4,
  );
});
