import { randomUUID } from 'node:crypto';

import sharp, { type Exif } from 'sharp';

export interface TestImageOptions {
  width?: number;
  height?: number;
  /** EXIF to embed, e.g. `{ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 27/1 0/1' } }`. */
  exif?: Exif;
  /** EXIF orientation tag (1–8): 6 means "rotate 90° clockwise to display". */
  orientation?: number;
}

/** Random pixels, so encoders cannot shrink the picture to a few bytes and sizes stay realistic. */
function testImage({ width = 64, height = 48, exif, orientation }: TestImageOptions) {
  let image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
  if (exif) image = image.withExif(exif);
  if (orientation !== undefined) image = image.withMetadata({ orientation });
  return image;
}

export function jpegBuffer(options: TestImageOptions = {}): Promise<Buffer> {
  return testImage(options).jpeg().toBuffer();
}

export function pngBuffer(options: TestImageOptions = {}): Promise<Buffer> {
  return testImage(options).png().toBuffer();
}

export function webpBuffer(options: TestImageOptions = {}): Promise<Buffer> {
  return testImage(options).webp().toBuffer();
}

/** A single-colour PNG: a few hundred kilobytes even at 8000×6000, for pixel-limit tests. */
export function solidPngBuffer({ width, height }: { width: number; height: number }) {
  return sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export interface MultipartFilePart {
  /** Form field name, e.g. `file`. */
  field: string;
  data: Buffer;
  filename?: string;
  contentType?: string;
}

/**
 * A multipart/form-data body for `app.inject({ payload, headers })`, written by hand because no
 * form-data encoder is among the dependencies.
 */
export function multipartBody(
  files: MultipartFilePart[],
  fields: Record<string, string> = {},
): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----carclub-test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const { field, data, filename = 'image.jpg', contentType = 'image/jpeg' } of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          `Content-Type: ${contentType}\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
