/**
 * A real OpenID Connect provider (the `oidc-provider` package) on loopback, standing in for Google
 * in the journeys: the site discovers it, sends the browser to it, exchanges codes with PKCE at its
 * token endpoint and checks its signed ID tokens, exactly as with Google. Its sign-in page is a
 * minimal one of our own: whoever types an e-mail address is that person (sub derived from the
 * address, e-mail verified), or cancels. Started by Playwright's webServer list.
 */
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

import Provider from 'oidc-provider';

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

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

const provider = new Provider(E2E_OIDC_ISSUER, {
  clients: [
    {
      client_id: E2E_GOOGLE_CLIENT_ID,
      client_secret: E2E_GOOGLE_CLIENT_SECRET,
      redirect_uris: [E2E_GOOGLE_REDIRECT_URI],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'e2e-key', use: 'sig' }] },
  cookies: { keys: [randomBytes(32).toString('hex')] },
  pkce: { required: () => true },
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['name'],
  },
  // Like Google: the scopes' claims are in the ID token itself.
  conformIdTokenClaims: false,
  ttl: {
    AccessToken: 3600,
    AuthorizationCode: 60,
    Grant: 3600,
    IdToken: 3600,
    Interaction: 600,
    Session: 3600,
  },
  findAccount: (_ctx, id) => {
    const account = accounts.get(id);
    return account && { accountId: id, claims: () => ({ ...account }) };
  },
});

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
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'End-User aborted interaction' },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const form = await formBody(req);
  const email = (form.get('email') ?? '').trim().toLowerCase();
  const name = (form.get('name') ?? '').trim();
  const sub = subjectOf(email);
  accounts.set(sub, { sub, email, email_verified: true, ...(name ? { name } : {}) });
  const grant = new provider.Grant({ accountId: sub, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope));
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: sub }, consent: { grantId: await grant.save() } },
    { mergeWithLastSubmission: false },
  );
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
