import { memberFollowsPage } from '@carclub/contracts/page-paths';
import { Navigate, useParams } from '@carclub/router';
import { useCurrentUser } from '@carclub/session';
import { useHydrated } from '@carclub/ui';

import {
  type FollowsList,
  MemberFollows,
  MemberProfile,
  useMember,
} from '../features/member-profile';

/** `/u/{nickname}/followers` or `/following`: a member's follows lists (ADR 0165). */
export function MemberFollowsPage({ list }: { list: FollowsList }) {
  const { nickname = '' } = useParams();
  const { data } = useMember(nickname);
  const user = useCurrentUser().data;
  // The server renders for nobody; the browser's first render must draw the same (React #418).
  const hydrated = useHydrated();
  const own = hydrated && user?.nickname.toLowerCase() === nickname.toLowerCase();
  // A renamed member: the address names them as they spell themselves now (as their page does).
  if (data && data.nickname !== nickname) {
    return <Navigate replace to={memberFollowsPage(data.nickname, list)} />;
  }
  // The member page's loading, missing and failed states; the lists once the member is known.
  if (!data) return <MemberProfile nickname={nickname} />;
  return <MemberFollows member={data} list={list} own={own} />;
}
