import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Bytes of randomness in a generated secret (384 bits, stored as 64 base64url characters). */
export const GENERATED_SECRET_BYTES = 48;
const MIN_SECRET_LENGTH = 32;

export interface LoadJwtSecretOptions {
  /** `config.jwtSecret` (JWT_SECRET); wins when set. */
  jwtSecret: string | undefined;
  /** `config.dataDir`; the generated secret is kept in `<dataDir>/secrets/jwt-secret`. */
  dataDir: string;
}

export function jwtSecretPath(dataDir: string): string {
  return path.join(dataDir, 'secrets', 'jwt-secret');
}

function isErrnoException(error: unknown, code: string): boolean {
  // Not `instanceof Error`: errors from Node's own modules may come from another realm (e.g. Jest).
  return (
    typeof error === 'object' && error !== null && (error as NodeJS.ErrnoException).code === code
  );
}

async function readSecret(file: string): Promise<string | undefined> {
  try {
    const secret = (await readFile(file, 'utf8')).trim();
    if (secret.length < MIN_SECRET_LENGTH) {
      throw new Error(`${file} holds a JWT secret shorter than ${MIN_SECRET_LENGTH} characters`);
    }
    return secret;
  } catch (error) {
    if (isErrnoException(error, 'ENOENT')) return undefined;
    throw error;
  }
}

/**
 * The secret signing access tokens: JWT_SECRET when configured, otherwise one generated on first
 * start and kept in DATA_DIR (owner-only, mode 0600) so that restarts keep users signed in.
 */
export async function loadJwtSecret({ jwtSecret, dataDir }: LoadJwtSecretOptions): Promise<string> {
  if (jwtSecret) return jwtSecret;
  const file = jwtSecretPath(dataDir);
  const existing = await readSecret(file);
  if (existing) return existing;

  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(GENERATED_SECRET_BYTES).toString('base64url');
  // Written to a private temporary file first and then linked into place, so the secret file
  // appears complete or not at all; if another process won the race, its secret is the one to use.
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    // The umask may only have narrowed the mode; set it exactly anyway.
    await chmod(temporary, 0o600);
    await link(temporary, file);
  } catch (error) {
    if (isErrnoException(error, 'EEXIST')) {
      const winner = await readSecret(file);
      if (winner) return winner;
    }
    throw error;
  } finally {
    await rm(temporary, { force: true });
  }
  return secret;
}
