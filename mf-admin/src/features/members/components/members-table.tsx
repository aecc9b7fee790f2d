import '../members.css';

import { MEMBER_STATUSES, ROLES } from '@carclub/contracts';
import { adminMemberPage } from '@carclub/contracts/page-paths';
import { DataTable, QueryView, SearchField } from '@carclub/kit';
import { Button, EmptyState, Field, Select, showingRange } from '@carclub/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';

import { useMembers } from '../api/get-members';
import { type MembersParams, toQuery, useMembersParams } from '../hooks/use-members-params';

const SORT_CHOICES = ['joinedDesc', 'joinedAsc', 'lastSignInDesc', 'lastSignInAsc'] as const;
type SortChoice = (typeof SORT_CHOICES)[number];

const sortChoiceOf = ({ sort, order }: MembersParams): SortChoice =>
  `${sort}${order === 'asc' ? 'Asc' : 'Desc'}`;

const SORT_OF: Record<SortChoice, Pick<MembersParams, 'sort' | 'order'>> = {
  joinedDesc: { sort: 'joined', order: 'desc' },
  joinedAsc: { sort: 'joined', order: 'asc' },
  lastSignInDesc: { sort: 'lastSignIn', order: 'desc' },
  lastSignInAsc: { sort: 'lastSignIn', order: 'asc' },
};

function summaryOf(
  { page, limit, total }: { page: number; limit: number; total: number },
  number: Intl.NumberFormat,
) {
  const range = showingRange(page, limit, total);
  return {
    from: number.format(range.from),
    to: number.format(range.to),
    total: number.format(range.total),
  };
}

/**
 * The members table: search, filters, sort and page, all in the URL and all done by the server
 * (there may be many thousands of members).
 */
export function MembersTable() {
  const { t, i18n } = useTranslation('admin');
  const { params, update, clear } = useMembersParams();
  const members = useMembers(toQuery(params));
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const number = new Intl.NumberFormat(i18n.language);
  const filtered = params.q !== '' || params.role !== '' || params.status !== '';

  return (
    <div className="members">
      <search className="members__controls" aria-label={t('members.filters.label')}>
        <SearchField
          name="q"
          value={params.q}
          onSearch={(q) => update({ q })}
          label={t('members.search.label')}
          hint={t('members.search.hint')}
        />
        <Field label={t('members.filters.role')}>
          <Select
            name="role"
            placeholder={t('members.filters.anyRole')}
            options={ROLES.map((role) => ({ value: role, label: t(`members.roles.${role}`) }))}
            value={params.role}
            onChange={(event) => update({ role: event.target.value as MembersParams['role'] })}
          />
        </Field>
        <Field label={t('members.filters.status')}>
          <Select
            name="status"
            placeholder={t('members.filters.anyStatus')}
            options={MEMBER_STATUSES.map((status) => ({
              value: status,
              label: t(`members.statuses.${status}`),
            }))}
            value={params.status}
            onChange={(event) => update({ status: event.target.value as MembersParams['status'] })}
          />
        </Field>
        <Field label={t('members.filters.sort')}>
          <Select
            name="sort"
            options={SORT_CHOICES.map((choice) => ({
              value: choice,
              label: t(`members.sorts.${choice}`),
            }))}
            value={sortChoiceOf(params)}
            onChange={(event) => update(SORT_OF[event.target.value as SortChoice])}
          />
        </Field>
        {filtered && (
          <Button variant="secondary" onClick={clear}>
            {t('members.filters.clear')}
          </Button>
        )}
      </search>

      <QueryView
        query={members}
        loading={t('members.loading')}
        failed={t('members.loadFailed')}
        empty={
          <EmptyState
            title={t('members.empty.title')}
            description={t('members.empty.description')}
          />
        }
      >
        {(data) => (
          <DataTable
            className="members__table"
            rows={data.items}
            rowKey={(member) => member.id}
            busy={members.isFetching}
            // Announced (a polite live region), so a new search or page is heard.
            status={t('members.table.summary', summaryOf(data, number))}
            columns={[
              {
                key: 'member',
                header: t('members.table.member'),
                rowHeader: true,
                cell: (member) => <Link to={adminMemberPage(member.id)}>{member.nickname}</Link>,
              },
              { key: 'email', header: t('members.table.email'), cell: (member) => member.email },
              {
                key: 'roles',
                header: t('members.table.roles'),
                cell: (member) => member.roles.map((role) => t(`members.roles.${role}`)).join(', '),
              },
              {
                key: 'status',
                header: t('members.table.status'),
                cell: (member) => (
                  <>
                    <span className={`members__status members__status--${member.status}`}>
                      {t(`members.statuses.${member.status}`)}
                    </span>
                    {member.restrictions.includes('uploadsBanned') && (
                      <span className="members__flag">
                        {t('members.restrictions.uploadsBanned')}
                      </span>
                    )}
                  </>
                ),
              },
              {
                key: 'joined',
                header: t('members.table.joined'),
                cell: (member) => date.format(new Date(member.joinedAt)),
              },
              {
                key: 'lastSignIn',
                header: t('members.table.lastSignIn'),
                cell: (member) =>
                  member.lastSignInAt === null
                    ? t('members.table.never')
                    : date.format(new Date(member.lastSignInAt)),
              },
            ]}
            pagination={{
              page: data.page,
              pageCount: Math.ceil(data.total / data.limit),
              onPageChange: (page) => update({ page }),
              label: t('members.table.pagination'),
            }}
          />
        )}
      </QueryView>
    </div>
  );
}
