/**
 * Contracts between deploy units: the runtime config the API hands every page in `/config.js`,
 * and the `remotes.json` registry that deploy and rollback write and the shell reads. The shell
 * reads both before its first render, so they are checked by hand here, with no schema library:
 * zod/mini alone was 17 KB of a guest's first page (docs/performance.md; ADR 0086).
 */
/** The global `/config.js` sets before any bundle runs. */
export const RUNTIME_CONFIG_GLOBAL = '__CARCLUB_CONFIG__';

/** What the browser apps read from `window.__CARCLUB_CONFIG__` before they start. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  sentryDsn: string | null;
  environment: string;
  release: string | null;
  /** Present (and true) only when Google sign-in is configured; the apps then show its buttons. */
  googleSignIn?: true;
}

type Check<T> = (value: unknown) => value is T;

const nonEmpty: Check<string> = (value): value is string =>
  typeof value === 'string' && value.length > 0;
const nullableNonEmpty: Check<string | null> = (value): value is string | null =>
  value === null || nonEmpty(value);

/** Each field of the runtime config and what makes it valid. */
const RUNTIME_CONFIG_FIELDS: { [K in keyof RuntimeConfig]-?: Check<RuntimeConfig[K]> } = {
  apiBaseUrl: nonEmpty,
  sentryDsn: nullableNonEmpty,
  environment: nonEmpty,
  release: nullableNonEmpty,
  googleSignIn: (value): value is true | undefined => value === undefined || value === true,
};

/** What a page without `/config.js` (a unit test, a remote run on its own) works with. */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: '/api',
  sentryDsn: null,
  environment: 'production',
  release: null,
};

/**
 * The fields of `raw` the contract names, each valid one as it is and each invalid or missing
 * one from `fallback` (or reported through `invalid`). Unknown fields are left out.
 */
function runtimeConfigFrom(
  raw: unknown,
  fallback: RuntimeConfig,
  invalid: (field: keyof RuntimeConfig) => void = () => undefined,
): RuntimeConfig {
  const fields = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const config: Record<string, unknown> = {};
  for (const [field, valid] of Object.entries(RUNTIME_CONFIG_FIELDS) as [
    keyof RuntimeConfig,
    Check<unknown>,
  ][]) {
    let value = fields[field];
    if (!valid(value)) {
      invalid(field);
      value = fallback[field];
    }
    if (value !== undefined) config[field] = value;
  }
  return config as unknown as RuntimeConfig;
}

/** The body of `/config.js`: the config checked against the contract, then set as the global. */
export function runtimeConfigScript(config: RuntimeConfig): string {
  const checked = runtimeConfigFrom(config, DEFAULT_RUNTIME_CONFIG, (field) => {
    throw new TypeError(`The runtime config's ${field} is not valid.`);
  });
  // `<` escaped: the site writes this script into its pages, where `</script>` would end it.
  return `window.${RUNTIME_CONFIG_GLOBAL} = ${JSON.stringify(checked).replace(/</g, '\\u003c')};\n`;
}

/**
 * The runtime config of this page. A missing or invalid field falls back to its default alone, so
 * one bad value (say an empty DSN) never costs the page its API address.
 */
export function readRuntimeConfig(scope: object = globalThis): RuntimeConfig {
  return runtimeConfigFrom(
    (scope as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL],
    DEFAULT_RUNTIME_CONFIG,
  );
}

/** One entry of the browser-facing registry `remotes.json`: a remote's live release. */
export interface RegistryEntry {
  /** The remote's package folder, e.g. `mf-garage`. */
  name: string;
  /** Its Module Federation container name, e.g. `mf_garage`. */
  federationName: string;
  /**
   * The live release's manifest: on the site's origin (`/remotes/mf-garage/<releaseId>/mf-manifest.json`)
   * or on an origin of the remote's own (`https://cdn.example/remotes/…`), which the page's
   * Content-Security-Policy then allows.
   */
  entry: string;
  version: string;
  releaseId: string;
  /** Path prefixes whose pages the remote owns (`/my/cars` owns `/my/cars/x` too). */
  prefixes: string[];
  /**
   * A permission (contracts PERMISSIONS) the user must hold before the shell fetches anything of
   * this remote: nobody else downloads the admin dashboard's code.
   */
  requires?: string;
}

export interface Registry {
  remotes: RegistryEntry[];
}

/** `value` as a registry entry (its known fields only), or null when it breaks the contract. */
function registryEntryFrom(value: unknown): RegistryEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, federationName, entry, version, releaseId, prefixes, requires } = value as Record<
    string,
    unknown
  >;
  if (
    !nonEmpty(name) ||
    !nonEmpty(federationName) ||
    !nonEmpty(entry) ||
    !nonEmpty(version) ||
    !nonEmpty(releaseId) ||
    !Array.isArray(prefixes) ||
    !prefixes.every((prefix) => typeof prefix === 'string' && prefix.startsWith('/')) ||
    (requires !== undefined && !nonEmpty(requires))
  ) {
    return null;
  }
  return {
    name,
    federationName,
    entry,
    version,
    releaseId,
    prefixes: [...(prefixes as string[])],
    ...(requires === undefined ? {} : { requires }),
  };
}

/** Throws, naming the entry, unless every entry of `registry` keeps the contract. */
export function assertRegistry(registry: Registry): void {
  for (const [index, entry] of registry.remotes.entries()) {
    if (!registryEntryFrom(entry)) {
      throw new TypeError(`remotes.json entry ${index} (${entry.name}) breaks the contract.`);
    }
  }
}

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
  return remotes.flatMap((remote: unknown) => registryEntryFrom(remote) ?? []);
}
