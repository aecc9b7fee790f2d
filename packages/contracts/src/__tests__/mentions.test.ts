import { isNormalTag, memberSuggestQuerySchema, NICKNAME_PATTERN, normaliseTag, tagPage } from '..';

describe('normaliseTag', () => {
  it.each([
    ['#BMW', 'bmw'],
    ['  #Тюнінг ', 'тюнінг'],
    ['ремонт_двигуна', 'ремонт_двигуна'],
    ['#E46', 'e46'],
    ['#ЇЖАК', 'їжак'],
    // `ї` typed as `і` and a combining diaeresis is the same tag as the composed letter.
    ['#\u0456\u0308жак', 'їжак'],
    [`#${'a'.repeat(40)}`, 'a'.repeat(40)],
  ])('gives %j as %j', (raw, tag) => {
    expect(normaliseTag(raw)).toBe(tag);
    expect(isNormalTag(tag)).toBe(true);
  });

  it.each([
    '#',
    '#1',
    '#2024',
    '#a',
    '',
    '# tag',
    '#tag-x',
    '#tag.x',
    "#обов'язково",
    `#${'a'.repeat(41)}`,
    '##tag',
  ])('refuses %j', (raw) => {
    expect(normaliseTag(raw)).toBeNull();
  });

  it('counts a tag’s length in characters, not UTF-16 units', () => {
    expect(normaliseTag(`#${'я'.repeat(40)}`)).toBe('я'.repeat(40));
    expect(isNormalTag('BMW')).toBe(false);
  });

  it('gives the tag’s page an address with its letters encoded', () => {
    expect(tagPage('тюнінг')).toBe(`/tags/${encodeURIComponent('тюнінг')}`);
  });
});

describe('the nickname grammar', () => {
  it.each(['ann', 'Ann.B', 'a-b_c', 'a'.repeat(30)])('takes %j', (nickname) => {
    expect(NICKNAME_PATTERN.test(nickname)).toBe(true);
  });
  it.each(['an', '.ann', 'ann.', 'анна', 'a'.repeat(31)])('refuses %j', (nickname) => {
    expect(NICKNAME_PATTERN.test(nickname)).toBe(false);
  });
});

describe('the member suggestions’ query', () => {
  it.each(['a', '@a', ' An.n ', '@' + 'a'.repeat(30)])('takes %j', (q) => {
    expect(memberSuggestQuerySchema.safeParse({ q }).success).toBe(true);
  });
  it.each(['', '@', '@@a', 'a b', 'a%', 'анна', 'a'.repeat(31)])('refuses %j', (q) => {
    expect(memberSuggestQuerySchema.safeParse({ q }).success).toBe(false);
  });
});
