import { makeAndModelNames } from '../localized-names';

const volkswagen = { name: 'Volkswagen', locales: { uk: 'Фольксваген', en: 'Volkswagen' } };
const golf = { name: 'Golf', locales: { uk: 'Golf', en: 'Golf' } };
const zaz = { name: 'ZAZ', locales: { uk: 'ЗАЗ', en: 'ZAZ' } };
const tavria = { name: '1102 Tavria', locales: { uk: '1102 Таврія', en: '1102 Tavria' } };

describe('makeAndModelNames', () => {
  it('never puts a transliterated make beside a Latin model: both as the maker writes them', () => {
    expect(makeAndModelNames(volkswagen, golf, 'uk')).toEqual({
      make: 'Volkswagen',
      model: 'Golf',
    });
  });

  it('keeps the Ukrainian names of a maker that writes them in Cyrillic', () => {
    expect(makeAndModelNames(zaz, tavria, 'uk')).toEqual({ make: 'ЗАЗ', model: '1102 Таврія' });
    expect(makeAndModelNames(zaz, tavria, 'en')).toEqual({ make: 'ZAZ', model: '1102 Tavria' });
  });

  it('uses a name with no letters (a number) in either script', () => {
    const model = { name: '2107', locales: {} };
    const lada = { name: 'Lada', locales: { uk: 'Лада' } };
    expect(makeAndModelNames(lada, model, 'uk')).toEqual({ make: 'Лада', model: '2107' });
  });
});
