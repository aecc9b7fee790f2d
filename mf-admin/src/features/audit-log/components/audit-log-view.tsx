import '../audit-log.css';

import {
  AUDIT_ACTIONS,
  AUDIT_LOG_PAGE_SIZE,
  AUDIT_TARGET_TYPES,
  type AuditEntry,
} from '@carclub/contracts';
import { Button, Field, Select, toast } from '@carclub/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, QueryView, saveFile, useUrlQuery } from '@carclub/kit';

import { auditActionText, auditChanges, auditTargetName } from '../../../lib/audit-entry';
import { useDownloadAuditLog } from '../api/download-audit-log';
import { useAuditLog } from '../api/get-audit-log';
import { FILTER_NAMES, filtersFrom, pageFrom } from '../filters';
import { AuditTime } from './audit-time';

/** The filters and page as the address has them. */
const readQuery = (params: URLSearchParams) => ({
  filters: filtersFrom(params),
  page: pageFrom(params),
});

/** An entry's changed fields, one row each: "Status: Open → Resolved". */
function Changes({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('admin');
  const changes = auditChanges(entry, t, i18n.language);
  if (changes.length === 0) return <>{t('auditLog.none')}</>;
  return (
    <ul className="audit-log__changes">
      {changes.map((change) => (
        <li key={change.field}>{t('auditLog.changeRow', { ...change })}</li>
      ))}
    </ul>
  );
}

/** The log with its filters in the URL (a link shares the same view), paging and the CSV. */
export function AuditLogView() {
  const { t, i18n } = useTranslation('admin');
  const [{ filters, page }, update] = useUrlQuery(readQuery);
  const log = useAuditLog({ ...filters, page, limit: AUDIT_LOG_PAGE_SIZE });
  const download = useDownloadAuditLog();
  const [rangeError, setRangeError] = useState(false);
  const number = new Intl.NumberFormat(i18n.language);

  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => {
      const raw = data.get(name);
      return typeof raw === 'string' ? raw.trim() : '';
    };
    if (value('from') && value('to') && value('from') > value('to')) {
      setRangeError(true);
      return;
    }
    setRangeError(false);
    update(Object.fromEntries(FILTER_NAMES.map((name) => [name, value(name)])));
  };

  const onDownload = async () => {
    try {
      const file = await download.mutateAsync(filters);
      saveFile(file.blob, file.fileName);
    } catch {
      toast.error(t('auditLog.downloadFailed'));
    }
  };

  const target = (entry: AuditEntry) =>
    `${t(`auditLog.targetTypes.${entry.targetType}`, { defaultValue: entry.targetType })}: ${
      auditTargetName(entry) ?? entry.targetId
    }`;

  return (
    <div className="audit-log">
      <form
        className="audit-log__filters"
        aria-label={t('auditLog.filters.label')}
        onSubmit={onFilter}
        // A new view in the address (Back, "Clear", another page) shows its filters afresh.
        key={`${JSON.stringify(filters)}:${page}`}
      >
        <Field label={t('auditLog.filters.action')}>
          <Select
            name="action"
            defaultValue={filters.action ?? ''}
            placeholder={t('auditLog.filters.anyAction')}
            options={AUDIT_ACTIONS.map((value) => ({
              value,
              label: t(`auditLog.actions.${value}`),
            }))}
          />
        </Field>
        <Field label={t('auditLog.filters.targetType')}>
          <Select
            name="targetType"
            defaultValue={filters.targetType ?? ''}
            placeholder={t('auditLog.filters.anyTarget')}
            options={AUDIT_TARGET_TYPES.map((value) => ({
              value,
              label: t(`auditLog.targetTypes.${value}`),
            }))}
          />
        </Field>
        <Field
          name="actor"
          label={t('auditLog.filters.actor')}
          defaultValue={filters.actor ?? ''}
          autoComplete="off"
        />
        <Field
          name="from"
          type="date"
          label={t('auditLog.filters.from')}
          defaultValue={filters.from ?? ''}
          error={rangeError ? t('auditLog.filters.invalidRange') : undefined}
          touched={rangeError}
        />
        <Field
          name="to"
          type="date"
          label={t('auditLog.filters.to')}
          defaultValue={filters.to ?? ''}
        />
        <div className="audit-log__filter-actions">
          <Button type="submit">{t('auditLog.filters.apply')}</Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => update(Object.fromEntries(FILTER_NAMES.map((name) => [name, ''])))}
          >
            {t('auditLog.filters.clear')}
          </Button>
        </div>
      </form>

      <div className="audit-log__download">
        <Button variant="secondary" loading={download.isPending} onClick={() => void onDownload()}>
          {download.isPending ? t('auditLog.downloading') : t('auditLog.download')}
        </Button>
      </div>

      <QueryView
        query={log}
        loading={t('auditLog.loading')}
        failed={t('auditLog.loadFailed')}
        empty={t('auditLog.empty')}
      >
        {(data) => (
          // On a phone each entry stacks its fields (audit-log.css); wider, a region that scrolls,
          // which the keyboard can reach too.
          <DataTable
            className="audit-log__table"
            rows={data.items}
            rowKey={(entry) => entry.id}
            scrollRegion
            stackedLabels
            caption={t('auditLog.caption', {
              count: data.total,
              total: number.format(data.total),
            })}
            columns={[
              {
                key: 'at',
                header: t('auditLog.columns.at'),
                cell: (entry) => <AuditTime at={entry.at} />,
              },
              {
                key: 'actor',
                header: t('auditLog.columns.actor'),
                cell: (entry) => entry.actorNickname,
              },
              {
                key: 'action',
                header: t('auditLog.columns.action'),
                cell: (entry) => auditActionText(entry, t),
              },
              { key: 'target', header: t('auditLog.columns.target'), cell: target },
              {
                key: 'change',
                header: t('auditLog.columns.change'),
                className: 'audit-log__change',
                cell: (entry) => <Changes entry={entry} />,
              },
              {
                key: 'reason',
                header: t('auditLog.columns.reason'),
                cell: (entry) => entry.reason ?? t('auditLog.none'),
              },
            ]}
            pagination={{
              page: data.page,
              pageCount: Math.max(1, Math.ceil(data.total / data.limit)),
              onPageChange: (next) => update({ page: next > 1 ? next : undefined }),
            }}
          />
        )}
      </QueryView>
    </div>
  );
}
