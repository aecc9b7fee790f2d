import { createHash } from 'node:crypto';

import { escapeHtml } from '../text';

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

/** The shell's entry script as its build writes it (minified or not) at the end of the body. */
const DEFERRED_ENTRY = /<script defer(?:="defer")? src=(["']?)([^"'\s>]+\.js)\1><\/script>/;

/**
 * A page whose HTML the server rendered, with the shell's entry script started only after the
 * browser has painted that HTML: a deferred script runs before the first paint whenever it has
 * arrived by then (always on a fast network), and the page then shows only once the app's
 * start-up code has run, which on a phone's CPU takes hundreds of milliseconds. The entry is
 * preloaded from the head, so it still downloads at once. A hidden page (a background tab) paints
 * no frames: it starts at once. Returns the hash the page's policy must allow the loader by.
 */
export function startAfterFirstPaint(html: string): { html: string; scriptHashes: string[] } {
  const entry = DEFERRED_ENTRY.exec(html);
  if (!entry) return { html, scriptHashes: [] };
  const src = JSON.stringify(entry[2]).replace(/</g, '\\u003c');
  const loader =
    `(function(){function start(){var s=document.createElement("script");s.src=${src};` +
    `document.body.appendChild(s)}if(document.visibilityState==="visible")` +
    `requestAnimationFrame(function(){setTimeout(start,0)});else start()})();`;
  const preload = `<link rel="preload" as="script" href="${escapeHtml(entry[2]!)}">`;
  return {
    html: html
      .replace(entry[0], () => `<script>${loader}</script>`)
      .replace(/<\/head\s*>/i, (end) => `${preload}${end}`),
    scriptHashes: [scriptHash(loader)],
  };
}
