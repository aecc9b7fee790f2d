import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { inject, type InjectOptions, type Response as InjectResponse } from 'light-my-request';
// Before oidc-provider, which prints its notices as it loads.
import { quietly, restoreConsole } from './provider-notices';
import Provider from 'oidc-provider';

import type { OidcFetch } from '../../../src/lib/auth/google/oidc';
import { finishInteraction, googleLikeConfiguration } from './google-like-provider';

restoreConsole();

export const TEST_ISSUER = 'https://accounts.google.test';
export const TEST_CLIENT_ID = 'carclub-test-client';
export const TEST_CLIENT_SECRET = 'carclub-test-client-secret-0123456789';
export const TEST_PUBLIC_URL = 'http://carclub.test';
export const TEST_REDIRECT_URI = `${TEST_PUBLIC_URL}/api/auth/google/callback`;

/** The environment of an app whose Google sign-in talks to the test provider. */
export const GOOGLE_TEST_ENV = {
  PUBLIC_URL: TEST_PUBLIC_URL,
  GOOGLE_ISSUER: TEST_ISSUER,
  GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
  GOOGLE_CLIENT_SECRET: TEST_CLIENT_SECRET,
};

/** A person with an account at the provider. */
export interface ProviderAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
}

export function providerAccount(overrides: Partial<ProviderAccount> = {}): ProviderAccount {
  const id = randomBytes(6).toString('hex');
  return {
    sub: `google-${id}`,
    email: `person-${id}@gmail.test`,
    email_verified: true,
    name: 'Ann Smith',
    given_name: 'Ann',
    family_name: 'Smith',
    ...overrides,
  };
}

type Interaction = { account: ProviderAccount } | { cancel: true };

/**
 * A real OpenID Connect provider (the `oidc-provider` package) running in process: the app reaches
 * it through `fetch` (discovery, keys, token endpoint) and the "browser" of a test through
 * `signIn`, both by injecting requests into its Node handler, so no port is opened. PKCE is
 * required, as Google requires it of this flow. The interaction (Google's account chooser) is
 * answered in code: sign in as the given account with consent, or cancel.
 */
export class OidcTestProvider {
  readonly provider: Provider;
  /** When true, every call of the app fails as if the provider could not be reached. */
  offline = false;
  /** Requests the app made to the provider, for assertions on what was sent. */
  readonly requests: Array<{ method: string; url: string; body: string | undefined }> = [];
  private readonly accounts = new Map<string, ProviderAccount>();
  private nextInteraction: Interaction | undefined;
  private readonly handler: (req: IncomingMessage, res: ServerResponse) => void;

  constructor(redirectUri: string = TEST_REDIRECT_URI) {
    const accounts = this.accounts;
    this.provider = quietly(
      () =>
        new Provider(
          TEST_ISSUER,
          googleLikeConfiguration(
            { clientId: TEST_CLIENT_ID, clientSecret: TEST_CLIENT_SECRET, redirectUri },
            (id) => accounts.get(id),
          ),
        ),
    );
    // Requests arrive over plain HTTP with X-Forwarded-Proto, as behind a TLS terminator.
    this.provider.proxy = true;
    const callback = this.provider.callback();
    this.handler = (req, res) => {
      if (req.url?.startsWith('/interaction/')) {
        void this.interact(req, res);
        return;
      }
      void callback(req, res);
    };
  }

  private async interact(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const interaction = this.nextInteraction;
    this.nextInteraction = undefined;
    if (!interaction) throw new Error('the test did not say how to answer the provider');
    if ('cancel' in interaction) {
      await finishInteraction(this.provider, req, res, 'cancel');
      return;
    }
    const { account } = interaction;
    this.accounts.set(account.sub, account);
    await finishInteraction(this.provider, req, res, { accountId: account.sub });
  }

  private async request(
    url: URL,
    options: Omit<InjectOptions, 'url' | 'cookies'> & { jar?: Map<string, string> },
  ): Promise<InjectResponse> {
    const { jar, headers, ...rest } = options;
    return inject(this.handler, {
      ...rest,
      url: `${url.pathname}${url.search}`,
      headers: {
        ...headers,
        host: url.host,
        'x-forwarded-proto': 'https',
        ...(jar && jar.size > 0
          ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {}),
      },
    });
  }

  /** The app's HTTP to the provider: a real request into its handler, answered as fetch would. */
  readonly fetch: OidcFetch = async (url, options) => {
    const target = new URL(url);
    const body =
      options.body === undefined || options.body === null
        ? undefined
        : options.body instanceof URLSearchParams
          ? options.body.toString()
          : typeof options.body === 'string'
            ? options.body
            : Buffer.from(options.body as Uint8Array).toString('utf8');
    this.requests.push({ method: options.method ?? 'GET', url, body });
    if (this.offline) throw new TypeError('fetch failed', { cause: new Error('ECONNREFUSED') });
    const response = await this.request(target, {
      method: options.method ?? 'GET',
      headers: Object.fromEntries(new Headers(options.headers as HeadersInit)),
      ...(body === undefined ? {} : { payload: body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const item of [value].flat()) if (item !== undefined) headers.append(name, String(item));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };

  /**
   * The browser's part: follows the authorization URL through the provider, where `account` signs
   * in and consents (or the person cancels), and returns the URL the provider redirects back to.
   */
  async signIn(authorizationUrl: string, answer: ProviderAccount | 'cancel'): Promise<URL> {
    this.nextInteraction = answer === 'cancel' ? { cancel: true } : { account: answer };
    const jar = new Map<string, string>();
    let next = new URL(authorizationUrl);
    for (let hop = 0; hop < 5; hop += 1) {
      const response = await this.request(next, { method: 'GET', jar });
      for (const header of [response.headers['set-cookie'] ?? []].flat()) {
        const [pair = ''] = String(header).split(';');
        const separator = pair.indexOf('=');
        jar.set(pair.slice(0, separator), pair.slice(separator + 1));
      }
      const location = response.headers.location;
      if (response.statusCode < 300 || response.statusCode >= 400 || !location) {
        throw new Error(`the provider answered ${response.statusCode}: ${response.body}`);
      }
      next = new URL(String(location), next);
      if (next.origin !== TEST_ISSUER) return next;
    }
    throw new Error('the provider kept redirecting');
  }
}
