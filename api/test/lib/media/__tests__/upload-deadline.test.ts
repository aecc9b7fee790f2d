import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';

import { closeUnreadBody, uploadLimiter, withUploads } from '../../../../src/lib/media';
import { streamedMultipart } from '../../../support/streamed-multipart';

const MB = 1024 * 1024;
const DEADLINE_MS = 200;

/**
 * withUploads in an app of its own, with a deadline of 200 ms instead of two minutes: a stalled
 * client is a body stream that stops giving bytes and never ends (app.inject, no socket).
 */
describe('an upload whose body stops arriving (issue 29)', () => {
  let app: FastifyInstance;
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(tmpdir(), 'carclub-upload-deadline-'));
    app = Fastify();
    await app.register(multipart);
    app.post('/upload', { onSend: closeUnreadBody }, async (request) =>
      withUploads(
        request,
        { field: 'files', max: 1, memberId: 'staller', uploadDir, deadlineMs: DEADLINE_MS },
        async (files) => ({ files: files.length }),
      ),
    );
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('is answered 408 at its deadline, its connection closed, its place and spool given back', async () => {
    const body = streamedMultipart([{ field: 'files', data: 4 * MB }], { stallAfter: MB });
    const answer = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: body.headers,
      payload: body.payload,
    });

    expect(answer.statusCode).toBe(408);
    expect(answer.headers.connection).toBe('close');
    expect(body.read()).toBeLessThan(2 * MB);
    expect(uploadLimiter.spooled).toBe(0);
    expect(await readdir(uploadDir)).toEqual([]);
  });

  it('leaves a body that arrives in time alone', async () => {
    const body = streamedMultipart([{ field: 'files', data: MB }]);
    const answer = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: body.headers,
      payload: body.payload,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ files: 1 });
  });
});
