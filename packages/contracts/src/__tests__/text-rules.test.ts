import { idSchema } from '../fields';
import { ID_MAX_LENGTH, parseId } from '../text-rules';

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
