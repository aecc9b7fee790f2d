import type { Language } from './languages';

/** One namespace's strings for one language: nested objects of strings. */
export type NamespaceResources = { [key: string]: string | NamespaceResources };

/** One namespace in every supported language. */
export type LocalizedResources = Record<Language, NamespaceResources>;
