import { GALLERY_MAX_IMAGES, IMAGE_MAX_SIZE_MB } from '@carclub/contracts';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MINUTES,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  type Language,
} from './languages';
import { COMMON_NAMESPACE, commonResources } from './locales';
import type { LocalizedResources, NamespaceResources } from './resources';

/**
 * The default i18next instance, so code that imports `i18next` directly (shared as a Module
 * Federation singleton) sees the same languages and resources as code that imports this package.
 */
export const i18n: I18n = i18next;

const registry = new Map<string, LocalizedResources>([[COMMON_NAMESPACE, commonResources]]);

let initialization: Promise<I18n> | undefined;

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * i18next merges later bundles of a namespace into the objects it stores; handing it copies keeps
 * the modules' exported resources untouched.
 */
function copy(tree: NamespaceResources): NamespaceResources {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : copy(value),
    ]),
  );
}

function bundle(resources: LocalizedResources, language: Language): NamespaceResources {
  return copy(resources[language]);
}

function initialResources(): Resource {
  const resources: Resource = {};
  for (const language of SUPPORTED_LANGUAGES) {
    resources[language] = Object.fromEntries(
      [...registry].map(([namespace, localized]) => [namespace, bundle(localized, language)]),
    );
  }
  return resources;
}

/**
 * Adds a namespace in every language. Apps and remotes call it when their module loads, which may
 * be before or after `initI18n()`; registering the same namespace again replaces its strings.
 */
export function registerResources(namespace: string, resources: LocalizedResources): void {
  registry.set(namespace, resources);
  // The resource store exists as soon as init() has been called, even before it settles.
  if (!initialization) return;
  for (const language of SUPPORTED_LANGUAGES) {
    i18n.addResourceBundle(language, namespace, bundle(resources, language), true, true);
  }
}

/** Initialises the shared instance once; later calls return the same promise. */
export function initI18n(): Promise<I18n> {
  if (!initialization) {
    i18n.on('languageChanged', syncDocumentLanguage);
    initialization = i18n
      .use(LanguageDetector)
      .use(initReactI18next)
      .init({
        ...baseOptions(),
        // A page's address may name its language (search engines index each language there);
        // the cookie is what the server renders with, so it comes before local storage.
        detection: {
          order: ['querystring', 'cookie', 'localStorage', 'navigator'],
          lookupQuerystring: LANGUAGE_QUERY_PARAM,
          lookupCookie: LANGUAGE_COOKIE,
          lookupLocalStorage: LANGUAGE_STORAGE_KEY,
          caches: ['localStorage', 'cookie'],
          cookieMinutes: LANGUAGE_COOKIE_MINUTES,
          cookieOptions: { path: '/', sameSite: 'lax' },
        },
        // Remotes register their namespace when their code arrives, possibly after a component
        // using it rendered; re-render such components once the strings are there.
        react: { bindI18nStore: 'added' },
      })
      .then(() => i18n);
  }
  return initialization;
}

/** The options both inits share: the languages, the resources, how texts are written. */
function baseOptions() {
  return {
    resources: initialResources(),
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...registry.keys()],
    defaultNS: COMMON_NAMESPACE,
    interpolation: {
      escapeValue: false,
      // Limits named in messages, so a key sent by the API reads right without arguments.
      defaultVariables: { size: IMAGE_MAX_SIZE_MB, max: GALLERY_MAX_IMAGES },
    },
  };
}

/**
 * The server's init of the shared instance: no language detection (there is no browser), no
 * asynchronous start. Each request then renders with `languageInstance`.
 */
export function initI18nOnServer(): Promise<I18n> {
  initialization ??= i18n
    .use(initReactI18next)
    .init({ ...baseOptions(), lng: DEFAULT_LANGUAGE, initAsync: false })
    .then(() => i18n);
  return initialization;
}

const languageInstances = new Map<Language, I18n>();

/**
 * A copy of the shared instance fixed to `language`, sharing its resources: what the server's
 * renders in that language translate with, so concurrent renders in two languages never change
 * each other's. One per language for the life of the process: nothing ever changes its language.
 */
export function languageInstance(language: Language): I18n {
  let instance = languageInstances.get(language);
  if (!instance) {
    instance = i18n.cloneInstance({ lng: language, initAsync: false });
    languageInstances.set(language, instance);
  }
  return instance;
}

/** Switches the interface language; the detector stores the choice under `i18nextLng`. */
export async function setLanguage(language: Language): Promise<void> {
  await initI18n();
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage;
  return isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
}
