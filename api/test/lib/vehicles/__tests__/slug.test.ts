import { firstFreeSlug, vehicleSlugBase } from '../../../../src/lib/vehicles';

describe('vehicleSlugBase', () => {
  it('joins the slugified name and the year', () => {
    expect(vehicleSlugBase('Golf GTI', 2019)).toBe('golf-gti-2019');
    expect(vehicleSlugBase('Škoda Octavia', 2008)).toBe('skoda-octavia-2008');
  });

  it('spells a Cyrillic name in Latin letters', () => {
    expect(vehicleSlugBase('Жигулі', 1985)).toBe('zhyhuli-1985');
  });

  it('keeps only the year when nothing of the name survives', () => {
    expect(vehicleSlugBase('李小龍', 2020)).toBe('2020');
  });

  it('cuts a long name to 60 characters without a trailing hyphen', () => {
    const slug = vehicleSlugBase(`${'a'.repeat(59)} b`, 2001);
    expect(slug).toBe(`${'a'.repeat(59)}-2001`);
  });
});

describe('firstFreeSlug', () => {
  it('keeps a free base and numbers a taken one', () => {
    expect(firstFreeSlug('golf-2019', new Set())).toBe('golf-2019');
    expect(firstFreeSlug('golf-2019', new Set(['golf-2019', 'golf-2019-2']))).toBe('golf-2019-3');
  });
});
