import type { AuditEntry } from '@carclub/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';

import { auditActionText, auditTargetName } from '../../../lib/audit-entry';

const targetName = (entry: AuditEntry) => {
  const name = auditTargetName(entry);
  return name === null ? '' : `: ${name}`;
};

/** The newest staff actions from the audit log, each in one line, with a link to the whole log. */
export function LatestActions({ entries }: { entries: readonly AuditEntry[] }) {
  const { t, i18n } = useTranslation('admin');
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <section className="latest-actions" aria-labelledby="latest-actions-title">
      <h2 id="latest-actions-title">{t('auditLog.latest.title')}</h2>
      {entries.length === 0 ? (
        <p>{t('auditLog.latest.empty')}</p>
      ) : (
        <ol className="latest-actions__list">
          {entries.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at}>{format.format(new Date(entry.at))}</time>{' '}
              <strong>{entry.actorNickname}</strong> {auditActionText(entry, t)}
              {/* A bare id reads as noise here; the whole log still shows it. */}
              {targetName(entry)}
            </li>
          ))}
        </ol>
      )}
      <Link to="/dashboard/audit">{t('auditLog.latest.all')}</Link>
    </section>
  );
}
