import * as oidc from 'openid-client';

import type { GoogleConfig } from '../../../config';

/** The scopes whose claims (e-mail, name) Google puts in the ID token. */
const SCOPE = 'openid email profile';
/** Seconds the provider may take per call; the browser is waiting on our callback meanwhile. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** How the server talks HTTP to the provider: the global fetch, or an in-process one in tests. */
export type OidcFetch = oidc.CustomFetch;

/** Why a sign-in could not be completed; each has its own message on the page. */
export type GoogleFailureReason = 'cancelled' | 'unverified' | 'unavailable' | 'failed';

export class GoogleSignInError extends Error {
  constructor(
    readonly reason: GoogleFailureReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GoogleSignInError';
  }
}

/** Thrown by our fetch wrapper, so a provider that is down is told apart from a refused answer. */
class ProviderUnreachableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnreachableError';
  }
}

function unreachableInChain(error: unknown): ProviderUnreachableError | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof ProviderUnreachableError) return current;
    if (current.name === 'TimeoutError' || (current as oidc.ClientError).code === 'OAUTH_TIMEOUT') {
      return new ProviderUnreachableError('the provider did not answer in time', { cause: error });
    }
  }
  return undefined;
}

/** What one authorization request needs to remember until the provider sends the user back. */
export interface AuthorizationRequest {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export type ExpectedChecks = Omit<AuthorizationRequest, 'url'>;

/** The person the provider vouched for, from the validated ID token. */
export interface GoogleProfile {
  subject: string;
  /** Lower-cased, as every e-mail address is stored. */
  email: string;
  name: string | undefined;
  givenName: string | undefined;
  familyName: string | undefined;
}

export interface GoogleOidc {
  readonly redirectUri: string;
  /** A fresh authorization URL with PKCE (S256), state and nonce. */
  authorizationRequest(): Promise<AuthorizationRequest>;
  /**
   * Validates the provider's answer (state, `iss`), exchanges the code with the PKCE verifier and
   * validates the ID token (signature, iss, aud, nonce, expiry). Throws GoogleSignInError.
   */
  completeSignIn(callbackUrl: URL, expected: ExpectedChecks): Promise<GoogleProfile>;
}

export interface GoogleOidcOptions extends GoogleConfig {
  /** `<PUBLIC_URL>/api/auth/google/callback`, registered with the provider. */
  redirectUri: string;
  fetch?: OidcFetch;
}

const optionalString = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

function profileFrom(claims: oidc.IDToken | undefined): GoogleProfile {
  if (!claims || typeof claims.sub !== 'string' || claims.sub === '') {
    throw new GoogleSignInError('failed', 'the ID token has no subject');
  }
  const email = optionalString(claims.email)?.toLowerCase();
  if (email === undefined) throw new GoogleSignInError('failed', 'the ID token has no e-mail');
  // Google has sent the flag as the string "true" in some tokens.
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  if (!verified) throw new GoogleSignInError('unverified', 'the e-mail address is not verified');
  return {
    subject: claims.sub,
    email,
    name: optionalString(claims.name),
    givenName: optionalString(claims.given_name),
    familyName: optionalString(claims.family_name),
  };
}

/**
 * The OpenID Connect client of Google sign-in. The provider's metadata is discovered on first use
 * and kept; a failed discovery is tried again by the next sign-in instead of being remembered.
 */
export function createGoogleOidc({
  issuer,
  clientId,
  clientSecret,
  redirectUri,
  // openid-client's request bodies include Uint8Array, which Node's fetch takes but the DOM
  // typing of RequestInit does not list.
  fetch: baseFetch = (url, options) => fetch(url, options as RequestInit),
}: GoogleOidcOptions): GoogleOidc {
  const guardedFetch: OidcFetch = async (url, options) => {
    let response: Response;
    try {
      response = await baseFetch(url, options);
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') throw error;
      throw new ProviderUnreachableError(
        `the provider could not be reached (${new URL(url).origin})`,
        {
          cause: error,
        },
      );
    }
    if (response.status >= 500) {
      throw new ProviderUnreachableError(`the provider answered ${response.status}`);
    }
    return response;
  };

  let configuration: Promise<oidc.Configuration> | undefined;
  const configured = () => {
    configuration ??= oidc
      .discovery(new URL(issuer), clientId, undefined, oidc.ClientSecretPost(clientSecret), {
        [oidc.customFetch]: guardedFetch,
        timeout: PROVIDER_TIMEOUT_SECONDS,
        // Plain http passes config validation only on loopback (a local test provider).
        execute: new URL(issuer).protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      })
      .then((config) => {
        config.timeout = PROVIDER_TIMEOUT_SECONDS;
        // The ID token comes straight from the token endpoint over TLS, which the spec deems
        // enough; its signature is checked against the provider's keys all the same.
        oidc.enableNonRepudiationChecks(config);
        return config;
      });
    configuration.catch(() => {
      configuration = undefined;
    });
    return configuration;
  };

  function asSignInError(error: unknown): GoogleSignInError {
    if (error instanceof GoogleSignInError) return error;
    const unreachable = unreachableInChain(error);
    if (unreachable)
      return new GoogleSignInError('unavailable', unreachable.message, { cause: error });
    const detail =
      error instanceof oidc.ResponseBodyError
        ? `the provider refused the code (${error.error})`
        : `the provider's answer is not valid (${error instanceof Error ? error.message : String(error)})`;
    return new GoogleSignInError('failed', detail, { cause: error });
  }

  return {
    redirectUri,
    async authorizationRequest() {
      let config: oidc.Configuration;
      try {
        config = await configured();
      } catch (error) {
        throw asSignInError(error);
      }
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, state, nonce, codeVerifier };
    },
    async completeSignIn(callbackUrl, { state, nonce, codeVerifier }) {
      try {
        const config = await configured();
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: codeVerifier,
          expectedState: state,
          expectedNonce: nonce,
          idTokenExpected: true,
        });
        return profileFrom(tokens.claims());
      } catch (error) {
        throw asSignInError(error);
      }
    },
  };
}
