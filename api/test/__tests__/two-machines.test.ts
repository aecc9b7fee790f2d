import { randomBytes, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';

import { UPLOAD_FIELD_NAME } from '@carclub/contracts';

import { ACCOUNT_MAIL_LIMIT } from '../../src/lib/auth/rate-limits';
import { JOB_QUEUE_SCHEMA } from '../../src/lib/jobs';
import type { OpenDatabase } from '../../src/plugins/db';
import { EventReader } from '../support/event-stream';
import { jpegBuffer, multipartBody } from '../support/images';
import { s3TestEnv, testS3Storage, useS3Server } from '../support/s3-server';
import {
  buildApi,
  postJson,
  type RunningServer,
  START_TIMEOUT_MS,
  startServer,
  stop,
  until,
} from '../support/server-process';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import {
  makeTempDir,
  removeTempDir,
  sharedPostgresTestDatabase,
  testsOnPostgres,
} from '../support/test-app';

/**
 * Two machines, no shared disk (issue 31, point 4): two production servers (`dist/`), each with a
 * DATA_DIR of its own, on one PostgreSQL database and one S3 bucket, signing with one JWT secret
 * (spawnServer's), as the nodes behind a load balancer run. What a member does through one, the
 * other serves. Needs the PostgreSQL server of TEST_DATABASE_URL: the embedded database is one
 * process's.
 */
beforeAll(buildApi);

const PASSWORD = 'Zq8#correct-horse-battery';
const OWED_MAIL_QUEUE = 'owed-account-mail';
/** Enough for anything to arrive on a busy machine; a test waits only as long as it must. */
const ARRIVAL_MS = 30_000;
/** After the last arrival: several polls of every worker (1 s apart), for a second run to show. */
const SETTLE_MS = 4_000;

const describeOnPostgres = testsOnPostgres ? describe : describe.skip;

describeOnPostgres('two API servers with data folders of their own', () => {
  const s3 = useS3Server();
  const prefix = `site-${randomUUID()}`;
  let database: Awaited<ReturnType<typeof sharedPostgresTestDatabase>>;
  let opened: OpenDatabase;
  let smtp: SmtpSink;
  const dataDirs: string[] = [];
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    database = await sharedPostgresTestDatabase();
    opened = await database.open();
    smtp = await startSmtpSink();
    dataDirs.push(await makeTempDir(), await makeTempDir());
    [a, b] = (await Promise.all(
      dataDirs.map((dataDir) =>
        startServer({
          DATA_DIR: dataDir,
          SITE_DIR: dataDir,
          DATABASE_URL: database.url,
          SMTP_URL: smtp.url,
          TRUST_PROXY: '127.0.0.1',
          ...s3TestEnv(s3.endpoint, prefix),
        }),
      ),
    )) as [RunningServer, RunningServer];
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await opened?.close();
    await database?.drop();
    await smtp?.close();
    await Promise.all(dataDirs.map(removeTempDir));
  }, START_TIMEOUT_MS);

  let client = 0;
  /** Each request from a client of its own (behind the trusted proxy): no per-IP limit counts. */
  const post = (server: RunningServer, route: string, body: unknown, headers = {}) =>
    postJson(server.url, route, body, {
      'x-forwarded-for': `10.0.0.${(client += 1)}`,
      ...headers,
    });

  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

  /** A new member's address, signed up through `server` (not activated). */
  async function signUp(server: RunningServer): Promise<string> {
    const nickname = `node${randomBytes(4).toString('hex')}`;
    const email = `${nickname}@example.com`;
    const response = await post(server, '/api/auth/register', {
      email,
      password: PASSWORD,
      nickname,
    });
    expect(response.status).toBe(201);
    return email;
  }

  /** A member signed up on A, activated on B, signed in on A: the token pair A issued. */
  async function memberOfA() {
    const email = await signUp(a);
    await until(() => mailsTo(email).length > 0, 'the activation mail', ARRIVAL_MS);
    // Quoted-printable: joined soft line breaks, `=3D` back to `=`.
    const text = mailsTo(email)[0]!
      .raw.replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const token = /activate\?token=([\w-]+)/.exec(text)![1];
    expect((await post(b, '/api/auth/activate', { token })).status).toBe(200);
    const signedIn = await post(a, '/api/auth/login', { email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    const tokens = (await signedIn.json()) as { accessToken: string; refreshToken: string };
    return { email, ...tokens };
  }

  const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

  it(
    'serves from B a photo uploaded through A, which neither keeps on its own disk',
    async () => {
      const { accessToken } = await memberOfA();
      const upload = multipartBody([
        { field: UPLOAD_FIELD_NAME, data: await jpegBuffer({ width: 640, height: 480 }) },
      ]);
      const uploaded = await fetch(`${a.url}/api/media/change-avatar`, {
        method: 'POST',
        headers: { ...bearer(accessToken), ...upload.headers },
        body: new Uint8Array(upload.payload),
      });
      expect(uploaded.status).toBe(200);
      const { url } = (await uploaded.json()) as { url: string };

      const fromB = await fetch(`${b.url}${url}`);
      expect(fromB.status).toBe(200);
      expect(fromB.headers.get('content-type')).toBe('image/webp');
      const served = Buffer.from(await fromB.arrayBuffer());
      const fromA = Buffer.from(await (await fetch(`${a.url}${url}`)).arrayBuffer());
      expect(fromA.equals(served)).toBe(true);
      // The bucket holds it, and neither node's folder does.
      const bucket = await testS3Storage(s3.endpoint, prefix);
      try {
        expect(await bucket.stat(url.replace(/^\/media\//, ''))).toMatchObject({
          size: served.length,
          etag: fromB.headers.get('etag'),
        });
      } finally {
        bucket.close();
      }
      for (const dataDir of dataDirs) expect(await readdir(dataDir)).not.toContain('media');
    },
    START_TIMEOUT_MS,
  );

  it(
    'keeps a member signed in on A signed in on B, where the refresh token A issued turns',
    async () => {
      const { email, accessToken, refreshToken } = await memberOfA();

      const me = await fetch(`${b.url}/api/auth/me`, { headers: bearer(accessToken) });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ email });

      const turned = await post(b, '/api/auth/refresh-token', { refreshToken });
      expect(turned.status).toBe(200);
      const next = (await turned.json()) as { accessToken: string; refreshToken: string };
      expect(next.refreshToken).not.toBe(refreshToken);
      expect(
        (await fetch(`${a.url}/api/auth/me`, { headers: bearer(next.accessToken) })).status,
      ).toBe(200);
      // A spent token is spent on every node.
      expect((await post(a, '/api/auth/refresh-token', { refreshToken })).status).toBe(401);
    },
    START_TIMEOUT_MS,
  );

  it(
    'brings a notification raised on A to the stream a browser holds open on B',
    async () => {
      const { email, accessToken } = await memberOfA();
      const controller = new AbortController();
      try {
        const stream = await fetch(`${b.url}/api/notifications/stream`, {
          headers: bearer(accessToken),
          signal: controller.signal,
        });
        expect(stream.status).toBe(200);
        const events = new EventReader(stream.body!.getReader());
        expect(await events.next(ARRIVAL_MS)).toEqual({ unread: 0 });

        // A sign-in from another browser (no device cookie), answered by A.
        expect((await post(a, '/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
        expect(await events.next(ARRIVAL_MS)).toMatchObject({
          unread: 1,
          notification: { kind: 'newSignIn' },
        });
      } finally {
        controller.abort();
      }
    },
    START_TIMEOUT_MS,
  );

  it(
    'runs each job once, though the workers of both poll the one queue',
    async () => {
      const jobsOf = async (state: string) =>
        (
          (await opened.db.execute(
            `SELECT singleton_key AS key FROM ${JOB_QUEUE_SCHEMA}.job
              WHERE name = '${OWED_MAIL_QUEUE}' AND state = '${state}' ORDER BY singleton_key`,
          )) as { rows: Array<{ key: string }> }
        ).rows;
      // Four inboxes whose budget is spent, two through each server: each is owed one more mail.
      const emails = await Promise.all([signUp(a), signUp(a), signUp(b), signUp(b)]);
      const withinBudget = ACCOUNT_MAIL_LIMIT.max + 1;
      for (const [index, email] of emails.entries()) {
        const server = index < 2 ? a : b;
        for (let asked = 0; asked <= ACCOUNT_MAIL_LIMIT.max; asked += 1) {
          expect((await post(server, '/api/auth/resend-activation', { email })).status).toBe(202);
        }
      }
      await until(
        async () => (await jobsOf('created')).length === emails.length,
        'the owed mails queued',
        ARRIVAL_MS,
      );
      for (const email of emails) {
        await until(
          () => mailsTo(email).length === withinBudget,
          'the mails within the budget',
          ARRIVAL_MS,
        );
      }

      // The budgets' 15 minutes pass: every owed mail is due at once, on both servers' workers.
      await opened.db.execute(
        `UPDATE ${JOB_QUEUE_SCHEMA}.job SET start_after = now()
          WHERE name = '${OWED_MAIL_QUEUE}' AND state = 'created'`,
      );
      for (const email of emails) {
        await until(
          () => mailsTo(email).length > withinBudget,
          `the owed mail to ${email}`,
          ARRIVAL_MS,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

      for (const email of emails) expect(mailsTo(email)).toHaveLength(withinBudget + 1);
      expect(await jobsOf('completed')).toHaveLength(emails.length);
      expect(await jobsOf('created')).toEqual([]);
    },
    START_TIMEOUT_MS,
  );
});
