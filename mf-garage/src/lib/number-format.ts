/** Formatters made so far, by language and the most fraction digits they show. */
const formats = new Map<string, Intl.NumberFormat>();

/**
 * The number format of `language` with at most `maximumFractionDigits` (the locale's default when
 * not given), made once per process: making one costs more than the text it formats, and the
 * server renders every car's page and card with the same few (uk, en).
 */
export function numberFormat(language: string, maximumFractionDigits?: number): Intl.NumberFormat {
  const key = `${language} ${maximumFractionDigits ?? ''}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(
      language,
      maximumFractionDigits === undefined ? undefined : { maximumFractionDigits },
    );
    formats.set(key, format);
  }
  return format;
}
