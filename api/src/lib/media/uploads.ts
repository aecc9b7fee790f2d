import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { IMAGE_MAX_SIZE_BYTES } from '@carclub/contracts';
import type { Multipart } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { HttpError } from '../http-errors';
import { mediaErrors } from './errors';
import type { UploadedFile } from './images';
import { tempFileIn } from './temp-files';
import { UPLOAD_BODY_DEADLINE_MS, uploadErrors, uploadLimiter } from './upload-limits';

/**
 * What a multipart request may carry beside its files' bytes: boundaries and part headers (a
 * browser sends ~200 bytes a part; busboy itself stops a header block at 80 KB).
 */
export const MULTIPART_PART_OVERHEAD_BYTES = 16 * 1024;
export const MULTIPART_REQUEST_OVERHEAD_BYTES = 64 * 1024;

/** The largest request body an upload of at most `files` files can honestly need. */
export function maxUploadBytes(files: number): number {
  return (
    files * (IMAGE_MAX_SIZE_BYTES + MULTIPART_PART_OVERHEAD_BYTES) +
    MULTIPART_REQUEST_OVERHEAD_BYTES
  );
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && Reflect.get(error, 'code') === code;
}

const MULTIPART_LIMIT_CODES = [
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
];

export interface UploadOptions {
  /** Multipart field of the files; other parts are skipped. */
  field: string;
  /** Most files the route takes. */
  max: number;
  /** The signed-in uploader, for the per-member limit. */
  memberId: string;
  /** Where the files are streamed to (removed again before the answer). */
  uploadDir: string;
  /**
   * How many more files the target can take (a gallery's free places), asked once the cheap checks
   * passed and before any byte of the body is read. It may throw its own refusal (gallery full).
   */
  room?: () => Promise<number>;
  /** Refusal of a file past `max` or past `room` (default 400 tooManyItems). */
  tooMany?: (field: string) => HttpError;
  /** Default UPLOAD_BODY_DEADLINE_MS. */
  deadlineMs?: number;
}

/**
 * Takes the files of an upload and hands them to `handle` as files on disk, refusing what it would
 * refuse anyway before reading it:
 * - 400 `fileRequired` for a request that is not multipart or has no file in `field`;
 * - 413 `fileTooLarge` for a Content-Length or a streamed count past what `max` files need, or a file
 *   past IMAGE_MAX_SIZE_BYTES (stopped at its limit, not read to its end);
 * - 429 when the member has UPLOADS_PER_MEMBER uploads under way, 503 when there is no place left
 *   to decode it (a member with none decoding gets one of the reserved places) or its body would
 *   take the server's spool past UPLOAD_SPOOL_LIMIT_BYTES;
 * - 408 when the body has not arrived within `deadlineMs`;
 * - `tooMany` at the header of a file past `max` or `room`.
 * The files never enter memory: each part is streamed to a file in `uploadDir`, removed when `handle`
 * settles or the upload fails. Decoding starts only when the request is admitted to the decode
 * queue.
 */
export async function withUploads<T>(
  request: FastifyRequest,
  options: UploadOptions,
  handle: (files: UploadedFile[]) => Promise<T>,
): Promise<T> {
  const { field, max, memberId, room } = options;
  if (!request.isMultipart()) throw mediaErrors.fileRequired(field);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxUploadBytes(max)) {
    throw mediaErrors.fileTooLarge(field);
  }
  // What the body may spool: its declared length, or the most the route takes when unsized.
  const spool = Number.isFinite(declared) ? declared : maxUploadBytes(max);
  const ticket = uploadLimiter.begin(memberId, spool);
  try {
    const allowed = room === undefined ? max : Math.min(max, await room());
    const files = await receiveFiles(request, { ...options, max: allowed });
    try {
      ticket.admitToDecoding();
      return await handle(files);
    } finally {
      await removeFiles(files);
    }
  } finally {
    ticket.end();
  }
}

async function removeFiles(files: UploadedFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}

