import { slugify, transliterate } from '../text';

/** Long names would make unwieldy URLs; the year and a `-N` suffix still fit after the cut. */
const SLUG_NAME_MAX_LENGTH = 60;

/**
 * `Golf GTI`, 2019 → `golf-gti-2019`. Only `[a-z0-9-]` survive, so the slug is URL-safe and can
 * never look like a file name (`….js`) to the static host that serves the site.
 */
export function vehicleSlugBase(name: string, year: number): string {
  const fromName = slugify(transliterate(name))
    .slice(0, SLUG_NAME_MAX_LENGTH)
    .replace(/(?<!-)-+$/, '');
  return fromName === '' ? String(year) : `${fromName}-${year}`;
}

/** The first of `base`, `base-2`, `base-3`… that is not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
