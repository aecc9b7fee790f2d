import { MARKDOWN_PROFILES, type MarkdownProfile, renderMarkdown } from '..';

/** Parses the rendered story the way a browser would, to look at what would run or load. */
function parse(source: string, profile: MarkdownProfile = 'story'): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderMarkdown(source, profile);
  return container;
}

/** Everything in the rendered story that could run script or load something from elsewhere. */
function activeContent(container: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of Array.from(container.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (
      [
        'script',
        'iframe',
        'object',
        'embed',
        'img',
        'svg',
        'math',
        'style',
        'form',
        'input',
        'video',
        'audio',
        'source',
        'link',
        'meta',
        'base',
      ].includes(tag)
    ) {
      found.push(`<${tag}>`);
    }
    for (const attribute of Array.from(element.attributes)) {
      if (
        /^on/i.test(attribute.name) ||
        attribute.name === 'style' ||
        attribute.name === 'srcdoc'
      ) {
        found.push(`${tag}[${attribute.name}]`);
      }
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute.name)) {
        if (!/^(?:https?:\/\/|mailto:|\/(?!\/))/i.test(attribute.value)) {
          found.push(`${tag}[${attribute.name}=${attribute.value}]`);
        }
      }
    }
  }
  return found;
}

// The usual stored-XSS payloads (OWASP's filter evasion cheat sheet, PortSwigger's list).
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '"><script>alert(1)</script>',
  '<style>@import "//evil.example/x.css"</style>',
  '<object data="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click]( javascript:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](java\tscript:alert(1))',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](//evil.example/phish)',
  '[click](file:///etc/passwd)',
  '![x](javascript:alert(1))',
  '![x](https://tracker.example/pixel.png)',
  '![x](x" onerror="alert(1))',
  '[x](https://example.com "title\\" onmouseover=alert(1) x=\\"")',
  '<https://example.com/" onmouseover="alert(1)>',
  '<javascript:alert(1)>',
  'javascript:alert(1)',
  '`<script>alert(1)</script>`',
  '```\n<script>alert(1)</script>\n```',
  '[a]: javascript:alert(1)\n\n[link][a]',
];

describe.each(MARKDOWN_PROFILES)('a %s’s Markdown', (profile) => {
  it.each(PAYLOADS)('renders %j with nothing that runs or loads', (payload) => {
    const container = parse(payload, profile);
    expect(activeContent(container)).toEqual([]);
  });

  it.each(PAYLOADS)('renders %j with mentions and tags around it, safely', (payload) => {
    const container = parse(`@ann ${payload} #tag @bob`, profile);
    expect(activeContent(container)).toEqual([]);
  });
});

describe('a story’s Markdown', () => {
  it('keeps raw HTML as the text it was typed as', () => {
    const container = parse('Fixed the <b>brakes</b> & <script>alert(1)</script>');
    expect(container.textContent).toContain('<b>brakes</b> & <script>alert(1)</script>');
    expect(container.querySelector('b')).toBeNull();
  });

  it('renders the Markdown a story uses', () => {
    const container = parse(
      '# Oil change\n\n**Castrol** 5W-30, *4.5 l*.\n\n- filter\n- gasket\n\n1. drain\n2. fill\n\n> quiet again\n\n`OC 90`',
    );
    expect(container.querySelector('h3')?.textContent).toBe('Oil change');
    expect(container.querySelector('h1, h2')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('Castrol');
    expect(container.querySelector('em')?.textContent).toBe('4.5 l');
    expect(container.querySelectorAll('ul li')).toHaveLength(2);
    expect(container.querySelectorAll('ol li')).toHaveLength(2);
    expect(container.querySelector('blockquote')?.textContent?.trim()).toBe('quiet again');
    expect(container.querySelector('code')?.textContent).toBe('OC 90');
  });

  it('keeps a single line break, as typed in a text area', () => {
    expect(parse('first line\nsecond line').querySelector('br')).not.toBeNull();
  });

  it('links web addresses, marked as the member’s and not followed', () => {
    const container = parse(
      'Manual at https://example.com/manual and [the shop](https://shop.example/)',
    );
    const links = Array.from(container.querySelectorAll('a'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/manual',
      'https://shop.example/',
    ]);
    for (const link of links)
      expect(link.getAttribute('rel')).toBe('nofollow ugc noopener noreferrer');
  });

  it('links the site’s own pages and mail addresses', () => {
    const container = parse('[my car](/u/ann/car/golf) or [write](mailto:ann@example.com)');
    expect(
      Array.from(container.querySelectorAll('a')).map((link) => link.getAttribute('href')),
    ).toEqual(['/u/ann/car/golf', 'mailto:ann@example.com']);
  });

  it('shows an image reference as its text, loading nothing', () => {
    const container = parse('![the engine](https://example.com/engine.jpg)');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('the engine');
  });
});

it('renders a story as the logbook did before posts and comments came (ADR 0094)', () => {
  const source = [
    '# Oil change @ann #tag',
    '',
    '**Castrol** 5W-30, *4.5 l* at https://shop.example/oil, mail ann@example.com.',
    'Line two with `code` and [a link](/u/ann) and ![img](https://x.example/a.png)',
    '',
    '> quote',
    '',
    '- one',
    '- two',
  ].join('\n');
  const rel = 'rel="nofollow ugc noopener noreferrer"';
  expect(renderMarkdown(source, 'story')).toBe(
    '<h3>Oil change @ann #tag</h3>\n' +
      `<p><strong>Castrol</strong> 5W-30, <em>4.5 l</em> at <a href="https://shop.example/oil" ${rel}>https://shop.example/oil</a>, ` +
      `mail <a href="mailto:ann@example.com" ${rel}>ann@example.com</a>.<br>\n` +
      `Line two with <code>code</code> and <a href="/u/ann" ${rel}>a link</a> and !<a href="https://x.example/a.png" ${rel}>img</a></p>\n` +
      '<blockquote>\n<p>quote</p>\n</blockquote>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n',
  );
});
