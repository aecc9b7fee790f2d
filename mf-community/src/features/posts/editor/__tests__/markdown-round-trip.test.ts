import { renderMarkdown } from '@carclub/markdown';
import { Editor } from '@tiptap/react';

import { escapeBlockStarts } from '../markdown-escape';
import { POST_EDITOR_EXTENSIONS } from '../rich-text-editor';

/** An editor as the post's page has it, started from `markdown`. */
function editorWith(markdown: string): Editor {
  return new Editor({
    extensions: POST_EDITOR_EXTENSIONS,
    content: markdown,
    contentType: 'markdown',
  });
}

/** Markdown in, markdown out: what the editor stores after opening `markdown` unchanged. */
const roundTrip = (markdown: string) => {
  const editor = editorWith(markdown);
  const out = editor.getMarkdown();
  editor.destroy();
  return out;
};

describe("the post editor's markdown", () => {
  it('keeps what a post holds through a round trip', () => {
    const source = [
      '## Winter tyres',
      '',
      'Changed **all four** and the *valves*, see [the shop](https://example.com).',
      '',
      '- Nokian',
      '- 205/55 R16',
      '',
      '1. jack up',
      '2. swap',
      '',
      '> Quiet on the highway',
      '',
      'Thanks @ann, #tyres',
    ].join('\n');
    const out = roundTrip(source);
    expect(renderMarkdown(out, 'post')).toBe(renderMarkdown(source, 'post'));
  });

  it('keeps text typed at the start of a line as text, not a heading, list or quote', () => {
    const editor = editorWith('');
    const lines = ['# not a heading', '- not a list', '1. not numbered', '> not a quote', '#tag'];
    // Typed text: inserted as text nodes, never read as markdown.
    editor.commands.setContent({
      type: 'doc',
      content: lines.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
    });
    const stored = editor.getMarkdown();
    editor.destroy();
    const html = renderMarkdown(stored, 'post');
    expect(html).not.toMatch(/<h\d|<ul|<ol|<blockquote/);
    for (const line of lines.slice(0, 4)) expect(html).toContain(line.replace('>', '&gt;'));
    // A tag at a line's start is no heading and stays a tag, linked by the renderer.
    expect(html).toContain('href="/tags/tag"');
    // And the editor reads back the same text it wrote.
    const reopened = editorWith(stored);
    expect(reopened.getText({ blockSeparator: '\n' })).toBe(lines.join('\n'));
    reopened.destroy();
  });

  it('keeps a picked @mention as text the renderer links, whatever its nickname holds', () => {
    const editor = editorWith('');
    // What picking from the `@` list inserts: plain text, beside bold and inside a list.
    editor.commands.setContent({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Thanks ' },
            { type: 'text', text: '@anna_k ', marks: [{ type: 'bold' }] },
            { type: 'text', text: 'and @bob.s-2 (@ann)' },
          ],
        },
      ],
    });
    const stored = editor.getMarkdown();
    editor.destroy();
    const html = renderMarkdown(stored, 'post');
    for (const nickname of ['anna_k', 'bob.s-2', 'ann']) {
      expect(html).toContain(`href="/u/${nickname}"`);
    }
    const reopened = editorWith(stored);
    expect(reopened.getText()).toBe('Thanks @anna_k and @bob.s-2 (@ann)');
    reopened.destroy();
  });

  it('writes headings at level 2 at most and no underline or image', () => {
    const editor = editorWith('# Big\n\n<u>under</u> ![car](https://example.com/a.jpg)');
    const out = editor.getMarkdown();
    editor.destroy();
    expect(out).not.toMatch(/^# /m);
    expect(out).not.toContain('<u>');
    expect(out).not.toContain('![');
  });
});

describe('escapeBlockStarts', () => {
  it.each([
    ['# a', '\\# a'],
    ['###### a', '\\###### a'],
    ['- a', '\\- a'],
    ['+ a', '\\+ a'],
    ['12. a', '12\\. a'],
    ['3) a', '3\\) a'],
    ['> a', '\\> a'],
    ['```', '\\```'],
    ['#tag', '#tag'],
    ['-5 °C', '-5 °C'],
    ['2024. year', '2024\\. year'],
    ['a # b', 'a # b'],
  ])('%j → %j', (line, escaped) => {
    expect(escapeBlockStarts(line)).toBe(escaped);
  });
});
