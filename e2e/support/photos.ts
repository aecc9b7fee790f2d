import { createRequire } from 'node:module';
import path from 'node:path';

export interface PhotoFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The API's own sharp: real photos are made at run time instead of being committed. */
type SharpFactory = (options: {
  create: { width: number; height: number; channels: 3; background: string };
}) => { jpeg(): { toBuffer(): Promise<Buffer> } };
const sharp = createRequire(path.resolve(__dirname, '../../api/package.json'))(
  'sharp',
) as SharpFactory;

/** A small real JPEG of one colour, for a file chooser. */
export async function photo(name: string, background: string): Promise<PhotoFile> {
  const image = sharp({ create: { width: 320, height: 240, channels: 3, background } });
  return { name, mimeType: 'image/jpeg', buffer: await image.jpeg().toBuffer() };
}
