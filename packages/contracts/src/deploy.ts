/**
 * Contracts between deploy units: the runtime config the API hands every page in `/config.js`,
 * and the `remotes.json` registry that deploy and rollback write and the shell reads. The shell
 * reads both before its first render, so this module uses `zod/mini` (tree-shakable) and imports
 * nothing else of the contracts: a guest's page must stay free of full zod (README, Performance).
 */
import * as z from 'zod/mini';

/** The global `/config.js` sets before any bundle runs. */
export const RUNTIME_CONFIG_GLOBAL = '__CARCLUB_CONFIG__';

const nonEmpty = () => z.string().check(z.minLength(1));

/** What the browser apps read from `window.__CARCLUB_CONFIG__` before they start. */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: nonEmpty(),
  sentryDsn: z.nullable(nonEmpty()),
  environment: nonEmpty(),
  release: z.nullable(nonEmpty()),
  /** Present (and true) only when Google sign-in is configured; the apps then show its buttons. */
  googleSignIn: z.optional(z.literal(true)),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** What a page without `/config.js` (a unit test, a remote run on its own) works with. */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: '/api',
  sentryDsn: null,
  environment: 'production',
  release: null,
};

/** The body of `/config.js`: the config checked against the contract, then set as the global. */
export function runtimeConfigScript(config: RuntimeConfig): string {
  const checked = runtimeConfigSchema.parse(config);
  // `<` escaped: the site writes this script into its pages, where `</script>` would end it.
  return `window.${RUNTIME_CONFIG_GLOBAL} = ${JSON.stringify(checked).replace(/</g, '\\u003c')};\n`;
}

/**
 * The runtime config of this page. A missing or invalid field falls back to its default alone, so
 * one bad value (say an empty DSN) never costs the page its API address.
 */
export function readRuntimeConfig(scope: object = globalThis): RuntimeConfig {
  const raw: unknown = (scope as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL];
  const whole = runtimeConfigSchema.safeParse(raw);
  if (whole.success) return whole.data;
  const fields = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const { shape } = runtimeConfigSchema;
  const field = <K extends keyof RuntimeConfig>(key: K): RuntimeConfig[K] => {
    const parsed = shape[key].safeParse(fields[key]);
    return (parsed.success ? parsed.data : DEFAULT_RUNTIME_CONFIG[key]) as RuntimeConfig[K];
  };
  const googleSignIn = field('googleSignIn');
  return {
    apiBaseUrl: field('apiBaseUrl'),
    sentryDsn: field('sentryDsn'),
    environment: field('environment'),
    release: field('release'),
    ...(googleSignIn ? { googleSignIn } : {}),
  };
}

/** One entry of the browser-facing registry `remotes.json`: a remote's live release. */
export const registryEntrySchema = z.object({
  /** The remote's package folder, e.g. `mf-garage`. */
  name: nonEmpty(),
  /** Its Module Federation container name, e.g. `mf_garage`. */
  federationName: nonEmpty(),
  /**
   * The live release's manifest: on the site's origin (`/remotes/mf-garage/<releaseId>/mf-manifest.json`)
   * or on an origin of the remote's own (`https://cdn.example/remotes/…`), which the page's
   * Content-Security-Policy then allows.
   */
  entry: nonEmpty(),
  version: nonEmpty(),
  releaseId: nonEmpty(),
  /** Path prefixes whose pages the remote owns (`/my/cars` owns `/my/cars/x` too). */
  prefixes: z.array(z.string().check(z.startsWith('/'))),
  /**
   * A permission (contracts PERMISSIONS) the user must hold before the shell fetches anything of
   * this remote: nobody else downloads the admin dashboard's code.
   */
  requires: z.optional(nonEmpty()),
});

export type RegistryEntry = z.infer<typeof registryEntrySchema>;

export const registrySchema = z.object({ remotes: z.array(registryEntrySchema) });

export type Registry = z.infer<typeof registrySchema>;

/**
 * The origins other than the site's that a registry's entries name, each once: what the page's
 * Content-Security-Policy must allow beside 'self'. `siteUrl` resolves relative entries.
 */
export function remoteOrigins(entries: readonly RegistryEntry[], siteUrl: string): string[] {
  const site = new URL(siteUrl).origin;
  const origins = new Set<string>();
  for (const { entry } of entries) {
    try {
      const { origin, protocol } = new URL(entry, siteUrl);
      if (origin !== site && (protocol === 'https:' || protocol === 'http:')) origins.add(origin);
    } catch {
      // An entry that is no URL loads nothing, so it needs nothing allowed.
    }
  }
  return [...origins];
}

/**
 * The valid entries of a `remotes.json` body. An entry that breaks the contract (a remote deployed
 * by an older tool, a hand edit) is left out alone, so the other remotes keep working.
 */
export function readRegistry(body: unknown): RegistryEntry[] {
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) return [];
  return remotes.flatMap((remote: unknown) => {
    const parsed = registryEntrySchema.safeParse(remote);
    return parsed.success ? [parsed.data] : [];
  });
}
