import { POST_EXCERPT_LENGTH } from '@carclub/contracts';
import { parseMarkdown } from '@carclub/markdown';

import { slugify, transliterate } from '../text';

/** Long titles would make unwieldy addresses; a `-N` suffix still fits after the cut. */
const SLUG_MAX_LENGTH = 80;

/** `Замінив зчеплення на Golf` → `zaminyv-zcheplennia-na-golf`; `post` when nothing is left. */
export function postSlugBase(title: string): string {
  const slug = slugify(transliterate(title))
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/(?<!-)-+$/, '');
  return slug === '' ? 'post' : slug;
}

/**
 * The start of a post's text as a list card quotes it: the words the reader sees, without
 * markdown, cut at a word within POST_EXCERPT_LENGTH characters.
 */
export function excerptOf(body: string): string {
  const words: string[] = [];
  for (const token of parseMarkdown(body, 'post')) {
    for (const child of token.children ?? []) {
      if (child.type === 'text' || child.type === 'code_inline') words.push(child.content);
      if (child.type === 'softbreak' || child.type === 'hardbreak') words.push(' ');
    }
    if (token.type === 'paragraph_close' || token.type === 'heading_close') words.push(' ');
  }
  const text = words.join('').replace(/\s+/g, ' ').trim();
  if (text.length <= POST_EXCERPT_LENGTH) return text;
  const cut = text.slice(0, POST_EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > POST_EXCERPT_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
