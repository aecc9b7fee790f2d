import { hash, parseOptions, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first recommended setting:
 * 19 MiB of memory, 2 passes, 1 lane. (`Algorithm` is an ambient const enum, which isolated
 * modules cannot read, hence the literal: 2 = Argon2id.)
 */
export const ARGON2_OPTIONS: Readonly<Options> = Object.freeze({
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
});

/** Upper bound on the password length we hash, so a huge body cannot be used to burn CPU. */
export const MAX_PASSWORD_LENGTH = 1024;

/** Hashes a password to a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`); a fresh salt every time. */
export async function hashPassword(plain: string): Promise<string> {
  if (plain.length > MAX_PASSWORD_LENGTH) throw new RangeError('Password is too long');
  return hash(plain, ARGON2_OPTIONS);
}

/**
 * Checks a password against a stored hash. Never throws: a malformed, empty or non-argon2id hash,
 * or an over-long password, simply does not match.
 */
export async function verifyPassword(storedHash: string, plain: string): Promise<boolean> {
  if (typeof storedHash !== 'string' || !storedHash.startsWith('$argon2id$')) return false;
  if (typeof plain !== 'string' || plain.length > MAX_PASSWORD_LENGTH) return false;
  try {
    return await verify(storedHash, plain);
  } catch {
    return false;
  }
}

/**
 * Whether a stored hash was made with weaker or different parameters than today's, so that a
 * successful login should re-hash the password. A hash that cannot be parsed needs it too.
 */
export function passwordNeedsRehash(storedHash: string): boolean {
  try {
    const parsed = parseOptions(storedHash);
    return (
      (parsed.algorithm as number) !== (ARGON2_OPTIONS.algorithm as number) ||
      parsed.memoryCost !== ARGON2_OPTIONS.memoryCost ||
      parsed.timeCost !== ARGON2_OPTIONS.timeCost ||
      parsed.parallelism !== ARGON2_OPTIONS.parallelism ||
      parsed.outputLen !== ARGON2_OPTIONS.outputLen
    );
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Runs a full argon2id verification that always fails, for a login whose e-mail matches no account
 * (or an account without a password), so the response takes as long as for a real account and
 * timing does not reveal which e-mail addresses are registered. Always resolves to false.
 */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  dummyHash ??= hash('carclub-dummy-password-never-matches', ARGON2_OPTIONS);
  const candidate = typeof plain === 'string' ? plain.slice(0, MAX_PASSWORD_LENGTH) : '';
  try {
    await verify(await dummyHash, candidate);
  } catch {
    // Nothing to do: the answer is false whatever happens.
  }
  return false;
}
