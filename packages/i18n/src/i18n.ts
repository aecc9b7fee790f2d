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
  SERVER_LANGUAGE_ATTRIBUTE,
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

/** The language the server rendered the page in, as it wrote it on `<html>` (none: no server). */
const serverLanguageDetector = {
  name: 'server',
  lookup: (): string | undefined =>
    typeof document === 'undefined'
      ? undefined
      : (document.documentElement.getAttribute(SERVER_LANGUAGE_ATTRIBUTE) ?? undefined),
};

/**
 * Keeps `language` as the visitor's choice, in the cookie the server renders the next pages with
 * (ADR 0119). `setLanguage` calls it; so does the shell when a member signs in, whose account has
 * just been given the page's language.
 */
export function rememberLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie =
    `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MINUTES * 60}; ` +
    'samesite=lax';
}

/** The language the page's address names (`?lang=en`), if a supported one. */
function addressLanguage(): Language | undefined {
  if (typeof window === 'undefined') return undefined;
  const named = new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAM);
  return isSupportedLanguage(named) ? named : undefined;
}

/** Initialises the shared instance once; later calls return the same promise. */
export function initI18n(): Promise<I18n> {
  if (!initialization) {
    i18n.on('languageChanged', syncDocumentLanguage);
    const detector = new LanguageDetector();
    detector.addDetector(serverLanguageDetector);
    initialization = i18n
      .use(detector)
      .use(initReactI18next)
      .init({
        ...baseOptions(),
        // The language the server rendered the page in comes first, so the browser hydrates in
        // it (ADR 0119); the server chose it by the address, the cookie and the browser's
        // languages, as the rest of the order does where no server wrote the page (the dev
        // server). Only local storage keeps what was detected (the api-client reads it): the
        // cookie is the visitor's choice alone, written by `setLanguage` and for an address that
        // names a language (below).
        detection: {
          order: ['server', 'querystring', 'cookie', 'localStorage', 'navigator'],
          lookupQuerystring: LANGUAGE_QUERY_PARAM,
          lookupCookie: LANGUAGE_COOKIE,
          lookupLocalStorage: LANGUAGE_STORAGE_KEY,
          caches: ['localStorage'],
        },
        // Remotes register their namespace when their code arrives, possibly after a component
        // using it rendered; re-render such components once the strings are there.
        react: { bindI18nStore: 'added' },
      })
      .then(() => {
        // An address that names its language is a choice the next page keeps, as a switch is.
        const named = addressLanguage();
        if (named !== undefined) rememberLanguage(named);
        return i18n;
      });
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
    instance = serverInstance(i18n.cloneInstance({ lng: language, initAsync: false }));
    languageInstances.set(language, instance);
  }
  return instance;
}

/** Texts kept per language at most: options may carry anything (a car's name), so no end. */
const SERVER_TEXTS_KEPT = 5_000;

type Translate = (key: unknown, options?: unknown, ...rest: unknown[]) => unknown;
/** `getFixedT` without its typed keys, which say nothing of what this wraps. */
type GetFixedT = (lng: unknown, ns?: unknown, keyPrefix?: unknown, ...more: unknown[]) => Translate;

const PLAIN_TYPES = new Set(['string', 'number', 'boolean', 'undefined']);

/** Options whose every value is a string, number, boolean or nothing: fully told by their JSON. */
function plainOptions(options: unknown): boolean {
  if (options === undefined || typeof options === 'string') return true;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return false;
  return Object.values(options).every((value) => value === null || PLAIN_TYPES.has(typeof value));
}

/**
 * `instance` as the server renders with it, two costs of each render taken away (together a fifth
 * of the CPU of a car's page, measured by the server-render bench):
 *
 * - react-i18next copies every own property of the instance it is given (i18next binds its sixty
 *   methods onto each instance) into a new object at each component's first render, to hand React
 *   a new reference when the language changes. On the server every render is a first one and the
 *   language never changes: the renders get an object with no own properties instead, whose
 *   prototype is the instance, so the copy is empty and everything else reads the instance.
 * - i18next's `t` spreads its whole options into a new object and resolves, interpolates and
 *   nests afresh on every call, for the same few hundred texts on every page. Its fixed `t`s keep
 *   each text they made from a key and plain options, until any namespace is added or replaced
 *   (a new remote release registers its own).
 */
function serverInstance(instance: I18n): I18n {
  const texts = new Map<string, string>();
  const forget = () => texts.clear();
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  const view = Object.create(instance) as I18n;
  const getFixedT = instance.getFixedT.bind(instance) as unknown as GetFixedT;
  const fixedT: GetFixedT = (lng, ns, keyPrefix, ...more) => {
    const fixed = getFixedT(lng, ns, keyPrefix, ...more);
    if (typeof keyPrefix === 'function') return fixed;
    const scope = JSON.stringify([lng ?? null, ns ?? null, keyPrefix ?? null]);
    const t: Translate = (key, options, ...rest) => {
      if (typeof key !== 'string' || rest.length > 0 || !plainOptions(options)) {
        return fixed(key, options, ...rest);
      }
      const id = `${scope}\u0000${key}\u0000${options === undefined ? '' : JSON.stringify(options)}`;
      const known = texts.get(id);
      if (known !== undefined) return known;
      const text = fixed(key, options);
      // Objects (`returnObjects`) are the caller's to change: each call gets its own.
      if (typeof text !== 'string') return text;
      if (texts.size >= SERVER_TEXTS_KEPT) texts.clear();
      texts.set(id, text);
      return text;
    };
    // What i18next's own fixed `t` carries, read by react-i18next.
    const own = fixed as Translate & Partial<Record<'lng' | 'lngs' | 'ns' | 'keyPrefix', unknown>>;
    return Object.assign(t, { lng: own.lng, lngs: own.lngs, ns: own.ns, keyPrefix: own.keyPrefix });
  };
  (view as unknown as { getFixedT: GetFixedT }).getFixedT = fixedT;
  return view;
}

/**
 * Switches the interface language: kept in local storage (by the detector) and in the cookie the
 * server renders the next pages with.
 */
export async function setLanguage(language: Language): Promise<void> {
  await initI18n();
  await i18n.changeLanguage(language);
  rememberLanguage(language);
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage;
  return isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
}
