import { installColorScheme, removeMatchMedia } from '../../test-utils/match-media';

type Store = typeof import('../theme-store');

// Each test gets a fresh store, as on a fresh page load.
async function loadStore(): Promise<Store> {
  jest.resetModules();
  return import('../theme-store');
}

const html = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  html.removeAttribute('data-theme');
  html.style.colorScheme = '';
  installColorScheme(false);
});

afterEach(() => {
  jest.restoreAllMocks();
});

it('defaults to system, resolved from the OS preference', async () => {
  installColorScheme(true);
  const store = await loadStore();
  expect(store.getThemeState()).toEqual({ theme: 'system', resolvedTheme: 'dark' });
});

it('reads the stored choice and ignores values it does not know', async () => {
  localStorage.setItem('theme', 'dark');
  expect((await loadStore()).getThemeState().theme).toBe('dark');
  localStorage.setItem('theme', 'sepia');
  expect((await loadStore()).getThemeState().theme).toBe('system');
});

it('persists a choice under `theme` and paints <html> with it', async () => {
  const store = await loadStore();
  const listener = jest.fn();
  store.subscribeTheme(listener);
  store.setTheme('dark');
  expect(localStorage.getItem('theme')).toBe('dark');
  expect(html).toHaveAttribute('data-theme', 'dark');
  expect(html.style.colorScheme).toBe('dark');
  expect(store.getThemeState()).toEqual({ theme: 'dark', resolvedTheme: 'dark' });
  expect(listener).toHaveBeenCalledTimes(1);

  store.setTheme('dark');
  expect(listener).toHaveBeenCalledTimes(1);
});

it('keeps the same snapshot object until something changes (useSyncExternalStore needs that)', async () => {
  const store = await loadStore();
  const first = store.getThemeState();
  expect(store.getThemeState()).toBe(first);
  store.setTheme('light');
  expect(store.getThemeState()).not.toBe(first);
});

it('follows the OS live while on system, and ignores it otherwise', async () => {
  const scheme = installColorScheme(false);
  const store = await loadStore();
  const unsubscribe = store.subscribeTheme(() => undefined);
  expect(html).toHaveAttribute('data-theme', 'light');

  scheme.setDark(true);
  expect(store.getThemeState().resolvedTheme).toBe('dark');
  expect(html).toHaveAttribute('data-theme', 'dark');

  store.setTheme('light');
  scheme.setDark(false);
  scheme.setDark(true);
  expect(html).toHaveAttribute('data-theme', 'light');

  unsubscribe();
  expect(scheme.listenerCount()).toBe(0);
});

it('picks up a choice made in another tab', async () => {
  const store = await loadStore();
  store.subscribeTheme(() => undefined);
  localStorage.setItem('theme', 'dark');
  window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
  expect(store.getThemeState().theme).toBe('dark');
  expect(html).toHaveAttribute('data-theme', 'dark');
});

it('still works when storage is blocked', async () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  const store = await loadStore();
  expect(store.getThemeState().theme).toBe('system');
  store.setTheme('dark');
  expect(store.getThemeState().theme).toBe('dark');
  expect(html).toHaveAttribute('data-theme', 'dark');
});

it('treats a browser without matchMedia as light', async () => {
  removeMatchMedia();
  const store = await loadStore();
  expect(store.getThemeState()).toEqual({ theme: 'system', resolvedTheme: 'light' });
});

it('rejects unknown themes', async () => {
  const store = await loadStore();
  store.setTheme('neon' as never);
  expect(localStorage.getItem('theme')).toBeNull();
  expect(store.getThemeState().theme).toBe('system');
});
