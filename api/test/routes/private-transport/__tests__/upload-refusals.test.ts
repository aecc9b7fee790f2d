import { readdir } from 'node:fs/promises';

import {
  GALLERY_MAX_IMAGES,
  IMAGE_MAX_SIZE_BYTES,
  VALIDATION_MESSAGES as V,
  type VehicleGallery,
} from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import { pendingFiles, vehicleImages } from '../../../../src/db/schema';
import {
  decodeSlots,
  IMAGE_DECODE_RESERVED_PLACES,
  maxUploadBytes,
  UPLOAD_SPOOL_LIMIT_BYTES,
  uploadLimiter,
  type UploadTicket,
  UPLOAD_RETRY_AFTER_SECONDS,
  UPLOADS_PER_MEMBER,
} from '../../../../src/lib/media';
import { jpegBuffer } from '../../../support/images';
import { storedNamesIn } from '../../../support/stored-files';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import {
  streamedMultipart,
  type StreamedMultipartOptions,
  type StreamedPart,
} from '../../../support/streamed-multipart';
import { createMember, createVehicle, type Member } from '../../../support/vehicle-fixtures';

const MB = 1024 * 1024;

describe('private-transport uploads are refused before they are read', () => {
  const { app } = useTestApp();
  let owner: Member;
  let photo: Buffer;

  beforeAll(async () => {
    [owner, photo] = await Promise.all([createMember(app), jpegBuffer({ width: 80, height: 60 })]);
  }, DATABASE_TIMEOUT_MS);

  function send(
    vehicleId: string,
    kind: 'preview' | 'gallery',
    parts: StreamedPart[],
    options: StreamedMultipartOptions & { member?: Member } = {},
  ) {
    const body = streamedMultipart(parts, options);
    const response = app.inject({
      method: 'POST',
      url: `/api/private-transport/${vehicleId}/${kind}`,
      headers: { ...(options.member ?? owner).headers, ...body.headers },
      payload: body.payload,
    });
    return { response, body };
  }

  async function fillGallery(vehicleId: string, images: number) {
    await app.db.insert(vehicleImages).values(
      Array.from({ length: images }, (_, position) => ({
        vehicleId,
        storageKey: `vehicles/${vehicleId}/filler-${position}`,
        position,
        width: 10,
        height: 10,
      })),
    );
  }

  const uploadsLeft = () => readdir(app.uploadDir).catch(() => [] as string[]);
  const storedFiles = (vehicleId: string) => storedNamesIn(app, `vehicles/${vehicleId}`);

  it('refuses a 200 MB upload to a full gallery at its headers and closes the connection', async () => {
    const { id } = await createVehicle(app, owner);
    await fillGallery(id, GALLERY_MAX_IMAGES);
    const parts = Array.from({ length: 20 }, () => ({ field: 'files', data: 10 * MB - 1024 }));

    const { response, body } = send(id, 'gallery', parts);
    const answer = await response;

    expect(answer.statusCode).toBe(400);
    expect(answer.json().details.fields).toEqual({ files: [V.galleryFull] });
    expect(answer.headers.connection).toBe('close');
    expect(body.total).toBeGreaterThan(200 * 1000 * 1000);
    // At most what the transport had buffered before the handler ran: no part was read.
    expect(body.read()).toBeLessThan(MB);
    expect(await uploadsLeft()).toEqual([]);
  });

  it('keeps the connection of a refused single photo, so its sender gets the answer', async () => {
    const { id } = await createVehicle(app, owner);
    await fillGallery(id, GALLERY_MAX_IMAGES);

    const { response } = send(id, 'gallery', [{ field: 'files', data: 6 * MB }]);
    const answer = await response;

    expect(answer.statusCode).toBe(400);
    expect(answer.json().details.fields).toEqual({ files: [V.galleryFull] });
    // Node reads the rest of it after the answer and discards it.
    expect(answer.headers.connection).not.toBe('close');
  });

  it('refuses a Content-Length past what the route can take (413) without reading the body', async () => {
    const { id } = await createVehicle(app, owner);

    const { response, body } = send(id, 'preview', [{ field: 'file', data: 30 * MB }]);
    const answer = await response;

    expect(answer.statusCode).toBe(413);
    expect(answer.json().details.fields).toEqual({ file: [V.fileTooLarge] });
    expect(answer.headers.connection).toBe('close');
    expect(body.read()).toBeLessThan(MB);
  });

  it('stops a file at the size limit instead of reading it to its end (413)', async () => {
    const { id } = await createVehicle(app, owner);

    const { response, body } = send(id, 'preview', [{ field: 'file', data: 60 * MB }], {
      contentLength: false,
    });
    const answer = await response;

    expect(answer.statusCode).toBe(413);
    expect(answer.json().details.fields).toEqual({ file: [V.fileTooLarge] });
    expect(body.read()).toBeLessThan(IMAGE_MAX_SIZE_BYTES + 2 * MB);
    expect(await uploadsLeft()).toEqual([]);
    expect(await storedFiles(id)).toEqual([]);
  });

  it('counts every streamed byte of a body without a length, also in parts it skips (413)', async () => {
    const { id } = await createVehicle(app, owner);

    const { response, body } = send(
      id,
      'preview',
      [
        { field: 'ignored', data: 30 * MB },
        { field: 'file', data: photo },
      ],
      { contentLength: false },
    );
    const answer = await response;

    expect(answer.statusCode).toBe(413);
    expect(answer.json().details.fields).toEqual({ file: [V.fileTooLarge] });
    expect(body.read()).toBeLessThan(maxUploadBytes(1) + 2 * MB);
    expect(await uploadsLeft()).toEqual([]);
  });

  it('refuses the file past the free places at its header and keeps none of the upload', async () => {
    const { id } = await createVehicle(app, owner);
    await fillGallery(id, GALLERY_MAX_IMAGES - 2);

    const { response, body } = send(id, 'gallery', [
      { field: 'files', data: photo },
      { field: 'files', data: photo },
      { field: 'files', data: 8 * MB },
    ]);
    const answer = await response;

    expect(answer.statusCode).toBe(400);
    expect(answer.json().details.fields).toEqual({ files: [V.galleryFull] });
    expect(body.read()).toBeLessThan(body.total - 6 * MB);
    expect(await app.db.$count(vehicleImages, eq(vehicleImages.vehicleId, id))).toBe(
      GALLERY_MAX_IMAGES - 2,
    );
    expect(await storedFiles(id)).toEqual([]);
    expect(await uploadsLeft()).toEqual([]);
  });

  it('still takes files up to the free places, from disk, and removes what it streamed', async () => {
    const { id } = await createVehicle(app, owner);
    await fillGallery(id, GALLERY_MAX_IMAGES - 2);

    const { response } = send(id, 'gallery', [
      { field: 'files', data: photo },
      { field: 'files', data: photo },
    ]);
    const answer = await response;

    expect(answer.statusCode).toBe(201);
    expect(answer.headers.connection).not.toBe('close');
    expect(answer.json<VehicleGallery>().images).toHaveLength(GALLERY_MAX_IMAGES);
    expect(await storedFiles(id)).toHaveLength(4);
    expect(await uploadsLeft()).toEqual([]);
    expect(await app.db.$count(pendingFiles)).toBe(0);
  });

  it('frees the member and leaves no file behind when the client goes away mid-file', async () => {
    const member = await createMember(app);
    const { id } = await createVehicle(app, member);

    const { response } = send(
      id,
      'gallery',
      [
        { field: 'files', data: photo },
        { field: 'files', data: 4 * MB },
      ],
      { abortAfter: 2 * MB, member },
    );
    await expect(response).rejects.toThrow('the client went away');

    // The handler finishes after inject gave up: wait until it let go of the member's place.
    const freed = async () => {
      const tickets: UploadTicket[] = [];
      try {
        for (let i = 0; i < UPLOADS_PER_MEMBER; i += 1)
          tickets.push(uploadLimiter.begin(member.id));
        return true;
      } catch {
        return false;
      } finally {
        for (const ticket of tickets) ticket.end();
      }
    };
    const deadline = Date.now() + 5000;
    while (!(await freed()) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await freed()).toBe(true);
    expect(await uploadsLeft()).toEqual([]);
    expect(await storedFiles(id)).toEqual([]);
    expect(await app.db.$count(vehicleImages, eq(vehicleImages.vehicleId, id))).toBe(0);
  });

  describe('limits on uploads under way', () => {
    const tickets: UploadTicket[] = [];

    afterEach(() => {
      for (const ticket of tickets.splice(0)) ticket.end();
    });

    it(`answers 429 to a member with ${UPLOADS_PER_MEMBER} uploads under way, before reading`, async () => {
      const { id } = await createVehicle(app, owner);
      for (let i = 0; i < UPLOADS_PER_MEMBER; i += 1) tickets.push(uploadLimiter.begin(owner.id));

      const { response, body } = send(id, 'preview', [{ field: 'file', data: 9 * MB }]);
      const answer = await response;

      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too Many Requests',
      });
      expect(answer.headers['retry-after']).toBe(String(UPLOAD_RETRY_AFTER_SECONDS));
      expect(body.read()).toBeLessThan(MB);

      // Another member is not held back by this one.
      const other = await createMember(app);
      const theirs = await createVehicle(app, other);
      const { response: allowed } = send(theirs.id, 'preview', [{ field: 'file', data: photo }], {
        member: other,
      });
      expect((await allowed).statusCode).toBe(200);
    });

    it('answers 503 when every place to decode is taken, before reading', async () => {
      const { id } = await createVehicle(app, owner);
      let member = 0;
      const others = IMAGE_DECODE_RESERVED_PLACES;
      while (uploadLimiter.decoding < uploadLimiter.limits.decoding + others) {
        const ticket = uploadLimiter.begin(`queued-${(member += 1)}`);
        ticket.admitToDecoding();
        tickets.push(ticket);
      }

      const { response, body } = send(id, 'preview', [{ field: 'file', data: 9 * MB }]);
      const answer = await response;

      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Service Unavailable',
      });
      expect(answer.headers['retry-after']).toBe(String(UPLOAD_RETRY_AFTER_SECONDS));
      expect(body.read()).toBeLessThan(MB);
    });

    it('still takes a member’s upload when a few others filled the decode queue (issue 29)', async () => {
      const { id } = await createVehicle(app, owner);
      let hog = 0;
      while (!uploadLimiter.saturated) {
        hog += 1;
        for (let i = 0; i < UPLOADS_PER_MEMBER && !uploadLimiter.saturated; i += 1) {
          const ticket = uploadLimiter.begin(`hog-${hog}`);
          ticket.admitToDecoding();
          tickets.push(ticket);
        }
      }
      expect(hog).toBeLessThanOrEqual(4);

      const { response } = send(id, 'preview', [{ field: 'file', data: photo }]);
      expect((await response).statusCode).toBe(200);
    });

    it('answers 503 to an upload that would take the server’s spool past its limit, before reading', async () => {
      const { id } = await createVehicle(app, owner);
      tickets.push(uploadLimiter.begin('spooler', UPLOAD_SPOOL_LIMIT_BYTES - 5 * MB));

      const { response, body } = send(id, 'preview', [{ field: 'file', data: 9 * MB }]);
      const answer = await response;
      expect(answer.statusCode).toBe(503);
      expect(body.read()).toBeLessThan(MB);

      const { response: small } = send(id, 'preview', [{ field: 'file', data: photo }]);
      expect((await small).statusCode).toBe(200);
    });

    it('decodes an admitted upload once a decode slot is free, and never more at once', async () => {
      const { id } = await createVehicle(app, owner);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const holders = Array.from({ length: decodeSlots.size }, () => decodeSlots.run(() => held));

      const { response } = send(id, 'gallery', [{ field: 'files', data: photo }]);
      let settled = false;
      void response.then(() => (settled = true));
      while (decodeSlots.waiting === 0) await new Promise((resolve) => setTimeout(resolve, 10));

      expect(settled).toBe(false);
      expect(decodeSlots.running).toBe(decodeSlots.size);
      release();
      await Promise.all(holders);
      expect((await response).statusCode).toBe(201);
    });
  });
});
