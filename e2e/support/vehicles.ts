import { deflateSync, crc32 } from 'node:zlib';

import { REQUIRED_VEHICLE_FIELDS } from '@carclub/testing/fixtures';
import { expect, type APIRequestContext } from '@playwright/test';

import { bearer, type SignedInAccount } from './accounts';

/** A solid-colour PNG, built by hand so the journeys need no image library. */
export function pngPhoto(
  width: number,
  height: number,
  [r, g, b]: [number, number, number],
): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface PublicCar {
  id: string;
  slug: string;
  /** `/u/{nickname}/car/{slug}` */
  path: string;
}

/** Through the API, as the add and media pages would: a car with `photos` gallery photos. */
export async function createPublicCar(
  api: APIRequestContext,
  owner: SignedInAccount,
  fields: Record<string, unknown>,
  photos = 0,
): Promise<PublicCar> {
  const created = await api.post('/api/private-transport', {
    headers: bearer(owner.tokens),
    data: { ...REQUIRED_VEHICLE_FIELDS, ...fields },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, slug } = (await created.json()) as { id: string; slug: string };
  for (let index = 0; index < photos; index += 1) {
    const uploaded = await api.post(`/api/private-transport/${id}/gallery`, {
      headers: bearer(owner.tokens),
      multipart: {
        files: {
          name: `photo-${index}.png`,
          mimeType: 'image/png',
          buffer: pngPhoto(480, 320, [30 + index * 40, 90, 200]),
        },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
  }
  return { id, slug, path: `/u/${encodeURIComponent(owner.nickname)}/car/${slug}` };
}
