import { i18n, missingKeys } from '@carclub/i18n';
import { UI_NAMESPACE, uiResources } from '..';
import { setupTestLanguage } from '../../test-utils/i18n';

setupTestLanguage('en');

it('has every ui key in both Ukrainian and English', () => {
  expect(missingKeys(uiResources)).toEqual([]);
});

it('registers the ui namespace with the shared i18n instance', async () => {
  expect(i18n.t(`${UI_NAMESPACE}:errorState.retry`)).toBe('Try again');
  await i18n.changeLanguage('uk');
  expect(i18n.t(`${UI_NAMESPACE}:errorState.retry`)).toBe('Спробувати ще раз');
  await i18n.changeLanguage('en');
});

it('renders the spec text for the listing range', () => {
  expect(
    i18n.t(`${UI_NAMESPACE}:pagination.showing.vehicles`, {
      count: 30,
      from: 13,
      to: 24,
      total: 30,
    }),
  ).toBe('Showing 13-24 of 30 vehicles');
});
