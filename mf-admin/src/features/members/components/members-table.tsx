import '../members.css';

import { MEMBER_STATUSES, ROLES } from '@carclub/contracts';
import { SearchField } from '@carclub/kit';
import {
  Button,
  EmptyState,
  ErrorState,
  Field,
  Pagination,
  Select,
  showingRange,
  Skeleton,
} from '@carclub/ui';
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

      {members.isPending ? (
        <Skeleton label={t('members.loading')} />
      ) : members.isError ? (
        <ErrorState title={t('members.loadFailed')} onRetry={() => void members.refetch()} />
      ) : members.data.items.length === 0 ? (
        <EmptyState title={t('members.empty.title')} description={t('members.empty.description')} />
      ) : (
        <>
          {/* A polite live region, so a new search or page is announced. */}
          <p role="status">{t('members.table.summary', summaryOf(members.data, number))}</p>
          <div className="members__table-wrap">
            <table className="members__table" aria-busy={members.isFetching}>
              <thead>
                <tr>
                  <th scope="col">{t('members.table.member')}</th>
                  <th scope="col">{t('members.table.email')}</th>
                  <th scope="col">{t('members.table.roles')}</th>
                  <th scope="col">{t('members.table.status')}</th>
                  <th scope="col">{t('members.table.joined')}</th>
                  <th scope="col">{t('members.table.lastSignIn')}</th>
                </tr>
              </thead>
              <tbody>
                {members.data.items.map((member) => (
                  <tr key={member.id}>
                    <th scope="row">
                      <Link to={`/dashboard/members/${member.id}`}>{member.nickname}</Link>
                    </th>
                    <td>{member.email}</td>
                    <td>{member.roles.map((role) => t(`members.roles.${role}`)).join(', ')}</td>
                    <td>
                      <span className={`members__status members__status--${member.status}`}>
                        {t(`members.statuses.${member.status}`)}
                      </span>
                      {member.restrictions.includes('uploadsBanned') && (
                        <span className="members__flag">
                          {t('members.restrictions.uploadsBanned')}
                        </span>
                      )}
                    </td>
                    <td>{date.format(new Date(member.joinedAt))}</td>
                    <td>
                      {member.lastSignInAt === null
                        ? t('members.table.never')
                        : date.format(new Date(member.lastSignInAt))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={members.data.page}
            pageCount={Math.ceil(members.data.total / members.data.limit)}
            onPageChange={(page) => update({ page })}
            label={t('members.table.pagination')}
          />
        </>
      )}
    </div>
  );
}
