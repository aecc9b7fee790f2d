import { randomUUID } from 'node:crypto';
import { type JWTPayload, SignJWT, errors, jwtVerify } from 'jose';

export const ACCESS_TOKEN_ISSUER = 'carclub';
export const ACCESS_TOKEN_AUDIENCE = 'carclub-web';
/** Access tokens live 15 minutes; the refresh token renews them. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';
/** HS256 wants a key at least as long as its 256-bit output. */
const MIN_SECRET_BYTES = 32;

export type Clock = () => Date;

export interface AccessTokenOptions {
  /** The HMAC secret (`loadJwtSecret`), at least 32 bytes. */
  secret: string;
  /** Injectable for tests; defaults to the system clock. */
  now?: Clock;
}

export interface AccessTokenClaims {
  /** User id. */
  sub: string;
  /** Session (refresh-token family) id: revoking the session invalidates the token at once. */
  sid: string;
  roles: string[];
}

export interface VerifiedAccessToken extends AccessTokenClaims {
  jti: string;
  /** Seconds since the epoch. */
  iat: number;
  /** Seconds since the epoch. */
  exp: number;
}

export interface SignedAccessToken {
  token: string;
  jti: string;
  /** Seconds since the epoch. */
  expiresAt: number;
  expiresIn: number;
}

/** `app.accessTokens`: signs with the server's secret, which never leaves the auth plugin. */
export interface AccessTokens {
  sign(claims: AccessTokenClaims): Promise<SignedAccessToken>;
}

export type InvalidAccessTokenReason = 'expired' | 'invalid';

/** Thrown by `verifyAccessToken`; `reason` tells an expired token (client should refresh) apart. */
export class InvalidAccessTokenError extends Error {
  constructor(
    readonly reason: InvalidAccessTokenReason,
    options?: { cause?: unknown },
  ) {
    super(reason === 'expired' ? 'Access token has expired' : 'Access token is invalid', options);
    this.name = 'InvalidAccessTokenError';
  }
}

function keyFor(secret: string): Uint8Array {
  const key = new TextEncoder().encode(secret);
  if (key.length < MIN_SECRET_BYTES) {
    throw new RangeError(`The JWT secret must be at least ${MIN_SECRET_BYTES} bytes long`);
  }
  return key;
}

const systemClock: Clock = () => new Date();

/** Signs a 15-minute HS256 access token for a user. */
export async function signAccessToken(
  claims: AccessTokenClaims,
  options: AccessTokenOptions,
): Promise<SignedAccessToken> {
  if (!claims.sub) throw new TypeError('An access token needs a subject');
  if (!claims.sid) throw new TypeError('An access token needs a session id');
  const key = keyFor(options.secret);
  const issuedAt = Math.floor((options.now ?? systemClock)().getTime() / 1000);
  const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
  const jti = randomUUID();
  const token = await new SignJWT({ sid: claims.sid, roles: [...claims.roles] })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setJti(jti)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { token, jti, expiresAt, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
}

/**
 * Verifies an access token: HS256 only (so `alg: none` and algorithm swaps are refused), our issuer
 * and audience, signature, expiry, and the shape of the claims. Throws InvalidAccessTokenError.
 */
export async function verifyAccessToken(
  token: string,
  options: AccessTokenOptions,
): Promise<VerifiedAccessToken> {
  const key = keyFor(options.secret);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
      requiredClaims: ['sub', 'jti', 'iat', 'exp'],
      currentDate: (options.now ?? systemClock)(),
      typ: 'JWT',
    }));
  } catch (error) {
    throw new InvalidAccessTokenError(error instanceof errors.JWTExpired ? 'expired' : 'invalid', {
      cause: error,
    });
  }
  const { sub, sid, jti, iat, exp, roles } = payload;
  if (
    typeof sub !== 'string' ||
    sub === '' ||
    typeof sid !== 'string' ||
    sid === '' ||
    typeof jti !== 'string' ||
    typeof iat !== 'number' ||
    typeof exp !== 'number' ||
    !Array.isArray(roles) ||
    !roles.every((role): role is string => typeof role === 'string')
  ) {
    throw new InvalidAccessTokenError('invalid');
  }
  return { sub, sid, roles, jti, iat, exp };
}
