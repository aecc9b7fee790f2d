import type { FollowKind } from '@carclub/contracts';
import { signInPage } from '@carclub/contracts/page-paths';
import { Link, useLocation } from '@carclub/router';
import { useCurrentUser, useSessionPending } from '@carclub/session';
import { Button, toast, useHydrated } from '@carclub/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import '../i18n';
import { apiErrorMessage } from '../lib/api-error-message';
import { followStateQueryOptions, useSetFollowing } from './follow-api';
import './follow-button.css';

export interface FollowButtonProps {
  kind: FollowKind;
  /** A member's nickname, a car's id, a model's id. */
  id: string;
  /** What is followed, as the page names it: the toasts say it. */
  name: string;
  /** The member's own page or car: nothing to follow. */
  ownedByViewer: boolean;
}

/**
 * "Follow" a member, a car or a model (issue 33 point 1, ADR 0164): a toggle (`aria-pressed`) with
 * how many follow, for a member; a link to sign in that comes back, for a visitor; nothing for
 * the owner. The server renders for nobody in particular, so until the page has hydrated the
 * browser draws nothing either (React error #418 otherwise), and a visitor's page asks the API
 * for nothing.
 */
export function FollowButton({ kind, id, name, ownedByViewer }: FollowButtonProps) {
  const { t } = useTranslation('kit');
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const { data: user } = useCurrentUser();
  const pending = useSessionPending();
  if (!hydrated || ownedByViewer || pending) return null;
  if (!user) {
    return (
      <Link className="cc-follow__sign-in" to={signInPage(`${pathname}${search}`)}>
        {t('follow.signIn')}
      </Link>
    );
  }
  return <FollowToggle kind={kind} id={id} name={name} reader={user.id} />;
}

function FollowToggle({
  kind,
  id,
  name,
  reader,
}: Omit<FollowButtonProps, 'ownedByViewer'> & { reader: string }) {
  const { t } = useTranslation('kit');
  const state = useQuery(followStateQueryOptions(kind, id, reader));
  const change = useSetFollowing(kind, id, reader);
  const following = state.data?.followedByMe === true;
  const toggle = () =>
    change.mutate(!following, {
      onSuccess: () =>
        toast.success(following ? t('follow.stopped', { name }) : t('follow.started', { name })),
      onError: (error) => toast.error(apiErrorMessage(error)),
    });
  return (
    <span className="cc-follow">
      <Button
        type="button"
        variant={following ? 'secondary' : 'primary'}
        size="sm"
        aria-pressed={following}
        disabled={state.isPending}
        loading={change.isPending}
        onClick={toggle}
      >
        {following ? t('follow.following') : t('follow.follow')}
      </Button>
      {state.data && (
        <span className="cc-follow__count">
          {t('follow.followers', { count: state.data.followersCount })}
        </span>
      )}
    </span>
  );
}
