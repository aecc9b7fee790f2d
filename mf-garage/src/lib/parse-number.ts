/**
 * `decimal`: a comma or a point is always the decimal separator (litres, seconds, L/100 km are
 * small numbers nobody groups). `grouped`: one separator followed by exactly three digits groups
 * thousands instead, so "21,000" is a price of 21 000 in English as "21.000" is in German, while
 * "150,5" is still 150.5.
 */
export type NumberStyle = 'decimal' | 'grouped';

// Spaces (also the no-break ones Ukrainian typography groups digits with) never mean anything.
const SPACES = /[\s\u00a0\u202f]/g;
const NUMBER_TEXT = /^[+-]?[\d.,]+$/;
const PLAIN_NUMBER = /^[+-]?(\d+(?:\.\d*)?|\.\d+)$/;

/** Thousands grouped by `mark`: "1,234,567" or "1.234". */
const grouped = (text: string, mark: ',' | '.') =>
  new RegExp(`^[+-]?\\d{1,3}(?:\\${mark}\\d{3})+$`).test(text);

/** `text` with a point before its decimals and no group separators; unchanged when unreadable. */
function withPointDecimal(text: string, style: NumberStyle): string {
  const separators = text.match(/[.,]/g) ?? [];
  if (separators.length === 0) return text;
  const last = text.search(/[.,][^.,]*$/);
  const decimalMark = text.charAt(last) as ',' | '.';
  const groupMark = decimalMark === ',' ? '.' : ',';
  const whole = text.slice(0, last);
  const fraction = text.slice(last + 1);
  if (new Set(separators).size === 2) {
    // "1,234.5" and "1.234,5": the last separator is the decimal one, the others group.
    return grouped(whole, groupMark) ? `${whole.split(groupMark).join('')}.${fraction}` : text;
  }
  if (separators.length > 1) {
    return grouped(text, decimalMark) ? text.split(decimalMark).join('') : text;
  }
  const digitsBefore = whole.replace(/[+-]/, '').length;
  if (style === 'grouped' && fraction.length === 3 && digitsBefore > 0)
    return `${whole}${fraction}`;
  return `${whole}.${fraction}`;
}

/**
 * The number in `text`, null when it is empty, or the trimmed text itself when it is not a
 * number, so the schema answers with its "Enter a valid number" message.
 */
export function parseNumber(text: string, style: NumberStyle): number | string | null {
  const compact = text.replace(SPACES, '');
  if (compact === '') return null;
  if (!NUMBER_TEXT.test(compact)) return text.trim();
  const normalized = withPointDecimal(compact, style);
  return PLAIN_NUMBER.test(normalized) ? Number(normalized) : text.trim();
}
