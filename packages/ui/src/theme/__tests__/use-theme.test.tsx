import { act, renderHook } from '@testing-library/react';
import { useTheme } from '../use-theme';
import { installColorScheme } from '../../test-utils/match-media';

const html = document.documentElement;

it('gives the choice, what is painted, and a setter that re-renders', () => {
  const scheme = installColorScheme(true);
  localStorage.clear();
  const { result, unmount } = renderHook(() => useTheme());
  expect(result.current.theme).toBe('system');
  expect(result.current.resolvedTheme).toBe('dark');
  expect(html).toHaveAttribute('data-theme', 'dark');

  act(() => result.current.setTheme('light'));
  expect(result.current).toMatchObject({ theme: 'light', resolvedTheme: 'light' });
  expect(localStorage.getItem('theme')).toBe('light');

  act(() => result.current.setTheme('system'));
  expect(result.current.resolvedTheme).toBe('dark');
  act(() => scheme.setDark(false));
  expect(result.current.resolvedTheme).toBe('light');
  expect(html).toHaveAttribute('data-theme', 'light');

  unmount();
  expect(scheme.listenerCount()).toBe(0);
});
