// Relative, like the apps' resources below: the tools package depends on none of them.
import {
  commonResources,
  i18n as sharedI18n,
  missingKeys,
  type NamespaceResources,
} from '../../../packages/i18n/src';
import { uiResources } from '../../../packages/ui/src/i18n';
import { shellResources } from '../../../shell/src/i18n';
import { resources as adminResources } from '../../../mf-admin/src/i18n';
import { resources as authResources } from '../../../mf-auth/src/i18n';
import { legalResources } from '../../../mf-auth/src/features/legal/i18n';
import { resources as garageResources } from '../../../mf-garage/src/i18n';
import { resources as profileResources } from '../../../mf-profile/src/i18n';
import { resources as communityResources } from '../../../mf-community/src/i18n';

/**
 * Every text that shows a count takes the form the number needs ("1 запис", "2 записи",
 * "5 записів", "21 запис"): i18next picks it from the `_one`/`_few`/`_many`/`_other` keys by the
 * `count` it is given, so such a text must be a plural key. A text reads as showing a count when
 * a number's placeholder is followed by a word that is not a unit ("{{total}} entries", not
 * "{{size}} MB").
 */
const NAMESPACES: Record<string, { uk: NamespaceResources; en: NamespaceResources }> = {
  common: commonResources,
  ui: uiResources,
  shell: shellResources,
  auth: authResources,
  legal: legalResources,
  garage: garageResources,
  profile: profileResources,
  admin: adminResources,
  community: communityResources,
};

/** Placeholders that hold numbers of things. */
const NUMBERS = ['count', 'total', 'days', 'min', 'max', 'rows', 'added', 'size', 'value', 'km'];
/**
 * Words after a number that do not change with it: units and abbreviations (before a `/`), and
 * the few words that read the same for any number ("5 in all", "3 of 10", "2 chosen").
 */
const INVARIANT = new Set([
  ...['km', 'км', 'km/h', 'км/год', 'MB', 'МБ', 'hp', 'к.с.', 'L', 'л', 'kg', 'кг', 's', 'с'],
  ...['of', 'з', 'in', 'chosen'],
]);
const PLURAL_KEY = /_(zero|one|two|few|many|other)$/;
const COUNTED = new RegExp(`\\{\\{(${NUMBERS.join('|')})\\}\\}\\s*([^\\s{}]+)`, 'gu');

function leaves(tree: NamespaceResources, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value]] : leaves(value, path);
  });
}

/** Texts that show a count but are not plural keys, as `namespace:path (language)`. */
function countsWithoutPlurals(): string[] {
  return Object.entries(NAMESPACES).flatMap(([namespace, byLanguage]) =>
    Object.entries(byLanguage).flatMap(([language, tree]) =>
      leaves(tree)
        .filter(([path, text]) => {
          if (PLURAL_KEY.test(path)) return false;
          return [...text.matchAll(COUNTED)].some(([, , next = '']) => {
            const word = next.split('/')[0]!;
            const bare = word.replace(/(?<![.,;:!?)])[.,;:!?)]+$/u, '');
            return /^\p{L}/u.test(word) && !INVARIANT.has(word) && !INVARIANT.has(bare);
          });
        })
        .map(([path]) => `${namespace}:${path} (${language})`),
    ),
  );
}

test('every text that shows a count is a plural key', () => {
  expect(countsWithoutPlurals()).toEqual([]);
});

test('every plural key has each form its language needs (uk: one, few, many, other; en: one, other)', () => {
  const incomplete = Object.entries(NAMESPACES).flatMap(([namespace, resources]) =>
    missingKeys(resources).map((key) => `${namespace}:${key}`),
  );
  expect(incomplete).toEqual([]);
});

test('a count shows the form its number needs in Ukrainian and English', async () => {
  const i18n = sharedI18n.createInstance();
  await i18n.init({
    lng: 'uk',
    resources: { uk: { admin: adminResources.uk }, en: { admin: adminResources.en } },
    interpolation: { escapeValue: false },
  });
  const caption = (count: number, lng: string) =>
    i18n.t('auditLog.caption', { ns: 'admin', count, total: String(count), lng });
  expect([1, 2, 5, 21, 22, 11, 111].map((count) => caption(count, 'uk'))).toEqual([
    '1 запис, найновіші спершу',
    '2 записи, найновіші спершу',
    '5 записів, найновіші спершу',
    '21 запис, найновіші спершу',
    '22 записи, найновіші спершу',
    '11 записів, найновіші спершу',
    '111 записів, найновіші спершу',
  ]);
  expect([1, 2].map((count) => caption(count, 'en'))).toEqual([
    '1 entry, newest first',
    '2 entries, newest first',
  ]);
});
