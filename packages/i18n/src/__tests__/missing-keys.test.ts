import { missingKeys } from '../missing-keys';

describe('missingKeys', () => {
  it('is empty when both languages have the same keys', () => {
    expect(
      missingKeys({
        uk: { title: 'Заголовок', nested: { a: 'А', b: 'Б' } },
        en: { title: 'Title', nested: { a: 'A', b: 'B' } },
      }),
    ).toEqual([]);
  });

  it('lists dotted paths present in one language only, from either side, sorted', () => {
    expect(
      missingKeys({
        uk: { title: 'Заголовок', form: { name: 'Назва', year: 'Рік' } },
        en: { title: 'Title', form: { name: 'Name', vin: 'VIN' }, extra: 'Extra' },
      }),
    ).toEqual(['extra', 'form.vin', 'form.year']);
  });

  it('reports both shapes when a key is a string in one language and a group in the other', () => {
    expect(
      missingKeys({
        uk: { status: 'Статус' },
        en: { status: { active: 'Active' } },
      }),
    ).toEqual(['status', 'status.active']);
  });

  it('accepts the plural forms each language needs', () => {
    expect(
      missingKeys({
        uk: {
          cars_one: '{{count}} автомобіль',
          cars_few: '{{count}} автомобілі',
          cars_many: '{{count}} автомобілів',
          cars_other: '{{count}} автомобіля',
        },
        en: { cars_one: '{{count}} car', cars_other: '{{count}} cars' },
      }),
    ).toEqual([]);
  });

  it('reports plural forms a language needs but lacks', () => {
    expect(
      missingKeys({
        uk: { list: { cars_one: '{{count}} автомобіль', cars_other: '{{count}} автомобіля' } },
        en: { list: { cars_one: '{{count}} car' } },
      }),
    ).toEqual(['list.cars_few', 'list.cars_many', 'list.cars_other']);
  });

  it('reports a plural key present in one language only by its base path', () => {
    expect(
      missingKeys({
        uk: {},
        en: { cars_one: '{{count}} car', cars_other: '{{count}} cars', cars_zero: 'No cars' },
      }),
    ).toEqual(['cars']);
  });

  it('checks ordinal plurals against the ordinal rules', () => {
    expect(
      missingKeys({
        uk: { place_ordinal_other: '{{count}}-е місце' },
        en: { place_ordinal_one: '{{count}}st place', place_ordinal_other: '{{count}}th place' },
      }),
    ).toEqual(['place_ordinal_few', 'place_ordinal_two']);
  });
});
