import MarkdownIt, { type Token } from 'markdown-it';

import { linkMentionsAndTags, MENTION_OR_TAG } from './mentions-and-tags';

/**
 * What a text is: a logbook entry's `story` (ADR 0094), a `post`'s body (the story's rules, with
 * `@nickname` and `#tag` linked), or a `comment` (a post's rules without headings).
 */
export type MarkdownProfile = 'story' | 'post' | 'comment';

export const MARKDOWN_PROFILES: readonly MarkdownProfile[] = ['story', 'post', 'comment'];

/** Rel of every link a member wrote: not endorsed, written by users, no window.opener. */
const LINK_REL = 'nofollow ugc noopener noreferrer';

/** Only web and mail addresses and the site's own paths; never `javascript:`, `data:` or `//host`. */
const SAFE_URL = /^(?:https?:\/\/|mailto:|\/(?!\/))/i;

/**
 * The page names itself with <h1> and its sections with <h2>: a text's `#` heading becomes <h3>,
 * so its outline sits under the text's section, and `####`… stop at <h6>.
 */
const HEADING_OFFSET = 2;

/**
 * One renderer per profile, each safe by construction rather than by cleaning afterwards (ADR
 * 0094): HTML in the source is text (`html: false`, markdown-it escapes it), a link's address must
 * pass `SAFE_URL`, and images are text too (photos are uploads, re-encoded by the server; a remote
 * image would tell another server who reads the page). It renders the same on the server and in
 * the browser, so the page the server sent hydrates as it is.
 */
function createRenderer(profile: MarkdownProfile): MarkdownIt {
  const markdown = new MarkdownIt('default', {
    html: false,
    linkify: true,
    breaks: true,
    typographer: false,
  });
  markdown.disable(['image']);
  // A comment is a line in a thread, not a document: `# x` and an underlined line stay text.
  if (profile === 'comment') markdown.disable(['heading', 'lheading']);
  markdown.validateLink = (url) => SAFE_URL.test(url.trim());

  const defaultLinkOpen = markdown.renderer.rules['link_open'];
  markdown.renderer.rules['link_open'] = (tokens, index, options, env, self) => {
    const token = tokens[index]!;
    // A mention or a tag is the site's own page, which it vouches for.
    if (!MENTION_OR_TAG.has(token.info)) token.attrSet('rel', LINK_REL);
    return defaultLinkOpen
      ? defaultLinkOpen(tokens, index, options, env, self)
      : self.renderToken(tokens, index, options);
  };

  markdown.core.ruler.push('nest_headings', (state) => {
    for (const token of state.tokens) {
      if (token.type === 'heading_open' || token.type === 'heading_close') {
        const level = Math.min(6, Number(token.tag.slice(1)) + HEADING_OFFSET);
        token.tag = `h${level}`;
      }
    }
    return true;
  });

  // Before linkify, which then leaves the new links alone, and before text_join, which would
  // merge an escaped `\@` or `\#` back into plain text.
  if (profile !== 'story')
    markdown.core.ruler.before('linkify', 'mentions_and_tags', linkMentionsAndTags);
  return markdown;
}

const renderers = new Map<MarkdownProfile, MarkdownIt>();

function rendererFor(profile: MarkdownProfile): MarkdownIt {
  let markdown = renderers.get(profile);
  if (!markdown) {
    markdown = createRenderer(profile);
    renderers.set(profile, markdown);
  }
  return markdown;
}

/** The tokens `renderMarkdown` renders: what `analyseMarkdown` counts. */
export function parseMarkdown(source: string, profile: MarkdownProfile): Token[] {
  return rendererFor(profile).parse(source, {});
}

/** Renders tokens of `parseMarkdown(…, profile)`. */
export function renderTokens(tokens: Token[], profile: MarkdownProfile): string {
  const markdown = rendererFor(profile);
  return markdown.renderer.render(tokens, markdown.options, {});
}

/** The text's HTML, safe to put into the page as it is. */
export function renderMarkdown(source: string, profile: MarkdownProfile): string {
  return renderTokens(parseMarkdown(source, profile), profile);
}
