export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = Exclude<Theme, 'system'>;

export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME: Theme = 'system';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export interface ThemeState {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
}

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function resolveTheme(theme: Theme, systemPrefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}

function darkQuery(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(DARK_QUERY);
}

// Storage can throw (Safari private mode, blocked cookies); the theme must still work in memory.
function readStoredTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

function writeStoredTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // The choice still applies for this page; it just won't survive a reload.
  }
}

function computeState(theme: Theme): ThemeState {
  return { theme, resolvedTheme: resolveTheme(theme, darkQuery()?.matches ?? false) };
}

function applyToDocument({ resolvedTheme }: ThemeState): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.setAttribute('data-theme', resolvedTheme);
  root.style.colorScheme = resolvedTheme;
}

const SERVER_STATE: ThemeState = { theme: DEFAULT_THEME, resolvedTheme: 'light' };

let state: ThemeState =
  typeof window === 'undefined' ? SERVER_STATE : computeState(readStoredTheme());
const listeners = new Set<() => void>();
let stopSync: (() => void) | null = null;

function commit(next: ThemeState): void {
  applyToDocument(next);
  if (state.theme === next.theme && state.resolvedTheme === next.resolvedTheme) return;
  state = next;
  listeners.forEach((listener) => listener());
}

export function getThemeState(): ThemeState {
  return state;
}

export function getServerThemeState(): ThemeState {
  return SERVER_STATE;
}

export function setTheme(theme: Theme): void {
  if (!isTheme(theme)) return;
  writeStoredTheme(theme);
  commit(computeState(theme));
}

// Live sync runs only while someone listens: the OS switching light/dark matters for `system`,
// and another tab changing the stored theme should repaint this one too.
function startSync(): () => void {
  const query = darkQuery();
  const onSystemChange = () => commit(computeState(state.theme));
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    commit(computeState(readStoredTheme()));
  };
  query?.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  commit(computeState(readStoredTheme()));
  return () => {
    query?.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  if (!stopSync && typeof window !== 'undefined') stopSync = startSync();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && stopSync) {
      stopSync();
      stopSync = null;
    }
  };
}