/** Streams the files of `field` to disk, counting every byte of the body against maxUploadBytes. */
async function receiveFiles(
  request: FastifyRequest,
  {
    field,
    max,
    uploadDir,
    tooMany = mediaErrors.tooManyFiles,
    deadlineMs = UPLOAD_BODY_DEADLINE_MS,
  }: UploadOptions,
): Promise<UploadedFile[]> {
  // A refusal found outside the loop (a byte count, a file at its limit) ends whatever it awaits.
  const refusal = new AbortController();
  let refusedWith: HttpError | undefined;
  let rejectRefused: (error: HttpError) => void = () => undefined;
  const refused = new Promise<never>((_resolve, reject) => (rejectRefused = reject));
  refused.catch(() => undefined);
  const refuse = (error: HttpError) => {
    if (refusedWith) return;
    refusedWith = error;
    refusal.abort(error);
    rejectRefused(error);
  };

  const limit = maxUploadBytes(max);
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limit) return;
    // Stop feeding the parser: the rest of the body is never read, and the route closes the
    // connection after answering (closeUnreadBody).
    request.raw.unpipe();
    refuse(mediaErrors.fileTooLarge(field));
  };

  // A body that has not arrived in time is refused; closeUnreadBody then closes its connection.
  const deadline = setTimeout(() => {
    request.raw.unpipe();
    refuse(uploadErrors.timedOut());
  }, deadlineMs);

  const files: UploadedFile[] = [];
  // One more file than allowed is still handed over, so that its header is what refuses it.
  const parts = request.parts({ limits: { files: max + 1 } })[Symbol.asyncIterator]();
  await mkdir(uploadDir, { recursive: true });
  let counting = false;
  try {
    for (;;) {
      const next = parts.next();
      if (!counting) {
        // The first next() piped the body into the parser; from here on every byte is counted.
        request.raw.on('data', count);
        counting = true;
      }
      const result = await Promise.race([next, refused]);
      if (result.done === true) break;
      const part: Multipart = result.value;
      if (part.type !== 'file') continue;
      if (part.fieldname !== field) {
        part.file.resume();
        continue;
      }
      if (files.length >= max) throw tooMany(field);
      const file = await streamToDisk(part.file, uploadDir, refusal.signal, () =>
        refuse(mediaErrors.fileTooLarge(field)),
      );
      if (refusedWith) throw refusedWith;
      // A file input left empty is still sent, as a part with no name and no bytes.
      if (file.size > 0) files.push(file);
      else await rm(file.path, { force: true });
    }
  } catch (error) {
    await removeFiles(files);
    if (refusedWith) throw refusedWith;
    if (MULTIPART_LIMIT_CODES.some((code) => hasCode(error, code))) {
      throw mediaErrors.fileTooLarge(field);
    }
    if (isParserError(error)) throw mediaErrors.malformedUpload(field);
    throw error;
  } finally {
    clearTimeout(deadline);
    request.raw.off('data', count);
  }
  if (files.length === 0) throw mediaErrors.fileRequired(field);
  return files;
}

/**
 * busboy's own refusals of a body it cannot parse ("Unexpected end of multipart data",
 * "Multipart: Boundary not found", a malformed part header) are plain errors without a code,
 * unlike the file system's (ENOSPC, EIO) and the network's (ECONNRESET), which stay server faults.
 */
function isParserError(error: unknown): boolean {
  return error instanceof Error && !(error instanceof HttpError) && !('code' in error);
}

interface FileStream extends Readable {
  truncated?: boolean;
}

async function streamToDisk(
  stream: FileStream,
  dir: string,
  signal: AbortSignal,
  onLimit: () => void,
): Promise<UploadedFile> {
  const path = tempFileIn(dir, '.upload');
  const out = createWriteStream(path, { flags: 'wx' });
  // busboy stops a file at the size limit but would read the rest of the part to find its end.
  stream.once('limit', onLimit);
  try {
    await pipeline(stream, out, { signal });
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  } finally {
    stream.off('limit', onLimit);
  }
  if (stream.truncated) {
    // The limit event refused the upload already; the caller throws that refusal.
    await rm(path, { force: true });
    onLimit();
  }
  return { path, size: out.bytesWritten };
}

/**
 * A refused body up to this size (one photo) is still read to its end, discarded, after the
 * answer: a client still sending when the server closes gets a reset connection instead of the
 * answer, so a member would see "network error" rather than "gallery full". Larger or unsized
 * bodies are not worth reading.
 */
export const DRAIN_REFUSED_BYTES = maxUploadBytes(1);

/**
 * onSend hook of upload routes: an answer given before a large body was read to its end (a
 * refusal) closes the connection, so the client stops sending and the server stops reading, as
 * Fastify does when a body parser fails. Node reads what is left of a smaller one and discards it.
 */
export async function closeUnreadBody<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: T,
): Promise<T> {
  if (!request.raw.readableEnded) {
    const declared = Number(request.headers['content-length']);
    // A body that timed out would not arrive to be drained either.
    if (!(declared <= DRAIN_REFUSED_BYTES) || reply.statusCode === 408) {
      reply.header('connection', 'close');
    }
  }
  return payload;
}
