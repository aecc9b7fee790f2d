import { isApiError } from '@carclub/api-client/is-api-error';
import { ErrorState, Skeleton, SkeletonBlock, usePageTitle } from '@carclub/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useMember } from '../api/get-member';
import { displayName, MemberProfileView } from './member-profile-view';
import { MemberNotFound } from './member-not-found';

export interface MemberProfileProps {
  /** As the link had it: the API matches nicknames ignoring case. */
  nickname: string;
  /** Passed on to the view once the member has loaded. */
  actions?: ReactNode;
}

/** A member's page in each of its states: loading, not found, failed, shown. */
export function MemberProfile({ nickname, actions }: MemberProfileProps) {
  const { t } = useTranslation('profile');
  const query = useMember(nickname);
  usePageTitle(query.data ? displayName(query.data) : null);

  // A refetch that finds the member gone (account deleted meanwhile) wins over what was shown.
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <StatePage title={t('member.title')}>
        <MemberNotFound />
      </StatePage>
    );
  }
  if (query.data) return <MemberProfileView member={query.data} actions={actions} />;
  if (query.isError) {
    return (
      <StatePage title={t('member.title')}>
        <ErrorState
          title={t('member.loadFailed')}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </StatePage>
    );
  }
  return (
    <StatePage title={t('member.title')}>
      <Skeleton label={t('member.loading')} className="member__skeleton">
        <SkeletonBlock shape="rect" height="12rem" />
        <SkeletonBlock shape="circle" width="7rem" height="7rem" />
        <SkeletonBlock shape="rect" height="2rem" width="min(20rem, 100%)" />
      </Skeleton>
    </StatePage>
  );
}

/** The page's outline while there is no member to name it: a level-one heading and the state. */
function StatePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="member member--state" aria-labelledby="member-page-title">
      <h1 id="member-page-title" className="visually-hidden">
        {title}
      </h1>
      {children}
    </section>
  );
}
