import { createHash } from 'node:crypto';

import {
  hashRefreshToken,
  isWellFormedRefreshToken,
  newRefreshToken,
  newTokenFamilyId,
  REFRESH_TOKEN_BYTES,
} from '../../../../src/lib/auth/refresh-token';

describe('newRefreshToken', () => {
  it('returns 256 random bits as base64url and the SHA-256 hex of the token', () => {
    const { token, hash } = newRefreshToken();
    expect(REFRESH_TOKEN_BYTES * 8).toBe(256);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hash).not.toContain(token);
  });

  it('never repeats and spreads its bits evenly', () => {
    const tokens = Array.from({ length: 2000 }, () => newRefreshToken().token);
    expect(new Set(tokens).size).toBe(tokens.length);
    // About half of the 512,000 bits should be set; 0.5 ± 1% is ~14 standard deviations wide.
    let ones = 0;
    for (const token of tokens) {
      for (const byte of Buffer.from(token, 'base64url')) {
        for (let bits = byte; bits; bits >>= 1) ones += bits & 1;
      }
    }
    expect(ones / (tokens.length * 256)).toBeCloseTo(0.5, 1);
    expect(Math.abs(ones / (tokens.length * 256) - 0.5)).toBeLessThan(0.01);
  });
});

describe('hashRefreshToken', () => {
  it('is deterministic, so a presented token can be looked up by its hash', () => {
    const { token, hash } = newRefreshToken();
    expect(hashRefreshToken(token)).toBe(hash);
    expect(hashRefreshToken(token)).toBe(hashRefreshToken(token));
  });

  it('gives different tokens different hashes', () => {
    expect(hashRefreshToken('a')).not.toBe(hashRefreshToken('b'));
    expect(hashRefreshToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('isWellFormedRefreshToken', () => {
  it('accepts issued tokens and rejects anything else', () => {
    expect(isWellFormedRefreshToken(newRefreshToken().token)).toBe(true);
    for (const junk of ['', 'short', `${'a'.repeat(42)}=`, `${'a'.repeat(42)}+`, 'a'.repeat(44)]) {
      expect(isWellFormedRefreshToken(junk)).toBe(false);
    }
    expect(isWellFormedRefreshToken(undefined)).toBe(false);
    expect(isWellFormedRefreshToken(42)).toBe(false);
  });
});

describe('newTokenFamilyId', () => {
  it('returns distinct UUIDs', () => {
    const ids = Array.from({ length: 100 }, newTokenFamilyId);
    expect(new Set(ids).size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
  });
});
