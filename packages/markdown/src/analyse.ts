import type { Token } from 'markdown-it';

import { type MarkdownProfile, parseMarkdown, renderTokens } from './markdown';
import { MENTION, MENTION_OR_TAG, TAG } from './mentions-and-tags';

/** What a text points at, as its readers will see it rendered. */
export interface MarkdownAnalysis {
  /** The members it mentions: nicknames in lower case, each once, in order of first mention. */
  mentions: string[];
  /** Its tags as `normaliseTag` gives them, each once, in order of first use. */
  tags: string[];
  /** Links to elsewhere: written links, bare addresses made links; mentions and tags are not. */
  links: number;
  /** Images shown (none while every profile shows an image as text). */
  images: number;
}

function analyseTokens(tokens: readonly Token[]): MarkdownAnalysis {
  const mentions = new Set<string>();
  const tags = new Set<string>();
  let links = 0;
  let images = 0;
  const visit = (list: readonly Token[]) => {
    for (const token of list) {
      if (token.type === 'image') images += 1;
      if (token.type === 'link_open') {
        const value = (token.meta as { value?: string } | null)?.value ?? '';
        if (token.info === MENTION) mentions.add(value.toLowerCase());
        else if (token.info === TAG) tags.add(value);
        else if (!MENTION_OR_TAG.has(token.info)) links += 1;
      }
      if (token.children) visit(token.children);
    }
  };
  visit(tokens);
  return { mentions: [...mentions], tags: [...tags], links, images };
}

/**
 * Counts what `source` links to, from the very tokens `renderMarkdown` renders, so a limit the
 * server puts on them (a new member's 2 links and 2 mentions per comment) counts exactly what
 * readers will see. Pure: no DOM, the same in Node and the browser.
 */
export function analyseMarkdown(source: string, profile: MarkdownProfile): MarkdownAnalysis {
  return analyseTokens(parseMarkdown(source, profile));
}

/** `renderMarkdown` and `analyseMarkdown` from one parse: a server saving and showing a text. */
export function renderAndAnalyseMarkdown(
  source: string,
  profile: MarkdownProfile,
): { html: string; analysis: MarkdownAnalysis } {
  const tokens = parseMarkdown(source, profile);
  return { html: renderTokens(tokens, profile), analysis: analyseTokens(tokens) };
}
