import MarkdownIt from 'markdown-it';

/** Rel of every link in a member's story: not endorsed, written by users, no window.opener. */
const LINK_REL = 'nofollow ugc noopener noreferrer';

/** Only web and mail addresses and the site's own paths; never `javascript:`, `data:` or `//host`. */
const SAFE_URL = /^(?:https?:\/\/|mailto:|\/(?!\/))/i;

/**
 * The story renderer (ADR 0094). Safe by construction rather than by cleaning afterwards: HTML in
 * the source is text (`html: false`, markdown-it escapes it), a link's address must pass
 * `SAFE_URL`, and images are text too (photos are uploads, re-encoded by the server; a remote
 * image would tell another server who reads the page). It renders the same on the server and in
 * the browser, so the page the server sent hydrates as it is.
 */
const markdown = new MarkdownIt('default', {
  html: false,
  linkify: true,
  breaks: true,
  typographer: false,
});
markdown.disable(['image']);
markdown.validateLink = (url) => SAFE_URL.test(url.trim());

const defaultLinkOpen = markdown.renderer.rules['link_open'];
markdown.renderer.rules['link_open'] = (tokens, index, options, env, self) => {
  tokens[index]!.attrSet('rel', LINK_REL);
  return defaultLinkOpen
    ? defaultLinkOpen(tokens, index, options, env, self)
    : self.renderToken(tokens, index, options);
};

/**
 * The page names itself with <h1> and its sections with <h2>: a story's `#` heading becomes <h3>,
 * so its outline sits under the story's section, and `####`… stop at <h6>.
 */
const HEADING_OFFSET = 2;
markdown.core.ruler.push('nest_headings', (state) => {
  for (const token of state.tokens) {
    if (token.type === 'heading_open' || token.type === 'heading_close') {
      const level = Math.min(6, Number(token.tag.slice(1)) + HEADING_OFFSET);
      token.tag = `h${level}`;
    }
  }
  return true;
});

/** The story's HTML, safe to put into the page as it is. */
export function renderStory(source: string): string {
  return markdown.render(source);
}
