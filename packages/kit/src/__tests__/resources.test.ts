import { i18n, initI18n, missingKeys } from '@carclub/i18n';

import { KIT_NAMESPACE, kitResources } from '..';

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('en');
});

it('has every kit key in both Ukrainian and English', () => {
  expect(missingKeys(kitResources)).toEqual([]);
});

it('registers the kit namespace with the shared i18n instance, in the remotes’ words', async () => {
  expect(i18n.t(`${KIT_NAMESPACE}:report.vehicle.title`, { name: 'Golf' })).toBe('Report “Golf”');
  await i18n.changeLanguage('uk');
  expect(i18n.t(`${KIT_NAMESPACE}:report.member.title`, { name: 'anna' })).toBe('Скарга на anna');
  await i18n.changeLanguage('en');
});
