import { createHmac } from 'node:crypto';

import {
  ACCESS_TOKEN_TTL_SECONDS,
  InvalidAccessTokenError,
  signAccessToken,
  verifyAccessToken,
} from '../../../../src/lib/auth/access-token';

const secret = 'test-secret-that-is-long-enough-for-hs256!';
const start = new Date('2026-01-01T12:00:00Z');
const at = (date: Date) => ({ secret, now: () => date });
const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
/** Builds a token by hand, signed with `key` (or unsigned for alg none). */
function forge(header: object, payload: object, key: string | null = secret): string {
  const body = `${b64(header)}.${b64(payload)}`;
  const signature = key === null ? '' : createHmac('sha256', key).update(body).digest('base64url');
  return `${body}.${signature}`;
}
const validPayload = () => ({
  sub: 'user-1',
  sid: 's-1',
  roles: ['user'],
  jti: 'j-1',
  iss: 'carclub',
  aud: 'carclub-web',
  iat: Math.floor(start.getTime() / 1000),
  exp: Math.floor(start.getTime() / 1000) + 900,
});

async function expectRejected(token: string, reason: 'expired' | 'invalid', date = start) {
  const result = verifyAccessToken(token, at(date));
  await expect(result).rejects.toBeInstanceOf(InvalidAccessTokenError);
  await expect(result).rejects.toMatchObject({ reason });
}

describe('signAccessToken / verifyAccessToken', () => {
  it('round-trips the claims with HS256, our issuer and audience, and a 15-minute life', async () => {
    const signed = await signAccessToken(
      { sub: 'user-1', sid: 's-1', roles: ['user', 'admin'] },
      at(start),
    );
    expect(signed.expiresIn).toBe(15 * 60);
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(900);

    const [header, payload] = signed.token.split('.');
    expect(decode(header!)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const iat = Math.floor(start.getTime() / 1000);
    expect(decode(payload!)).toEqual({
      sub: 'user-1',
      sid: 's-1',
      roles: ['user', 'admin'],
      jti: signed.jti,
      iss: 'carclub',
      aud: 'carclub-web',
      iat,
      exp: iat + 900,
    });
    expect(signed.expiresAt).toBe(iat + 900);

    await expect(verifyAccessToken(signed.token, at(later(60)))).resolves.toEqual({
      sub: 'user-1',
      sid: 's-1',
      roles: ['user', 'admin'],
      jti: signed.jti,
      iat,
      exp: iat + 900,
    });
  });

  it('gives every token its own jti', async () => {
    const a = await signAccessToken({ sub: 'u', sid: 's', roles: [] }, at(start));
    const b = await signAccessToken({ sub: 'u', sid: 's', roles: [] }, at(start));
    expect(a.jti).not.toBe(b.jti);
    expect(a.token).not.toBe(b.token);
  });

  it('accepts a token until it expires and reports expiry separately', async () => {
    const { token } = await signAccessToken({ sub: 'u', sid: 's', roles: [] }, at(start));
    await expect(verifyAccessToken(token, at(later(899)))).resolves.toMatchObject({ sub: 'u' });
    await expectRejected(token, 'expired', later(900));
    await expectRejected(token, 'expired', later(3600));
  });

  it('rejects a token signed with another secret', async () => {
    const { token } = await signAccessToken(
      { sub: 'u', sid: 's', roles: [] },
      { secret: 'another-secret-that-is-long-enough-too!!', now: () => start },
    );
    await expectRejected(token, 'invalid');
  });

  it('rejects a tampered payload or signature', async () => {
    const { token } = await signAccessToken({ sub: 'u', sid: 's', roles: ['user'] }, at(start));
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const escalated = b64({ ...decode(payload), roles: ['admin'] });
    await expectRejected(`${header}.${escalated}.${signature}`, 'invalid');
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    await expectRejected(`${header}.${payload}.${flipped}`, 'invalid');
    await expectRejected(`${header}.${payload}.`, 'invalid');
  });

  it.each(['', 'garbage', 'a.b.c', 'a.b', '...'])('rejects the malformed token %p', async (bad) => {
    await expectRejected(bad, 'invalid');
  });

  it('refuses alg none', async () => {
    const payload = validPayload();
    await expectRejected(forge({ alg: 'none', typ: 'JWT' }, payload, null), 'invalid');
    await expectRejected(forge({ alg: 'none', typ: 'JWT' }, payload), 'invalid');
    // The forging helper itself is right: the same claims signed properly are accepted.
    await expect(
      verifyAccessToken(forge({ alg: 'HS256', typ: 'JWT' }, payload), at(start)),
    ).resolves.toMatchObject({ sub: 'user-1' });
  });

  it('refuses other HMAC algorithms', async () => {
    const body = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(validPayload())}`;
    const signature = createHmac('sha512', secret).update(body).digest('base64url');
    await expectRejected(`${body}.${signature}`, 'invalid');
  });

  it('refuses the wrong audience or issuer', async () => {
    const header = { alg: 'HS256', typ: 'JWT' };
    await expectRejected(forge(header, { ...validPayload(), aud: 'carclub-admin' }), 'invalid');
    await expectRejected(forge(header, { ...validPayload(), iss: 'evil' }), 'invalid');
  });

  it('refuses tokens missing claims or with a bad shape', async () => {
    const header = { alg: 'HS256', typ: 'JWT' };
    const withoutJti: Record<string, unknown> = validPayload();
    delete withoutJti.jti;
    await expectRejected(forge(header, withoutJti), 'invalid');
    const withoutExp: Record<string, unknown> = validPayload();
    delete withoutExp.exp;
    await expectRejected(forge(header, withoutExp), 'invalid');
    await expectRejected(forge(header, { ...validPayload(), roles: 'admin' }), 'invalid');
    await expectRejected(forge(header, { ...validPayload(), roles: [1] }), 'invalid');
    await expectRejected(forge(header, { ...validPayload(), sub: '' }), 'invalid');
    await expectRejected(forge(header, { ...validPayload(), sid: undefined }), 'invalid');
  });

  it('refuses a secret shorter than 32 bytes', async () => {
    await expect(
      signAccessToken({ sub: 'u', sid: 's', roles: [] }, { secret: 'short' }),
    ).rejects.toThrow(RangeError);
  });
});
