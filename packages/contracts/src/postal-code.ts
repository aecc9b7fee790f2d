import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';

/**
 * Moldova's post writes its codes with the country prefix (`MD-2001`); the library knows only the
 * four digits.
 */
const WRITTEN_PREFIXES: Readonly<Record<string, RegExp>> = {
  MD: /^MD-?/,
};

/**
 * Letters, digits, spaces and hyphens, as used by postal systems the library has no rule for
 * (most of them countries without postal codes at all).
 */
const GENERIC_POSTAL_CODE = /^[A-Z0-9](?:[A-Z0-9 -]{0,8}[A-Z0-9])?$/;

/**
 * Postal code check, the same in the browser and the API. With an ISO 3166-1 alpha-2 code it must
 * match that country's format as kept by the postcode-validator library (about 190 countries);
 * otherwise it must look like a postal code at all. Letters may be typed in either case.
 */
export function isValidPostalCode(value: string, countryCode?: string | null): boolean {
  const code = value.trim().toUpperCase();
  const country = countryCode?.toUpperCase();
  if (!country || !postcodeValidatorExistsForCountry(country)) {
    return GENERIC_POSTAL_CODE.test(code);
  }
  const prefix = WRITTEN_PREFIXES[country];
  return postcodeValidator(prefix ? code.replace(prefix, '') : code, country);
}
