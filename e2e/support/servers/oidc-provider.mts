/**
 * A real OpenID Connect provider (the `oidc-provider` package) on loopback, standing in for Google
 * in the journeys: the site discovers it, sends the browser to it, exchanges codes with PKCE at its
 * token endpoint and checks its signed ID tokens, exactly as with Google. Its sign-in page is a
 * minimal one of our own: whoever types an e-mail address is that person (sub derived from the
 * address, e-mail verified), or cancels. Started by Playwright's webServer list.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

import Provider from 'oidc-provider';

import {
  finishInteraction,
  googleLikeConfiguration,
} from '../../../api/test/support/google/google-like-provider.ts';
import {
  E2E_GOOGLE_CLIENT_ID,
  E2E_GOOGLE_CLIENT_SECRET,
  E2E_GOOGLE_REDIRECT_URI,
  E2E_OIDC_ISSUER,
  PROVIDER_PAGE,
} from '../google-provider.ts';
import { E2E_OIDC_PORT } from '../ports.ts';

interface Account {
  sub: string;
  email: string;
  email_verified: true;
  name?: string;
}

const accounts = new Map<string, Account>();

/** The same person for the same address, run after run, as a Google account would be. */
const subjectOf = (email: string) =>
  `e2e-${createHash('sha256').update(email).digest('hex').slice(0, 24)}`;

const provider = new Provider(
  E2E_OIDC_ISSUER,
  googleLikeConfiguration(
    {
      clientId: E2E_GOOGLE_CLIENT_ID,
      clientSecret: E2E_GOOGLE_CLIENT_SECRET,
      redirectUri: E2E_GOOGLE_REDIRECT_URI,
    },
    (id) => accounts.get(id),
  ),
);

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function signInPage(uid: string): string {
  const action = `/interaction/${escapeHtml(uid)}`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${PROVIDER_PAGE.title}</title></head>
<body>
<main>
<h1>${PROVIDER_PAGE.title}</h1>
<form method="post" action="${action}/login">
<p><label>${PROVIDER_PAGE.email} <input name="email" type="email" required autocomplete="email"></label></p>
<p><label>${PROVIDER_PAGE.name} <input name="name" autocomplete="name"></label></p>
<p><button type="submit">${PROVIDER_PAGE.proceed}</button></p>
</form>
<form method="post" action="${action}/abort"><button type="submit">${PROVIDER_PAGE.cancel}</button></form>
</main>
</body>
</html>`;
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

async function interact(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  const path = new URL(req.url ?? '/', E2E_OIDC_ISSUER).pathname;
  if (req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(signInPage(details.uid));
    return;
  }
  if (path.endsWith('/abort')) {
    await finishInteraction(provider, req, res, 'cancel');
    return;
  }
  const form = await formBody(req);
  const email = (form.get('email') ?? '').trim().toLowerCase();
  const name = (form.get('name') ?? '').trim();
  const sub = subjectOf(email);
  accounts.set(sub, { sub, email, email_verified: true, ...(name ? { name } : {}) });
  await finishInteraction(provider, req, res, { accountId: sub });
}

const callback = provider.callback();
const server = createServer((req, res) => {
  if (!req.url?.startsWith('/interaction/')) {
    void callback(req, res);
    return;
  }
  interact(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('This sign-in request is no longer valid.');
  });
});

server.listen(E2E_OIDC_PORT, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // A browser keeps idle connections open, which would hold the close up.
    server.closeAllConnections();
  });
}
