import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';

import type { Account, TokenPair } from './accounts';

/** The token pair the browser keeps in its `auth_tokens` cookie, or null when it has none. */
export async function browserTokens(context: BrowserContext): Promise<TokenPair | null> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'auth_tokens');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as TokenPair) : null;
}

export interface PageCallResult {
  path: string;
  /** The HTTP status the page's API client finally settled on (after any refresh and retry). */
  status: number;
}

/**
 * Makes the page fire GET calls to `paths`, all at once, through its own `@carclub/api-client`
 * (the one instance every app shares through Module Federation), exactly as a page's queries do:
 * the same interceptors add the bearer, refresh on 401 and retry.
 */
export function callApiFromPage(page: Page, paths: readonly string[]): Promise<PageCallResult[]> {
  return page.evaluate(async (calls) => {
    interface SharedEntry {
      loaded?: boolean;
      lib?: () => {
        apiClient: { get(path: string): Promise<{ status: number }> };
      };
    }
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, SharedEntry>>>>;
        };
      }
    ).__FEDERATION__;
    const entry = Object.values(federation.__SHARE__)
      .flatMap((host) => Object.values(host))
      .flatMap((scope) => Object.values(scope['@carclub/api-client'] ?? {}))
      .find((candidate) => candidate.loaded && candidate.lib);
    if (!entry?.lib) throw new Error('the page has not loaded @carclub/api-client');
    const { apiClient } = entry.lib();
    return Promise.all(
      calls.map(async (path) => {
        try {
          return { path, status: (await apiClient.get(path)).status };
        } catch (error) {
          const status = (error as { response?: { status?: number } }).response?.status ?? 0;
          return { path, status };
        }
      }),
    );
  }, paths);
}

/** What the login page says, in the language of the browser that opens it. */
export interface LoginPageText {
  locale: string;
  /** The start of the password field's label (a required field's label ends with an asterisk). */
  password: string;
  signIn: string;
}

/**
 * A browser of its own (its own cookies, so a device the account has not used), signed in through
 * the login page as a member would; resolves once the header's account menu names the member.
 */
export async function signInFromNewBrowser(
  browser: Browser,
  account: Pick<Account, 'email' | 'password' | 'nickname'>,
  text: LoginPageText,
  userAgent: string,
): Promise<Page> {
  const context = await browser.newContext({ locale: text.locale, userAgent });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel(new RegExp(`^${text.password}`)).fill(account.password);
  await page.getByRole('main').getByRole('button', { name: text.signIn }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: new RegExp(account.nickname) }),
  ).toBeVisible();
  return page;
}
