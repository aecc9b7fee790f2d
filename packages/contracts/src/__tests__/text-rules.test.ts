import { idSchema } from '../fields';
import { hasControlCharacters, ID_MAX_LENGTH, parseId } from '../text-rules';

/** What `idSchema` makes of `value`: the trimmed id, or null when it refuses it. */
const schemaAnswer = (value: unknown) => {
  const parsed = idSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

describe('parseId: the id rule without zod', () => {
  const cases: [string, unknown, string | null][] = [
    ['a plain id', 'volkswagen', 'volkswagen'],
    ['an id with spaces around it, trimmed', '  volkswagen-golf \n', 'volkswagen-golf'],
    ['one character', 'a', 'a'],
    ['exactly the longest', 'x'.repeat(ID_MAX_LENGTH), 'x'.repeat(ID_MAX_LENGTH)],
    ['the longest once trimmed', ` ${'x'.repeat(ID_MAX_LENGTH)}\t`, 'x'.repeat(ID_MAX_LENGTH)],
    ['one character too long', 'x'.repeat(ID_MAX_LENGTH + 1), null],
    ['empty', '', null],
    ['only spaces', '   ', null],
    ['a NUL inside', 'volks\u0000wagen', null],
    ['a tab inside', 'volks\twagen', null],
    ['a DEL inside', 'volks\u007fwagen', null],
    ['a newline inside', 'volks\nwagen', null],
    ['a non-breaking space inside', 'volks\u00a0wagen', 'volks\u00a0wagen'],
    ['letters beyond ASCII', 'škoda-октавія', 'škoda-октавія'],
    ['null', null, null],
    ['undefined', undefined, null],
    ['a number', 42, null],
    ['an array', ['volkswagen'], null],
  ];

  it.each(cases)('%s', (_, value, expected) => {
    expect(parseId(value)).toBe(expected);
    // One rule: the schema the API checks ids with answers the same.
    expect(schemaAnswer(value)).toBe(expected);
  });
});

describe('hasControlCharacters: what no text field takes', () => {
  it.each([
    ['a right-to-left override, which turns the rest of a title around', 'Бо\u202eдан'],
    ['a left-to-right embedding', 'a\u202ab'],
    ['a first-strong isolate', 'a\u2068b'],
    ['a C1 control (NEL)', 'a\u0085b'],
    ['half of a surrogate pair, alone', '\udc00x'],
    ['a high surrogate at the end', 'x\ud800'],
    ['two high surrogates', '\ud83d\ud83d'],
  ])('refuses %s, on one line and in text', (_, value) => {
    expect(hasControlCharacters(value)).toBe(true);
    expect(hasControlCharacters(value, { multiline: true })).toBe(true);
  });

  it.each([
    ['Cyrillic and Latin letters', 'Škoda Октавія'],
    ['an emoji', 'Drift 😀'],
    ['a family emoji, joined by zero-width joiners', '👨\u200d👩\u200d👧'],
    ['a zero-width non-joiner, which Persian is written with', 'می\u200cخواهم'],
    ['Hebrew, which reads right to left by itself', 'שלום'],
  ])('takes %s', (_, value) => {
    expect(hasControlCharacters(value)).toBe(false);
  });

  it('takes tabs and line breaks in text only', () => {
    expect(hasControlCharacters('one\ntwo\tthree\r\n')).toBe(true);
    expect(hasControlCharacters('one\ntwo\tthree\r\n', { multiline: true })).toBe(false);
  });
});
