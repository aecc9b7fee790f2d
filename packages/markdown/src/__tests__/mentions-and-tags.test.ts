import { analyseMarkdown, type MarkdownProfile, renderMarkdown } from '..';

function parse(source: string, profile: MarkdownProfile): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderMarkdown(source, profile);
  return container;
}

/** Each link of the rendered text as `text → href`. */
function links(source: string, profile: MarkdownProfile = 'post'): string[] {
  return Array.from(parse(source, profile).querySelectorAll('a')).map(
    (link) => `${link.textContent} → ${link.getAttribute('href')}`,
  );
}

describe('mentions and tags in a post', () => {
  it('links @nickname to the member’s page and #tag to the tag’s, as the site’s own links', () => {
    expect(renderMarkdown('Thanks @Ann.B for the tip #BMW', 'post')).toBe(
      '<p>Thanks <a href="/u/Ann.B">@Ann.B</a> for the tip <a href="/tags/bmw">#BMW</a></p>\n',
    );
  });

  it('links tags in any script, lower-cased and encoded in the address', () => {
    expect(links('#Тюнінг і #ремонт_двигуна, #E46')).toEqual([
      `#Тюнінг → /tags/${encodeURIComponent('тюнінг')}`,
      `#ремонт_двигуна → /tags/${encodeURIComponent('ремонт_двигуна')}`,
      '#E46 → /tags/e46',
    ]);
  });

  it.each([
    ['at the start of a line', '@ann and #tag', ['@ann → /u/ann', '#tag → /tags/tag']],
    [
      'in brackets and quotes',
      '(@ann) «#tag» "@bob"',
      ['@ann → /u/ann', '#tag → /tags/tag', '@bob → /u/bob'],
    ],
    ['ending a sentence', 'thanks, @ann. Done #tag!', ['@ann → /u/ann', '#tag → /tags/tag']],
    ['in emphasis and lists', '- **@ann**\n- _#tag_', ['@ann → /u/ann', '#tag → /tags/tag']],
    ['after a line break', 'first\n@ann', ['@ann → /u/ann']],
    ['in a heading', '## Visit @ann', ['@ann → /u/ann']],
    ['a nickname that looks like a host', 'ask @auto.ua', ['@auto.ua → /u/auto.ua']],
  ])('finds them %s', (_, source, expected) => {
    expect(links(source)).toEqual(expected);
  });

  it.each([
    ['an e-mail address', 'write to ann@example.com', ['ann@example.com → mailto:ann@example.com']],
    [
      'a web address',
      'https://example.com/@ann#part',
      ['https://example.com/@ann#part → https://example.com/@ann#part'],
    ],
    ['a bare host', 'see example.com/#tag', ['example.com/#tag → http://example.com/#tag']],
    [
      'a link’s text',
      '[ask @ann about #tag](https://example.com)',
      ['ask @ann about #tag → https://example.com'],
    ],
    ['inline code', '`@ann #tag`', []],
    ['a code block', '```\n@ann #tag\n```', []],
    ['an indented code block', '    @ann #tag', []],
    ['the middle of a word', 'word@ann C#tag page#part', []],
    ['an escaped sign', '\\@ann \\#tag', []],
    ['a name too short or too long', `@an @${'a'.repeat(31)} #${'a'.repeat(41)}`, []],
    ['a name the word goes on after', '@annа #tag@x', []],
    ['a nickname starting with a sign', '@-ann @.ann', []],
    ['numbers and lone signs', '#1 #2024 # @ #', []],
    ['a word with an apostrophe', "#обов'язково #м’ясо", []],
  ])('leaves them alone in %s', (_, source, expected) => {
    expect(links(source)).toEqual(expected);
  });

  it('keeps `# x` a heading in a post', () => {
    expect(parse('# Title #tag', 'post').querySelector('h3')?.textContent).toBe('Title #tag');
  });
});

describe('a comment', () => {
  it('keeps `# x` and an underlined line as text, and still links mentions and tags', () => {
    const container = parse('# not a heading @ann\n\nnor this #tag\n---', 'comment');
    expect(container.querySelector('h1, h2, h3, h4, h5, h6')).toBeNull();
    expect(container.textContent).toContain('# not a heading @ann');
    expect(links('# x @ann\n\nnor this #tag\n---', 'comment')).toEqual([
      '@ann → /u/ann',
      '#tag → /tags/tag',
    ]);
  });

  it('shows an image as its text, loading nothing', () => {
    expect(
      parse('![engine](https://example.com/e.jpg)', 'comment').querySelector('img'),
    ).toBeNull();
  });

  it('marks the member’s links as not followed, but not mentions and tags', () => {
    const container = parse('@ann [shop](https://shop.example) #tag', 'comment');
    expect(
      Array.from(container.querySelectorAll('a')).map((link) => link.getAttribute('rel')),
    ).toEqual([null, 'nofollow ugc noopener noreferrer', null]);
  });
});

describe('a story', () => {
  it('links neither mentions nor tags', () => {
    expect(links('@ann #tag', 'story')).toEqual([]);
  });
});

describe('the count of links agrees with what is rendered', () => {
  it.each([
    '[a](https://a.example) and https://b.example, ann@example.com, c.example',
    '@ann #tag [@bob](https://x.example) <https://auto.example>',
    '![x](https://img.example/x.png) [bad](javascript:alert(1)) [ok](/cars)',
    '`https://code.example` ```\nhttps://block.example\n```',
    '# head https://h.example\n\n> quote https://q.example @ann',
  ])('in %j', (source) => {
    for (const profile of ['story', 'post', 'comment'] as const) {
      const rendered = parse(source, profile);
      const analysis = analyseMarkdown(source, profile);
      expect(analysis.links).toBe(rendered.querySelectorAll('a[rel]').length);
      expect(analysis.mentions.length + analysis.tags.length).toBe(
        rendered.querySelectorAll('a:not([rel])').length,
      );
      expect(analysis.images).toBe(rendered.querySelectorAll('img').length);
    }
  });
});
