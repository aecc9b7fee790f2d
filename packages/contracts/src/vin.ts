import { VIN_LENGTH } from './constants';

/** ISO 3779 excludes I, O and Q so they cannot be mistaken for 1 and 0. */
const VIN_CHARS = /^[A-HJ-NPR-Z0-9]*$/;

const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

const CHECK_DIGIT_INDEX = 8;

/** The check digit is mandatory only for vehicles made for North America (WMI 1-5). */
const NORTH_AMERICAN_WMI = /^[1-5]/;

export type VinIssue = 'vinLength' | 'vinChars' | 'vinCheckDigit';

export function normalizeVin(vin: string): string {
  return vin.trim().toUpperCase();
}

/** Expects a normalised 17-character VIN of valid characters. */
export function computeVinCheckDigit(vin: string): string {
  let sum = 0;
  for (let index = 0; index < VIN_LENGTH; index += 1) {
    const char = vin.charAt(index);
    const value = /\d/.test(char) ? Number(char) : (TRANSLITERATION[char] ?? 0);
    sum += value * (WEIGHTS[index] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** The first problem with `vin` (case-insensitive), or null when it is valid. */
export function vinIssue(vin: string): VinIssue | null {
  const normalized = normalizeVin(vin);
  if (!VIN_CHARS.test(normalized)) return 'vinChars';
  if (normalized.length !== VIN_LENGTH) return 'vinLength';
  if (
    NORTH_AMERICAN_WMI.test(normalized) &&
    normalized.charAt(CHECK_DIGIT_INDEX) !== computeVinCheckDigit(normalized)
  ) {
    return 'vinCheckDigit';
  }
  return null;
}

export function isValidVin(vin: string): boolean {
  return vinIssue(vin) === null;
}
