const POSTAL_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  UA: /^\d{5}$/,
  US: /^\d{5}(?:-\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  DE: /^\d{5}$/,
  PL: /^\d{2}-\d{3}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  BE: /^\d{4}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  CZ: /^\d{3} ?\d{2}$/,
  SK: /^\d{3} ?\d{2}$/,
  RO: /^\d{6}$/,
  MD: /^(?:MD-?)?\d{4}$/i,
  LT: /^(?:LT-)?\d{5}$/i,
  LV: /^(?:LV-)?\d{4}$/i,
  EE: /^\d{5}$/,
  PT: /^\d{4}-\d{3}$/,
  SE: /^\d{3} ?\d{2}$/,
  NO: /^\d{4}$/,
  DK: /^\d{4}$/,
  FI: /^\d{5}$/,
  GE: /^\d{4}$/,
  TR: /^\d{5}$/,
  JP: /^\d{3}-?\d{4}$/,
  IL: /^\d{7}$/,
};

/** Letters, digits, spaces and hyphens, as used by postal systems we have no rule for. */
const GENERIC_POSTAL_CODE = /^[A-Z0-9](?:[A-Z0-9 -]{0,8}[A-Z0-9])?$/i;

/** Postal code check; with an ISO 3166-1 alpha-2 code it must match that country's format. */
export function isValidPostalCode(value: string, countryCode?: string | null): boolean {
  const trimmed = value.trim();
  const pattern = countryCode ? POSTAL_CODE_PATTERNS[countryCode.toUpperCase()] : undefined;
  return (pattern ?? GENERIC_POSTAL_CODE).test(trimmed);
}
