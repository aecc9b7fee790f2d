export {
  DEFAULT_THEME,
  THEMES,
  THEME_STORAGE_KEY,
  getThemeState,
  isTheme,
  resolveTheme,
  setTheme,
  subscribeTheme,
  type ResolvedTheme,
  type Theme,
  type ThemeState,
} from './theme-store';
export { useTheme, type UseThemeResult } from './use-theme';
