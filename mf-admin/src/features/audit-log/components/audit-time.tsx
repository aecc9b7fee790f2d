import { useTranslation } from 'react-i18next';

/** A moment of the log in the reader's language and time zone, with the exact one for machines. */
export function AuditTime({ at }: { at: string }) {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return <time dateTime={at}>{format.format(new Date(at))}</time>;
}
