/**
 * oidc-provider prints development notices that do not concern a provider living for one test
 * file: that it prefers Node 22 (this project runs on Node 20, DESIGN §6, where these tests show
 * it works) and that its storage is in memory. Any other warning still shows.
 */
const EXPECTED = [/Unsupported runtime/, /in-memory adapter/];
const original = console.warn;

function filtered(...args: unknown[]): void {
  const text = String(args[0]);
  if (EXPECTED.some((pattern) => pattern.test(text))) return;
  original.apply(console, args);
}

// oidc-provider warns on import: this module is imported before it and restores afterwards.
console.warn = filtered;

export function restoreConsole(): void {
  console.warn = original;
}

/** Runs `create` with the expected notices silenced. */
export function quietly<T>(create: () => T): T {
  console.warn = filtered;
  try {
    return create();
  } finally {
    console.warn = original;
  }
}
