import { act, renderHook } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { initI18n, registerResources, setLanguage } from '../index';

beforeAll(async () => {
  localStorage.clear();
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['uk']);
  await initI18n();
});

describe('with react-i18next and no provider', () => {
  it('re-renders components when their namespace arrives after them', () => {
    const { result } = renderHook(() => useTranslation('late').t('title'));
    expect(result.current).toBe('title');

    act(() => registerResources('late', { uk: { title: 'Пізно' }, en: { title: 'Late' } }));

    expect(result.current).toBe('Пізно');
  });

  it('re-renders components on a language change', async () => {
    const { result } = renderHook(() => useTranslation().t('errors.conflict'));
    expect(result.current).toBe('Конфлікт даних');

    await act(() => setLanguage('en'));

    expect(result.current).toBe('Data conflict');
  });
});
