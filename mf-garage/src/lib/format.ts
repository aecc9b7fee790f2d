import type { Currency } from '@carclub/contracts';

import { numberFormat } from './number-format';

/**
 * Money and date formatters made once per language and kind, as `numberFormat` makes numbers':
 * making an Intl formatter costs far more than using one.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

/** 123456 → "123 456" (uk) or "123,456" (en), with at most two decimals. */
export function formatNumber(value: number, language: string): string {
  return numberFormat(language, 2).format(value);
}

/** 1234.5 UAH → "1 234,50 грн" (uk) or "UAH 1,234.50" (en). */
export function formatMoney(amount: number, currency: Currency, language: string): string {
  return cached(
    `money:${language}:${currency}`,
    () => new Intl.NumberFormat(language, { style: 'currency', currency }),
  ).format(amount);
}

/**
 * An entry's day (`YYYY-MM-DD`) as words, "12 March 2025". In UTC: the day is a calendar day, not
 * a moment, and the server's render and the browser's must agree whatever their time zones.
 */
export function formatEntryDate(date: string, language: string): string {
  return cached(
    `date:${language}`,
    () => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }),
  ).format(new Date(`${date}T00:00:00Z`));
}

/** U+2060 WORD JOINER: no line break on either side of it, and nothing to see. */
const WORD_JOINER = '\u2060';

/**
 * No line break right after a slash inside a word: "км/год", "L/100", never "км/" at a line's end
 * and "год" on the next. Spaces still break.
 */
export function noBreakAfterSlash(text: string): string {
  return text.replace(/\/(?=\S)/g, `/${WORD_JOINER}`);
}

/**
 * A measure as one unbreakable piece, "203 км/год" or "7,9 л/100 км": no-break spaces and no break
 * after a slash, so a narrow card wraps before the number, never inside it. Done here, where the
 * value is formatted, not with breaks typed into the texts.
 */
export function keepTogether(text: string): string {
  return noBreakAfterSlash(text).replace(/ /g, '\u00a0');
}
