import { SUPPORTED_LANGUAGES } from './languages';
import type { LocalizedResources, NamespaceResources } from './resources';

const PLURAL_FORM = /^(.+?)(_ordinal)?_(zero|one|two|few|many|other)$/;

interface PluralGroup {
  base: string;
  ordinal: boolean;
  categories: Set<string>;
}

function leafPaths(tree: NamespaceResources, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : leafPaths(value, path);
  });
}

/**
 * Plural forms differ by language by design (Ukrainian needs one/few/many/other, English
 * one/other), so a plural key counts as one key, and each language must carry every form its own
 * plural rules use.
 */
function analyse(language: string, tree: NamespaceResources) {
  const keys = new Set<string>();
  const groups = new Map<string, PluralGroup>();
  for (const path of leafPaths(tree)) {
    const plural = PLURAL_FORM.exec(path);
    if (!plural) {
      keys.add(path);
      continue;
    }
    const [, base = path, ordinal, category = 'other'] = plural;
    const groupKey = `${base}${ordinal ?? ''}`;
    const group = groups.get(groupKey) ?? {
      base,
      ordinal: Boolean(ordinal),
      categories: new Set(),
    };
    group.categories.add(category);
    groups.set(groupKey, group);
    keys.add(groupKey);
  }
  const incompletePlurals = [...groups.values()].flatMap((group) => {
    const type = group.ordinal ? 'ordinal' : 'cardinal';
    const required = new Intl.PluralRules(language, { type }).resolvedOptions().pluralCategories;
    const suffix = group.ordinal ? '_ordinal_' : '_';
    return required
      .filter((category) => !group.categories.has(category))
      .map((category) => `${group.base}${suffix}${category}`);
  });
  return { keys, incompletePlurals };
}

/**
 * Dotted key paths that some language lacks: keys present in one language only, and plural forms
 * a language's plural rules need but its resources do not have. Empty when the resources match.
 */
export function missingKeys(resources: LocalizedResources): string[] {
  const analyses = SUPPORTED_LANGUAGES.map((language) => analyse(language, resources[language]));
  const everyKey = new Set(analyses.flatMap(({ keys }) => [...keys]));
  const missing = new Set(analyses.flatMap(({ incompletePlurals }) => incompletePlurals));
  for (const key of everyKey) {
    if (analyses.some(({ keys }) => !keys.has(key))) missing.add(key);
  }
  return [...missing].sort();
}
