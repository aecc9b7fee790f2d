import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Both cookies are sent only to the Google routes, never to the rest of the API or the site. */
export const GOOGLE_COOKIE_PATH = '/api/auth/google';
export const LOGIN_STATE_COOKIE = 'carclub_google_login';
export const HANDOFF_COOKIE = 'carclub_google_handoff';

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  return header === undefined ? undefined : parseCookie(header)[name];
}

/** Adds a Set-Cookie header, keeping the ones the reply already has. */
export function appendSetCookie(reply: FastifyReply, value: string): void {
  const existing = reply.getHeader('set-cookie');
  const all = existing === undefined ? [] : [existing].flat().map(String);
  reply.header('set-cookie', [...all, value]);
}

/**
 * httpOnly (no script ever needs them) and SameSite=Lax: the provider's redirect back is a
 * cross-site top-level navigation, which Strict would strip them from.
 */
export function setGoogleCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  { maxAgeSeconds, secure }: { maxAgeSeconds: number; secure: boolean },
): void {
  appendSetCookie(
    reply,
    stringifySetCookie(name, value, {
      path: GOOGLE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: maxAgeSeconds,
    }),
  );
}

export function clearGoogleCookie(reply: FastifyReply, name: string, secure: boolean): void {
  appendSetCookie(
    reply,
    stringifySetCookie(name, '', {
      path: GOOGLE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: 0,
      expires: new Date(0),
    }),
  );
}
