import { LOGBOOK_CATEGORIES, LOGBOOK_CATEGORY_NAMES, logbookCategoryFromText } from '../index';

describe('logbookCategoryFromText', () => {
  it('knows every category by its key and its names in uk and en', () => {
    for (const category of LOGBOOK_CATEGORIES) {
      expect(logbookCategoryFromText(category)).toBe(category);
      expect(logbookCategoryFromText(LOGBOOK_CATEGORY_NAMES.uk[category])).toBe(category);
      expect(logbookCategoryFromText(LOGBOOK_CATEGORY_NAMES.en[category])).toBe(category);
    }
  });

  it.each([
    ['ПАЛЬНЕ', 'fuel'],
    [' пальне ', 'fuel'],
    ['Поїздка', 'trip'],
    ['по\u0456здка', 'trip'],
    ['ПОЇЗДКА', 'trip'],
    ['Догляд', 'detailing'],
    ['Заправка', 'fuel'],
    ['DETAILING', 'detailing'],
    ['Détailing', 'detailing'],
    ['Мийка авто', null],
    ['', null],
  ] as const)('%j is %s', (text, category) => {
    expect(logbookCategoryFromText(text)).toBe(category);
  });
});
