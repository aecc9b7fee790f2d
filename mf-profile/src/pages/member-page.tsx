import { FollowButton, ReportButton } from '@carclub/kit';
import { memberPage } from '@carclub/contracts/page-paths';
import { useCurrentUser } from '@carclub/session';
import { Navigate, useLocation, useParams } from '@carclub/router';

import { MemberProfile, useMember } from '../features/member-profile';
import { MuteButton } from '../features/muting';

/** `/u/{nickname}`: a member as everyone sees them, signed out too. */
export function MemberPage() {
  const { nickname = '' } = useParams();
  const { search } = useLocation();
  const { data } = useMember(nickname);
  const user = useCurrentUser().data;
  // Signed-in members may report or mute someone else's page; guests see no button (a report
  // needs an account, for the limit per member; a mute is the member's own).
  const canReport = Boolean(user) && user?.nickname.toLowerCase() !== nickname.toLowerCase();
  // The API followed a rename (or matched another case): the address names the member as they
  // spell themselves now, so it is the one a visitor copies.
  if (data && data.nickname !== nickname) {
    return <Navigate replace to={`${memberPage(data.nickname)}${search}`} />;
  }
  return (
    <MemberProfile
      key={nickname.toLowerCase()}
      nickname={nickname}
      actions={
        <>
          {/* A visitor is offered to sign in and follow; the member's own page offers nothing. */}
          <FollowButton
            kind="members"
            id={nickname}
            name={nickname}
            ownedByViewer={user?.nickname.toLowerCase() === nickname.toLowerCase()}
          />
          {canReport && (
            <>
              <MuteButton nickname={nickname} />
              <ReportButton
                className="member__report"
                subject={{ subjectType: 'member', nickname }}
              />
            </>
          )}
        </>
      }
    />
  );
}

export const Component = MemberPage;
