import { createHash } from 'node:crypto';

/** Where the shell's `index.html` loads its two blocking head scripts from (minified or not). */
const HEAD_SCRIPT = /<script src=(["']?)\/(theme-init|config)\.js\1><\/script>/g;
/** What would end a `<script>` element, or change how the HTML parser reads the rest of it. */
const UNSAFE_INLINE = /<\/script|<!--/i;

export type HeadScriptName = 'theme-init' | 'config';

/** A script's CSP source expression, which allows that exact inline script and no other. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
}

/**
 * The page with its blocking head scripts, `/theme-init.js` (the theme, before the first paint) and
 * `/config.js` (the apps' runtime config), written into it, and the hashes its Content-Security-
 * Policy must allow them by. Each was a request the first paint waited for: 150–300 ms on a phone's
 * network, measured by Lighthouse. A script whose source is unknown (null) or could not stand
 * inside `<script>` stays external; both files are still served.
 */
export function inlineHeadScripts(
  html: string,
  sources: Record<HeadScriptName, string | null>,
): { html: string; scriptHashes: string[] } {
  const scriptHashes: string[] = [];
  const inlined = html.replace(HEAD_SCRIPT, (tag, _quote, name: HeadScriptName) => {
    const source = sources[name];
    if (source === null || UNSAFE_INLINE.test(source)) return tag;
    scriptHashes.push(scriptHash(source));
    return `<script>${source}</script>`;
  });
  return { html: inlined, scriptHashes };
}
