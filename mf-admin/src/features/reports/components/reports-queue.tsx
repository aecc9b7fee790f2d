import '../reports.css';

import { memberPage } from '@carclub/contracts/page-paths';
import {
  type AdminReport,
  adminReportQuerySchema,
  can,
  type ReportQueueDecision,
  REPORT_STATUSES,
} from '@carclub/contracts';
import { useCurrentUser } from '@carclub/session';
import { QueryView, useUrlQuery } from '@carclub/kit';
import { Button, Field, Pagination, Select, useFocusAfterRemoval } from '@carclub/ui';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';

import { ReasonDialog } from '../../../components/reason-dialog';
import { useDecideReport } from '../api/decide-report';
import { useReports } from '../api/list-reports';

function subjectLink(report: AdminReport): string | null {
  const { subject } = report;
  if (subject === null) return null;
  if (subject.path !== undefined) return subject.path;
  const owner = memberPage(subject.ownerNickname);
  return subject.slug === null ? owner : `${owner}/car/${subject.slug}`;
}

export interface ReportsQueueProps {
  /** The queue's heading (focusable), where focus goes once a decided report leaves the list. */
  headingRef?: RefObject<HTMLElement | null>;
}

/** Members' reports, open ones oldest first; each can be resolved or dismissed with a note. */
export function ReportsQueue({ headingRef }: ReportsQueueProps) {
  const { t, i18n } = useTranslation('admin');
  const [query, update] = useUrlQuery(adminReportQuerySchema);
  const reports = useReports(query);
  const decide = useDecideReport();
  const focusHeading = useFocusAfterRemoval<true>(() => headingRef?.current ?? null);
  const [deciding, setDeciding] = useState<{
    report: AdminReport;
    decision: ReportQueueDecision;
  }>();
  // Hiding is moderating content: an admin whose role only handles reports resolves instead.
  const mayHide = can(useCurrentUser().data, 'content:moderate');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const list = (
    <QueryView
      query={reports}
      loading={t('reports.loading')}
      failed={t('reports.loadFailed')}
      empty={t(`reports.empty.${query.status}`)}
    >
      {({ items, total, limit }) => (
        <>
          <ol className="report-list">
            {items.map((report) => {
              const link = subjectLink(report);
              const subjectName = report.subject?.label ?? t('reports.subjectGone');
              return (
                <li key={report.id} className="report-card">
                  <h2 className="report-card__title">
                    <span className="report-card__type">
                      {t(`reports.subjectType.${report.subjectType}`)}
                    </span>{' '}
                    {link === null ? subjectName : <Link to={link}>{subjectName}</Link>}
                    {report.subject?.hidden && (
                      <span className="report-card__hidden">{t('reports.alreadyHidden')}</span>
                    )}
                  </h2>
                  <dl className="report-card__facts">
                    <div>
                      <dt>{t('reports.reason')}</dt>
                      <dd>{t(`reports.reasons.${report.reason}`)}</dd>
                    </div>
                    {report.details && (
                      <div>
                        <dt>{t('reports.details')}</dt>
                        <dd className="report-card__details">{report.details}</dd>
                      </div>
                    )}
                    <div>
                      <dt>{t('reports.reportedBy')}</dt>
                      <dd>
                        {t('reports.byOn', {
                          nickname: report.reporterNickname,
                          date: date.format(new Date(report.createdAt)),
                        })}
                      </dd>
                    </div>
                    {report.handledAt && (
                      <div>
                        <dt>{t('reports.handledBy')}</dt>
                        <dd>
                          {t('reports.byOn', {
                            nickname: report.handledByNickname ?? '—',
                            date: date.format(new Date(report.handledAt)),
                          })}
                        </dd>
                      </div>
                    )}
                  </dl>
                  {report.status === 'open' && (
                    <div className="report-card__actions">
                      {mayHide && report.subject?.hideable && (
                        <Button
                          size="sm"
                          variant="danger"
                          aria-label={t('reports.hide.labelFor', { name: subjectName })}
                          onClick={() => setDeciding({ report, decision: 'hide' })}
                        >
                          {t('reports.hide.button')}
                        </Button>
                      )}
                      <Button
                        size="sm"
                        aria-label={t('reports.resolve.labelFor', { name: subjectName })}
                        onClick={() => setDeciding({ report, decision: 'resolve' })}
                      >
                        {t('reports.resolve.button')}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('reports.dismiss.labelFor', { name: subjectName })}
                        onClick={() => setDeciding({ report, decision: 'dismiss' })}
                      >
                        {t('reports.dismiss.button')}
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
          <Pagination
            page={query.page}
            pageCount={Math.max(1, Math.ceil(total / limit))}
            onPageChange={(page) => update({ page })}
            label={t('reports.pagination')}
          />
        </>
      )}
    </QueryView>
  );

  return (
    <>
      <div className="report-filters">
        <Field label={t('reports.filter')}>
          <Select
            value={query.status}
            onChange={(event) => update({ status: event.target.value })}
            options={REPORT_STATUSES.map((value) => ({
              value,
              label: t(`reports.statuses.${value}`),
            }))}
          />
        </Field>
      </div>
      {list}
      <ReasonDialog
        open={deciding !== undefined}
        title={deciding ? t(`reports.${deciding.decision}.title`) : ''}
        description={deciding ? t(`reports.${deciding.decision}.description`) : undefined}
        confirmLabel={deciding ? t(`reports.${deciding.decision}.confirm`) : ''}
        doneMessage={deciding ? t(`reports.${deciding.decision}.done`) : ''}
        onClose={() => setDeciding(undefined)}
        onDone={() => {
          // The decided card, the dialog's opener, has left the list: without this, focus would
          // fall to <body>.
          setDeciding(undefined);
          focusHeading(true);
        }}
        onConfirm={(reason) =>
          decide.mutateAsync({ id: deciding!.report.id, decision: deciding!.decision, reason })
        }
      />
    </>
  );
}
