import type { IncomingMessage, ServerResponse } from 'node:http';

import fp from 'fastify-plugin';
import helmet from 'helmet';

import { contentSecurityPolicyDirectives } from '../lib/site';

export interface SecurityHeadersOptions {
  publicUrl: string;
  sentryDsn: string | undefined;
}

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function helmetOptions({ publicUrl, sentryDsn }: SecurityHeadersOptions) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyDirectives(sentryDsn),
    },
    // Over plain HTTP (local runs) HSTS would be ignored at best and pin localhost to https at worst.
    strictTransportSecurity:
      new URL(publicUrl).protocol === 'https:'
        ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true }
        : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    crossOriginOpenerPolicy: { policy: 'same-origin' as const },
    crossOriginResourcePolicy: { policy: 'same-origin' as const },
    xFrameOptions: { action: 'deny' as const },
    xContentTypeOptions: true,
  };
}

/**
 * The headers written straight onto a Node response: by the plugin below on every request, and for
 * the few answers Fastify sends before any hook runs (a URL it cannot decode, an overlong route
 * parameter).
 */
export function securityHeadersWriter(
  options: SecurityHeadersOptions,
): (response: ServerResponse) => void {
  const writeHelmetHeaders = helmet(helmetOptions(options));
  return (response) => {
    // Helmet's middleware only sets headers on the response; it never reads the request.
    writeHelmetHeaders({} as IncomingMessage, response, () => undefined);
    response.setHeader('permissions-policy', PERMISSIONS_POLICY);
  };
}

/**
 * Security headers on every response, including errors, static files and the 404 fallback. One
 * helmet middleware, made once: @fastify/helmet made a new one (its policy parsed again) for every
 * request, 2 % of a server-rendered page's CPU with its in-process API call.
 */
export default fp<SecurityHeadersOptions>(
  async (app, options) => {
    const writeSecurityHeaders = securityHeadersWriter(options);
    app.addHook('onRequest', (_request, reply, done) => {
      writeSecurityHeaders(reply.raw);
      done();
    });
  },
  { name: 'security-headers' },
);
