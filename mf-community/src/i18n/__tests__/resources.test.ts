import { missingKeys } from '@carclub/i18n';

import { resources } from '..';

test('every text exists in both Ukrainian and English', () => {
  expect(missingKeys(resources)).toEqual([]);
});
