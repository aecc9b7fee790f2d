/** `Huracán` → `Huracan`: letters keep their base, combining marks (accents) go. */
export function stripAccents(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** `Huracán` → `huracan`, `ID. Buzz` → `id-buzz`, `#1` → `1`. */
export function slugify(value: string): string {
  return stripAccents(value)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|(?<!-)-+$/g, '');
}

// Ukrainian national transliteration (2010), extended with the Russian letters it lacks, so that
// the many Cyrillic names (vehicles, people) still make a readable slug or nickname.
const CYRILLIC = [...'абвгґдеєжзиіїйклмнопрстуфхцчшщьюяыэёъ'];
const LATIN =
  'a,b,v,h,g,d,e,ie,zh,z,y,i,i,i,k,l,m,n,o,p,r,s,t,u,f,kh,ts,ch,sh,shch,,iu,ia,y,e,io,'.split(',');
const CYRILLIC_TO_LATIN = new Map(CYRILLIC.map((letter, index) => [letter, LATIN[index] ?? '']));

/** `Олена` → `olena`: lower case, Cyrillic letters in Latin, every other character kept. */
export function transliterate(value: string): string {
  return [...value.toLowerCase()].map((char) => CYRILLIC_TO_LATIN.get(char) ?? char).join('');
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe as element text and as a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
export * from './csv';
export * from './markdown-html';
