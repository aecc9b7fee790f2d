import type { IncomingMessage, ServerResponse } from 'node:http';

import fp from 'fastify-plugin';
import helmet from 'helmet';

export interface SecurityHeadersOptions {
  publicUrl: string;
  sentryDsn: string | undefined;
}

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** `https://key@o1.ingest.sentry.io/42` → `https://o1.ingest.sentry.io`: where the browser SDK posts events. */
export function sentryIngestOrigin(dsn: string): string {
  return new URL(dsn).origin;
}

/**
 * `remoteOrigins`: origins other than the site's that remotes.json serves a remote from (a squad's
 * own static host). Only a page's HTML needs them, and exactly those: the site plugin passes the
 * registry's origins on every page, so a deploy or rollback changes the policy with the registry.
 */
export function contentSecurityPolicyDirectives(
  sentryDsn: string | undefined,
  remoteOrigins: readonly string[] = [],
  inlineScriptHashes: readonly string[] = [],
): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    // Inline scripts only by their hashes: the ones the site writes into a page itself.
    scriptSrc: ["'self'", ...inlineScriptHashes, ...remoteOrigins],
    // react-hot-toast injects its styles at runtime through a <style> element and style attributes;
    // inline styles cannot run code, so allowing them costs far less than dropping the toasts.
    styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
    // data: and blob: are how image previews are shown before an upload finishes.
    imgSrc: ["'self'", 'data:', 'blob:', ...remoteOrigins],
    fontSrc: ["'self'", ...remoteOrigins],
    // The federation runtime fetches a remote's mf-manifest.json.
    connectSrc: [
      "'self'",
      ...(sentryDsn === undefined ? [] : [sentryIngestOrigin(sentryDsn)]),
      ...remoteOrigins,
    ],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** The directives as a Content-Security-Policy header value. */
export function contentSecurityPolicy(
  sentryDsn: string | undefined,
  remoteOrigins: readonly string[] = [],
  inlineScriptHashes: readonly string[] = [],
): string {
  const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return Object.entries(
    contentSecurityPolicyDirectives(sentryDsn, remoteOrigins, inlineScriptHashes),
  )
    .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
    .join(';');
}

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
