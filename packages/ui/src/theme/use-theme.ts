import { useSyncExternalStore } from 'react';
import {
  getServerThemeState,
  getThemeState,
  setTheme,
  subscribeTheme,
  type ResolvedTheme,
  type Theme,
} from './theme-store';

export interface UseThemeResult {
  /** The user's choice, `system` included. */
  theme: Theme;
  /** What is painted right now. */
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
}

export function useTheme(): UseThemeResult {
  const { theme, resolvedTheme } = useSyncExternalStore(
    subscribeTheme,
    getThemeState,
    getServerThemeState,
  );
  return { theme, resolvedTheme, setTheme };
}
