interface NumberingPlan {
  callingCode: string;
  /** Digits after the calling code (the national significant number). */
  minDigits: number;
  maxDigits: number;
  /** Dialled before the national number inside the country, e.g. 0 in Ukraine. */
  trunkPrefix?: string;
}

const plan = (
  callingCode: string,
  minDigits: number,
  maxDigits: number,
  trunkPrefix?: string,
): NumberingPlan => ({ callingCode, minDigits, maxDigits, trunkPrefix });

const NUMBERING_PLANS: Readonly<Record<string, NumberingPlan>> = {
  UA: plan('380', 9, 9, '0'),
  US: plan('1', 10, 10, '1'),
  CA: plan('1', 10, 10, '1'),
  GB: plan('44', 9, 10, '0'),
  DE: plan('49', 5, 11, '0'),
  PL: plan('48', 9, 9),
  FR: plan('33', 9, 9, '0'),
  IT: plan('39', 6, 11),
  ES: plan('34', 9, 9),
  NL: plan('31', 9, 9, '0'),
  BE: plan('32', 8, 9, '0'),
  AT: plan('43', 4, 13, '0'),
  CH: plan('41', 9, 9, '0'),
  CZ: plan('420', 9, 9),
  SK: plan('421', 9, 9, '0'),
  RO: plan('40', 9, 9, '0'),
  MD: plan('373', 8, 8, '0'),
  LT: plan('370', 8, 8, '8'),
  LV: plan('371', 8, 8),
  EE: plan('372', 7, 8),
  PT: plan('351', 9, 9),
  SE: plan('46', 7, 9, '0'),
  NO: plan('47', 8, 8),
  DK: plan('45', 8, 8),
  FI: plan('358', 5, 12, '0'),
  GE: plan('995', 9, 9, '0'),
  TR: plan('90', 10, 10, '0'),
  JP: plan('81', 9, 10, '0'),
  IL: plan('972', 8, 9, '0'),
};

/** E.164 allows at most 15 digits including the calling code. */
const E164_MAX_DIGITS = 15;
const MIN_DIGITS = 6;

const inRange = (digits: string, min: number, max: number): boolean =>
  digits.length >= min && digits.length <= max;

/**
 * Phone number check. Without a known country only the general shape is checked (which is what
 * the profile schema does); with an ISO 3166-1 alpha-2 code the number must fit that country's
 * numbering plan, written either internationally (+380..., 00380...) or nationally (0...).
 */
export function isValidPhone(value: string, countryCode?: string | null): boolean {
  const compact = value.replace(/[\s().-]/g, '');
  const international = /^(?:\+|00)(\d+)$/.exec(compact)?.[1];
  const national = /^\d+$/.test(compact) ? compact : undefined;
  const numbering = countryCode ? NUMBERING_PLANS[countryCode.toUpperCase()] : undefined;

  if (!numbering) {
    if (international !== undefined) return inRange(international, 7, E164_MAX_DIGITS);
    return national !== undefined && inRange(national, MIN_DIGITS, E164_MAX_DIGITS);
  }
  const { callingCode, minDigits, maxDigits, trunkPrefix } = numbering;
  if (international !== undefined) {
    return (
      international.startsWith(callingCode) &&
      inRange(international.slice(callingCode.length), minDigits, maxDigits)
    );
  }
  if (national === undefined) return false;
  if (inRange(national, minDigits, maxDigits)) return true;
  return (
    trunkPrefix !== undefined &&
    national.startsWith(trunkPrefix) &&
    inRange(national.slice(trunkPrefix.length), minDigits, maxDigits)
  );
}
