/** `https://key@o1.ingest.sentry.io/42` → `https://o1.ingest.sentry.io`: where the browser SDK posts events. */
export function sentryIngestOrigin(dsn: string): string {
  return new URL(dsn).origin;
}

/**
 * `remoteOrigins`: origins other than the site's that remotes.json serves a remote from (a squad's
 * own static host). Only a page's HTML needs them, and exactly those: the page server passes the
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
