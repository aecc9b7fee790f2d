export {
  currentLanguage,
  i18n,
  initI18n,
  initI18nOnServer,
  languageInstance,
  registerResources,
  rememberLanguage,
  setLanguage,
} from './i18n';
export {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  type Language,
} from './languages';
export { COMMON_NAMESPACE, commonResources } from './locales';
export type { CommonResources } from './locales/en/common';
export { missingKeys } from './missing-keys';
export type {
  LocalizedResources,
  NamespaceResources,
  TranslationOf,
  UkrainianOf,
} from './resources';
