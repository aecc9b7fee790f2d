import { PRIVATE_MEDIA_URL_MIN_LIFETIME_MS } from '@carclub/contracts';

import {
  privateMediaKey,
  privateUrlExpiry,
  privateUrlSecondsLeft,
  signPrivateUrl,
} from '../../../../src/lib/media';

const key = privateMediaKey('a server secret of at least thirty-two characters');
const WINDOW = PRIVATE_MEDIA_URL_MIN_LIFETIME_MS;
const PATH = '/media/vehicles/c/logbook/e/photo.webp';
const queryOf = (url: string) => Object.fromEntries(new URLSearchParams(url.split('?')[1]));

describe('private media addresses (ADR 0127)', () => {
  it('last between one and two windows, and are the same string within a window', () => {
    const start = 1_000 * WINDOW;
    expect(privateUrlExpiry(start)).toBe(start + 2 * WINDOW);
    expect(privateUrlExpiry(start + WINDOW - 1)).toBe(start + 2 * WINDOW);
    expect(signPrivateUrl(key, PATH, start)).toBe(signPrivateUrl(key, PATH, start + WINDOW - 1));
    expect(signPrivateUrl(key, PATH, start + WINDOW)).not.toBe(signPrivateUrl(key, PATH, start));
  });

  it('work until they expire, for their own file and key only', () => {
    const signedAt = 1_000 * WINDOW + 123_456;
    const query = queryOf(signPrivateUrl(key, PATH, signedAt));
    const expiresAt = privateUrlExpiry(signedAt);
    expect(privateUrlSecondsLeft(key, PATH, query, signedAt)).toBe(
      Math.floor(expiresAt / 1000) - Math.floor(signedAt / 1000),
    );
    expect(privateUrlSecondsLeft(key, PATH, query, expiresAt - 1_000)).toBe(1);
    expect(privateUrlSecondsLeft(key, PATH, query, expiresAt)).toBeNull();
    expect(privateUrlSecondsLeft(key, `${PATH}x`, query, signedAt)).toBeNull();
    expect(
      privateUrlSecondsLeft(privateMediaKey('another secret'), PATH, query, signedAt),
    ).toBeNull();
    expect(privateUrlSecondsLeft(key, PATH, {}, signedAt)).toBeNull();
    expect(
      privateUrlSecondsLeft(key, PATH, { ...query, expires: `${query.expires}0` }, signedAt),
    ).toBeNull();
    expect(privateUrlSecondsLeft(key, PATH, { ...query, expires: ['1'] }, signedAt)).toBeNull();
  });
});
