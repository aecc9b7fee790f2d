import { randomBytes } from 'node:crypto';

import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';

import { linkTo, waitForMail } from './mailbox';
import { E2E_ADMIN_DOMAIN, E2E_PORT } from './ports';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export interface Account {
  email: string;
  password: string;
  nickname: string;
}

export interface SignedInAccount extends Account {
  tokens: TokenPair;
}

/** An account nobody has used yet, so journeys never depend on each other's data. */
export function newAccount(label = 'driver', domain = 'e2e.carclub.test'): Account {
  // Letters only: a hex id's run of digits reads as a number to the layout checks, which fail
  // when a narrow table wraps a nickname like `admin_a6719699c1` inside that run.
  const id = randomBytes(5)
    .toString('hex')
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!);
  return {
    email: `${label}-${id}@${domain}`,
    password: `Pass-${id}-word`,
    nickname: `${label}_${id}`,
  };
}

/**
 * Registers `account` through the API, from a page in `language` (the account's e-mails are written
 * in it), and activates it with the link of the e-mail it receives, as a user would; for journeys
 * whose subject is not the sign-up itself.
 */
export async function registerActivated(
  request: APIRequestContext,
  account: Account = newAccount(),
  language: 'uk' | 'en' = 'en',
): Promise<Account> {
  const registered = await request.post(`/api/auth/register?lang=${language}`, { data: account });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = linkTo(await waitForMail(account.email), '/activate').searchParams.get('token');
  const activated = await request.post('/api/auth/activate', { data: { token } });
  expect(activated.status(), await activated.text()).toBe(200);
  return account;
}

export async function logIn(request: APIRequestContext, account: Account): Promise<TokenPair> {
  const response = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TokenPair;
}

/** A new, activated and signed-in account. */
export async function signedInAccount(
  request: APIRequestContext,
  label?: string,
): Promise<SignedInAccount> {
  const account = await registerActivated(request, newAccount(label));
  return { ...account, tokens: await logIn(request, account) };
}

/**
 * A new admin, signed in: an account of the admin domain, which its first sign-in makes an admin.
 * Moderators are appointed by an admin on the dashboard, as on the real site.
 */
export async function signedInAdmin(
  request: APIRequestContext,
  label = 'admin',
): Promise<SignedInAccount> {
  const account = await registerActivated(request, newAccount(label, E2E_ADMIN_DOMAIN));
  return { ...account, tokens: await logIn(request, account) };
}

/**
 * A new signed-in member whom a moderator trusts (ADR 0153: level 3, fixed): past a newcomer's
 * review, limits and budgets, for journeys about what posts and comments do, not about trust.
 */
export async function signedInTrustedAccount(
  request: APIRequestContext,
  label?: string,
): Promise<SignedInAccount> {
  const account = await signedInAccount(request, label);
  const me = await request.get('/api/auth/me', { headers: bearer(account.tokens) });
  const { id } = (await me.json()) as { id: string };
  const moderator = await signedInAdmin(request, 'trusting-admin');
  const trusted = await request.post(`/api/admin/members/${id}/trust-level`, {
    headers: bearer(moderator.tokens),
    data: { level: 3, reason: 'A journey about what members write' },
  });
  if (!trusted.ok()) throw new Error(`trust level not set: ${trusted.status()}`);
  return account;
}

/** The auth_tokens cookie, where the site keeps a session's tokens. */
const tokensCookie = (tokens: TokenPair) => ({
  name: 'auth_tokens',
  value: encodeURIComponent(JSON.stringify(tokens)),
  domain: '127.0.0.1',
  path: '/',
  secure: true,
  sameSite: 'Strict' as const,
  expires: Math.floor(Date.now() / 1000) + 7 * 24 * 3600,
});

/** Puts `tokens` where the site keeps them (the auth_tokens cookie), so pages open signed in. */
export async function useTokens(context: BrowserContext, tokens: TokenPair): Promise<void> {
  await context.addCookies([tokensCookie(tokens)]);
}

/** Authorization header of API calls made on behalf of an account. */
export const bearer = (tokens: TokenPair) => ({ authorization: `Bearer ${tokens.accessToken}` });

export const siteOrigin = `http://127.0.0.1:${E2E_PORT}`;

/** A page of its own context in `locale`, signed in as `account` (a guest's without one). */
export async function pageAs(
  browser: Browser,
  locale: string,
  account?: SignedInAccount,
): Promise<Page> {
  const context = await browser.newContext({ locale });
  if (account) await context.addCookies([tokensCookie(account.tokens)]);
  return context.newPage();
}
