import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** 256 bits of entropy. */
export const REFRESH_TOKEN_BYTES = 32;

const REFRESH_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface NewRefreshToken {
  /** Handed to the client once; never stored. */
  token: string;
  /** SHA-256 hex of the token: the only form kept in the database. */
  hash: string;
}

/** A new opaque refresh token (base64url, 43 characters) and the hash to store for it. */
export function newRefreshToken(): NewRefreshToken {
  const token = randomBytes(REFRESH_TOKEN_BYTES).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

/**
 * SHA-256 hex of a refresh token. A fast hash is enough (and lets the token be looked up by its
 * hash) because the token is 256 random bits, not a guessable password.
 */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a string has the shape of a token we issue; lets callers reject junk before a lookup. */
export function isWellFormedRefreshToken(token: unknown): token is string {
  return typeof token === 'string' && REFRESH_TOKEN_PATTERN.test(token);
}

/**
 * Identifier of a token family: every token rotated from one login shares it, so reuse of a spent
 * token can revoke the whole family.
 */
export function newTokenFamilyId(): string {
  return randomUUID();
}
