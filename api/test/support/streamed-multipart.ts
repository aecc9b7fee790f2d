import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';

export interface StreamedPart {
  field: string;
  /** Bytes of the part: real data, or a size for generated filler. */
  data: Buffer | number;
  filename?: string;
}

export interface StreamedMultipart {
  payload: Readable;
  headers: Record<string, string>;
  /** Bytes the server has pulled from the body so far. */
  read(): number;
  /** The whole body's length. */
  total: number;
}

const CHUNK = 64 * 1024;

export interface StreamedMultipartOptions {
  /** false: no Content-Length, as a chunked upload is sent. */
  contentLength?: boolean;
  /** The client goes away (the stream fails) once this many bytes were read. */
  abortAfter?: number;
  /** The client stops sending, and stays connected, once this many bytes were read. */
  stallAfter?: number;
}

/**
 * A multipart body produced as the server reads it, 64 KB at a time, so a test can tell how much
 * of a large upload was read before the answer (app.inject pulls a stream payload lazily).
 */
export function streamedMultipart(
  parts: StreamedPart[],
  {
    contentLength = true,
    abortAfter = Infinity,
    stallAfter = Infinity,
  }: StreamedMultipartOptions = {},
): StreamedMultipart {
  const boundary = `----carclub-stream-${randomUUID()}`;
  const pieces: (Buffer | number)[] = [];
  for (const { field, data, filename = 'photo.jpg' } of parts) {
    pieces.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      data,
      Buffer.from('\r\n'),
    );
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  // An empty piece would push an empty chunk, which ends nothing and asks for nothing more.
  const nonEmpty = pieces.filter((piece) => (typeof piece === 'number' ? piece : piece.length) > 0);
  pieces.splice(0, pieces.length, ...nonEmpty);
  const total = pieces.reduce<number>(
    (sum, piece) => sum + (typeof piece === 'number' ? piece : piece.length),
    0,
  );

  let read = 0;
  let index = 0;
  let offset = 0;
  const filler = Buffer.alloc(CHUNK, 0x61);
  const payload = new Readable({
    read() {
      if (read >= abortAfter) {
        this.destroy(new Error('the client went away'));
        return;
      }
      if (read >= stallAfter) return;
      const piece = pieces[index];
      if (piece === undefined) {
        this.push(null);
        return;
      }
      const length = typeof piece === 'number' ? piece : piece.length;
      const size = Math.min(CHUNK, length - offset);
      const chunk =
        typeof piece === 'number'
          ? filler.subarray(0, size)
          : piece.subarray(offset, offset + size);
      offset += size;
      if (offset >= length) {
        index += 1;
        offset = 0;
      }
      read += size;
      this.push(chunk);
    },
  });
  const headers: Record<string, string> = {
    'content-type': `multipart/form-data; boundary=${boundary}`,
  };
  if (contentLength) headers['content-length'] = String(total);
  return { payload, headers, read: () => read, total };
}
