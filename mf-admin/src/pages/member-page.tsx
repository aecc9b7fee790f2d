import { useParams } from '@carclub/router';

import { RequirePermission } from '../components/require-permission';
import { MemberDetail } from '../features/members';

/** `/dashboard/members/{memberId}`: one member and the actions on their account. */
export function MemberPage() {
  const { memberId = '' } = useParams();
  return (
    <RequirePermission permission="members:read">
      {/* Keyed, so another member's page starts with its own state (no dialog left open). */}
      <MemberDetail key={memberId} memberId={memberId} />
    </RequirePermission>
  );
}

export const Component = MemberPage;
