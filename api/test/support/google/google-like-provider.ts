import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type Provider from 'oidc-provider';
import type { Configuration } from 'oidc-provider';

/** The OAuth client our API is registered as at the provider. */
export interface ProviderClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/**
 * The `oidc-provider` settings that make it behave like Google for our code flow: one confidential
 * client, PKCE required, the scopes' claims in the ID token, a fresh signing key. Shared by the
 * in-process provider of the API tests and the loopback one of the journeys.
 */
export function googleLikeConfiguration(
  client: ProviderClient,
  claimsOf: (accountId: string) => object | undefined,
): Configuration {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Like Google: the scopes' claims are in the ID token itself.
    conformIdTokenClaims: false,
    // Explicit lifetimes (seconds), as the provider asks of every deployment.
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 3600,
      Interaction: 600,
      Session: 3600,
    },
    findAccount: (_ctx, id) => {
      const claims = claimsOf(id);
      return claims && { accountId: id, claims: () => ({ sub: id, ...claims }) };
    },
  };
}

/**
 * Ends the provider's interaction (Google's account chooser) the way the person answered: signed
 * in as `accountId` with consent to the requested scopes, or cancelled.
 */
export async function finishInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  answer: { accountId: string } | 'cancel',
): Promise<void> {
  if (answer === 'cancel') {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'End-User aborted interaction' },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const details = await provider.interactionDetails(req, res);
  const grant = new provider.Grant({
    accountId: answer.accountId,
    clientId: String(details.params.client_id),
  });
  grant.addOIDCScope(String(details.params.scope));
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: answer.accountId }, consent: { grantId: await grant.save() } },
    { mergeWithLastSubmission: false },
  );
}
