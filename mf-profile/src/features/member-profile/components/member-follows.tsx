import type { FollowedTarget, MemberProfile } from '@carclub/contracts';
import { memberFollowsPage, memberPage } from '@carclub/contracts/page-paths';
import { MemberAvatar } from '@carclub/kit';
import { Link } from '@carclub/router';
import { Button, EmptyState, ErrorState, Skeleton, usePageTitle } from '@carclub/ui';
import {
  type InfiniteData,
  useInfiniteQuery,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

import { displayName } from './member-profile-view';
import { followersQueryOptions, followingQueryOptions, type FollowsList } from '../api/get-follows';
import '../member-follows.css';

export interface MemberFollowsProps {
  member: MemberProfile;
  list: FollowsList;
  /** The member reads their own lists (once hydrated): shown even when hidden from others. */
  own: boolean;
}

/**
 * `/u/{nickname}/followers` and `/following` (issue 33 point 1, ADR 0165): who follows a member,
 * or whom and what they follow, newest first, a page at a time; a tab to the other list. A member
 * who hides them shows others only the counts.
 */
export function MemberFollows({ member, list, own }: MemberFollowsProps) {
  const { t, i18n } = useTranslation('profile');
  const headingId = useId();
  const name = displayName(member);
  // A public list is everyone's one query, the server's too; a hidden one is the member's own.
  const open = member.followsPublic || own;
  const ownQuery = !member.followsPublic;
  usePageTitle(t(`follows.${list}Title`, { name }));
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const tabs: { list: FollowsList; count: number }[] = [
    { list: 'followers', count: member.counts.followers },
    { list: 'following', count: member.counts.following },
  ];

  return (
    <section className="member-follows" aria-labelledby={headingId}>
      <Link className="member-follows__back" to={memberPage(member.nickname)}>
        {t('follows.back', { name })}
      </Link>
      <h1 id={headingId} className="member-follows__title">
        {t(`follows.${list}Title`, { name })}
      </h1>
      <nav className="member-follows__tabs" aria-label={t('follows.tabs')}>
        {tabs.map((tab) => (
          <Link
            key={tab.list}
            className="member-follows__tab"
            to={memberFollowsPage(member.nickname, tab.list)}
            aria-current={tab.list === list ? 'page' : undefined}
          >
            {t(`follows.${tab.list}Tab`, { formatted: number.format(tab.count) })}
          </Link>
        ))}
      </nav>
      {!open ? (
        <p className="member-follows__private">{t('follows.private', { name })}</p>
      ) : list === 'followers' ? (
        <FollowerItems nickname={member.nickname} name={name} own={ownQuery} />
      ) : (
        <FollowingItems nickname={member.nickname} name={name} own={ownQuery} />
      )}
    </section>
  );
}

interface ItemsProps {
  nickname: string;
  name: string;
  own: boolean;
}

function FollowerItems({ nickname, name, own }: ItemsProps) {
  const query = useInfiniteQuery(followersQueryOptions(nickname, own));
  return (
    <PagedList query={query} empty={name} list="followers">
      {(follower) => (
        <li key={follower.nickname} className="member-follows__item">
          <MemberAvatar
            nickname={follower.nickname}
            avatar={follower.avatar}
            className="member-follows__picture"
            size={48}
          />
          <Link className="cc-title-link" to={memberPage(follower.nickname)}>
            {follower.nickname}
          </Link>
        </li>
      )}
    </PagedList>
  );
}

function FollowingItems({ nickname, name, own }: ItemsProps) {
  const query = useInfiniteQuery(followingQueryOptions(nickname, own));
  return (
    <PagedList query={query} empty={name} list="following">
      {(target) => <FollowedRow key={`${target.kind}:${target.id}`} target={target} />}
    </PagedList>
  );
}

/** A list's states: loading, failed, empty, its rows and "Show more" while there are more. */
function PagedList<T>({
  query,
  list,
  empty,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[] }>>;
  list: FollowsList;
  /** The member's name, for the empty list's title. */
  empty: string;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('profile');
  if (query.isPending) return <Skeleton label={t('follows.loading')} lines={4} />;
  if (query.isError) {
    return (
      <ErrorState
        title={t('follows.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return <EmptyState headingLevel={2} title={t(`follows.${list}Empty`, { name: empty })} />;
  }
  return (
    <>
      <ul className="member-follows__list">{items.map(children)}</ul>
      {query.hasNextPage && (
        <Button
          type="button"
          variant="secondary"
          className="member-follows__more"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('follows.more')}
        </Button>
      )}
    </>
  );
}

/** A member, a car or a model followed: its picture, its name linking to its page, what it is. */
function FollowedRow({ target }: { target: FollowedTarget }) {
  const { t } = useTranslation('profile');
  return (
    <li className="member-follows__item">
      {target.kind === 'members' ? (
        <MemberAvatar
          nickname={target.name}
          avatar={target.image}
          className="member-follows__picture"
          size={48}
        />
      ) : target.image ? (
        // Decorative: the name beside it says what it is.
        <img
          className="member-follows__picture member-follows__picture--car"
          src={target.image}
          alt=""
          width={64}
          height={48}
          loading="lazy"
        />
      ) : (
        <span
          className="member-follows__picture member-follows__picture--none"
          aria-hidden="true"
        />
      )}
      <span className="member-follows__text">
        <Link className="cc-title-link" to={target.path}>
          {target.name}
        </Link>
        <span className="member-follows__kind">
          {target.kind === 'vehicles' && target.ownerNickname !== null
            ? t('follows.carOf', { nickname: target.ownerNickname })
            : t(`follows.kind.${target.kind}`)}
        </span>
      </span>
    </li>
  );
}
