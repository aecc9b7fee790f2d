import { readdir } from 'node:fs/promises';

import { VALIDATION_MESSAGES as V } from '@carclub/contracts';

import { uploadLimiter, type UploadTicket, UPLOADS_PER_MEMBER } from '../../../../src/lib/media';
import { jpegBuffer } from '../../../support/images';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { authHeaderFor, createTestUser, type TestUser } from '../../../support/users';
import { streamedMultipart, type StreamedPart } from '../../../support/streamed-multipart';

const MB = 1024 * 1024;

describe.each(['/api/media/change-avatar', '/api/media/change-cover'])(
  'POST %s: limits checked before reading',
  (url) => {
    const { app } = useTestApp();
    let user: TestUser;
    let auth: { authorization: string };

    beforeAll(async () => {
      user = await createTestUser(app);
      auth = await authHeaderFor(app, user);
    }, DATABASE_TIMEOUT_MS);

    function send(parts: StreamedPart[]) {
      const body = streamedMultipart(parts);
      const response = app.inject({
        method: 'POST',
        url,
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
      return { response, body };
    }

    const uploadsLeft = () => readdir(app.uploadDir).catch(() => [] as string[]);

    it.each([
      ['cut short', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data'],
      [
        'cut short inside the file',
        'multipart/form-data; boundary=b',
        '--b\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
      ],
      ['without a boundary', 'multipart/form-data', '<a/>'],
    ])(
      'answers a body the parser cannot read (%s) with 400 naming the file',
      async (_case, type, body) => {
        const answer = await app.inject({
          method: 'POST',
          url,
          headers: { ...auth, 'content-type': type },
          payload: body,
        });

        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({
          statusCode: 400,
          error: 'Bad Request',
          details: { fields: { file: [V.invalidFormat] } },
        });
        expect(await uploadsLeft()).toEqual([]);
      },
    );

    it('refuses a Content-Length past one image (413) without reading the body', async () => {
      const { response, body } = send([{ field: 'file', data: 25 * MB }]);
      const answer = await response;

      expect(answer.statusCode).toBe(413);
      expect(answer.json().details.fields).toEqual({ file: [V.fileTooLarge] });
      expect(answer.headers.connection).toBe('close');
      expect(body.read()).toBeLessThan(MB);
    });

    it('answers 429 to a member with too many uploads under way', async () => {
      const tickets: UploadTicket[] = [];
      try {
        for (let i = 0; i < UPLOADS_PER_MEMBER; i += 1) tickets.push(uploadLimiter.begin(user.id));
        const { response, body } = send([{ field: 'file', data: 5 * MB }]);
        const answer = await response;

        expect(answer.statusCode).toBe(429);
        expect(body.read()).toBeLessThan(MB);
      } finally {
        for (const ticket of tickets) ticket.end();
      }
    });

    it('removes the streamed file after storing it, and after refusing it', async () => {
      const stored = await send([{ field: 'file', data: await jpegBuffer() }]).response;
      expect(stored.statusCode).toBe(200);
      expect(stored.headers.connection).not.toBe('close');

      const refused = await send([{ field: 'file', data: Buffer.from('not a picture') }]).response;
      expect(refused.statusCode).toBe(422);

      expect(await uploadsLeft()).toEqual([]);
    });
  },
);
