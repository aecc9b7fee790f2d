import { missingKeys } from '@carclub/i18n';

import { shellResources } from '..';

test('every shell text exists in both Ukrainian and English', () => {
  expect(missingKeys(shellResources)).toEqual([]);
});
