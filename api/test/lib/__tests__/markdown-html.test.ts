import { renderMarkdown } from '@carclub/markdown';

import { markdownHtml } from '../../../src/lib/text';

describe('markdownHtml (the HTML the API sends beside a text, ADR 0163)', () => {
  it('is the site renderer’s answer for each profile, the same when asked again', () => {
    const source = '## Heading\n\n**bold** ![photo](https://example.com/a.jpg) @anna';
    for (const profile of ['post', 'comment', 'story'] as const) {
      const html = markdownHtml(source, profile);
      expect(html).toBe(renderMarkdown(source, profile));
      expect(markdownHtml(source, profile)).toBe(html);
    }
    // A comment has no headings or images; a post has both: one cache, kept apart by profile.
    expect(markdownHtml(source, 'comment')).not.toBe(markdownHtml(source, 'post'));
  });

  it('renders a long text too, and nothing for nothing', () => {
    const long = `${'word '.repeat(2_000)}**end**`;
    expect(markdownHtml(long, 'post')).toBe(renderMarkdown(long, 'post'));
    expect(markdownHtml('', 'comment')).toBe('');
  });
});
