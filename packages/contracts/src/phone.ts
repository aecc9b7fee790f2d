import {
  getCountryCallingCode,
  isSupportedCountry,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';

/** E.164 allows at most 15 digits including the calling code; `00` may stand for the `+`. */
const MAX_DIGITS = 17;
const MIN_DIGITS = 6;

/**
 * Whether `value` could be a phone number at all (digits with the usual separators, an optional
 * leading `+`), before the country is known. Forms and the profile schema use it; the real check
 * is `isValidPhone` with the selected country.
 */
export function isPhoneShaped(value: string): boolean {
  const text = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= MIN_DIGITS && digits <= MAX_DIGITS;
}

/**
 * Phone number check against libphonenumber's numbering plans. With an ISO 3166-1 alpha-2 code the
 * number may be written nationally (`067 123 4567`) or internationally (`+380…`, `00380…`) and must
 * use that country's calling code; countries sharing a calling code (US and CA, GB and its crown
 * dependencies) accept each other's numbers, since libphonenumber's small metadata cannot always
 * tell them apart. Without a country (or with one libphonenumber does not know) only a valid
 * international `+…` number passes, as a national number means nothing without its country.
 */
export function isValidPhone(value: string, countryCode?: string | null): boolean {
  const text = value.trim();
  const country = countryCode?.toUpperCase();
  if (!country || !isSupportedCountry(country)) {
    return text.startsWith('+') && isValidPhoneNumber(text);
  }
  if (!isValidPhoneNumber(text, country)) return false;
  const parsed = parsePhoneNumberFromString(text, country);
  return parsed?.countryCallingCode === getCountryCallingCode(country);
}
