import { type MarkdownProfile, renderMarkdown } from '@carclub/markdown';

/** Rendered texts kept; a thread's page reads the same comments again and again. */
const MAX_ENTRIES = 5_000;
/** Texts longer than this are rendered each time: a few long posts must not push out the rest. */
const MAX_CACHED_LENGTH = 4_000;

const cache = new Map<string, string>();

/**
 * A text's HTML as the pages show it (ADR 0163): the API sends it beside the markdown, so a
 * reader's browser needs no renderer. The renderer is pure, so an answer is kept by its text
 * (least recently used first out).
 */
export function markdownHtml(source: string, profile: MarkdownProfile): string {
  if (source === '') return '';
  if (source.length > MAX_CACHED_LENGTH) return renderMarkdown(source, profile);
  const key = `${profile}\u0000${source}`;
  const kept = cache.get(key);
  if (kept !== undefined) {
    // Read again: to the back of the line.
    cache.delete(key);
    cache.set(key, kept);
    return kept;
  }
  const html = renderMarkdown(source, profile);
  cache.set(key, html);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return html;
}
