/** A day as the reader's language writes it ("12 March 2026", "12 березня 2026 р."). */
export function formatDay(iso: string, language: string): string {
  // A date-only value is a calendar day: read in UTC it stays that day in every time zone.
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));
}
