import fp from 'fastify-plugin';

import type { GoogleConfig } from '../config';
import { createGoogleOidc, type GoogleSignIn, loginStateKey, type OidcFetch } from '../lib/auth';
import { loadJwtSecret } from '../lib/server-secret';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when Google sign-in is not configured. */
    googleSignIn: GoogleSignIn | null;
  }
}

export interface GooglePluginOptions {
  google: GoogleConfig | undefined;
  publicUrl: string;
  /** Where the provider sends the browser back; registered with Google as the redirect URI. */
  redirectUri: string;
  jwtSecret: string | undefined;
  dataDir: string;
  /** The provider's HTTP (tests run a provider in process); the global fetch by default. */
  fetch?: OidcFetch;
}

/** Google sign-in's OpenID Connect client and cookie key, when it is configured. */
export default fp<GooglePluginOptions>(
  async (app, { google, publicUrl, redirectUri, jwtSecret, dataDir, fetch }) => {
    if (!google) {
      app.decorate('googleSignIn', null);
      return;
    }
    const secret = await loadJwtSecret({ jwtSecret, dataDir });
    app.decorate('googleSignIn', {
      oidc: createGoogleOidc({ ...google, redirectUri, fetch }),
      stateKey: loginStateKey(secret),
      secureCookies: new URL(publicUrl).protocol === 'https:',
    });
  },
  // After `auth`, which creates the secret on first start.
  { name: 'google-sign-in', dependencies: ['auth'] },
);
