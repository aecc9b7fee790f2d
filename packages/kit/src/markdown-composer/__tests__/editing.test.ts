import { applyMarkdown, type MarkdownAction, mentionQueryAt } from '../editing';

/** `text` with the selection marked by `[` and `]` (or a caret `|`), as the edit leaves it. */
function run(action: MarkdownAction, marked: string): string {
  const caret = marked.indexOf('|');
  const start = caret === -1 ? marked.indexOf('[') : caret;
  const plain = marked.replace(/[[\]|]/g, '');
  const end = caret === -1 ? marked.indexOf(']') - 1 : caret;
  const edit = applyMarkdown(action, { text: plain, start, end });
  const text = plain.slice(0, edit.from) + edit.insert + plain.slice(edit.to);
  return edit.selectStart === edit.selectEnd
    ? `${text.slice(0, edit.selectStart)}|${text.slice(edit.selectStart)}`
    : `${text.slice(0, edit.selectStart)}[${text.slice(edit.selectStart, edit.selectEnd)}]${text.slice(edit.selectEnd)}`;
}

describe('the toolbar’s edits', () => {
  it.each([
    ['bold', 'a [word] here', 'a **[word]** here'],
    ['bold', 'a | here', 'a **|** here'],
    ['italic', '[word]', '_[word]_'],
    ['code', 'run [ls]', 'run `[ls]`'],
    ['code', '[a\nb]', '```\n[a\nb]\n```'],
    ['link', 'see [the shop]', 'see [the shop]([url])'],
    ['link', '|', '[]([url])'],
    ['quote', 'first\n\nsec|ond', 'first\n\n> [second]'],
    ['quote', 'right after a line\nsec|ond', 'right after a line\n\n> [second]'],
    ['list', '[one\ntwo]', '- [one\n- two]'],
    ['list', 'o|ne', '- [one]'],
  ] as const)('%s turns %j into %j', (action, before, after) => {
    expect(run(action, before)).toBe(after);
  });
});

describe('the @ being typed', () => {
  it.each([
    ['@a', 2, { at: 0, query: 'a' }],
    ['hi @ann.b', 9, { at: 3, query: 'ann.b' }],
    ['hi (@an', 7, { at: 4, query: 'an' }],
    ['hi @ann and more', 7, { at: 3, query: 'ann' }],
  ])('finds it in %j at %i', (text, caret, expected) => {
    expect(mentionQueryAt(text, caret)).toEqual(expected);
  });

  it.each([
    ['@', 1],
    ['ann@mail', 8],
    ['hi @ann more', 12],
    ['hi @ann', 3],
    [`@${'a'.repeat(31)}`, 32],
    ['#tag', 4],
  ])('finds none in %j at %i', (text, caret) => {
    expect(mentionQueryAt(text, caret)).toBeNull();
  });
});
