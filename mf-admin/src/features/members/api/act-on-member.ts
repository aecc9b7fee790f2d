import { type AdminMember, adminMemberSchema, type StaffRole } from '@carclub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminKeys } from '../../../lib/api/query-keys';
import type { MemberActionBody, MemberActionKind } from '../actions';

type RoleActionKind = 'grantModerator' | 'revokeModerator' | 'grantAdmin' | 'revokeAdmin';

const ROLE_ACTIONS: Record<RoleActionKind, { role: StaffRole; path: string }> = {
  grantModerator: { role: 'moderator', path: 'roles/grant' },
  revokeModerator: { role: 'moderator', path: 'roles/revoke' },
  grantAdmin: { role: 'admin', path: 'roles/grant' },
  revokeAdmin: { role: 'admin', path: 'roles/revoke' },
};

type PlainActionKind = Exclude<MemberActionKind, RoleActionKind | 'delete'>;

const PATHS: Record<PlainActionKind, string> = {
  block: 'block',
  unblock: 'unblock',
  banUploads: 'uploads-ban',
  allowUploads: 'uploads-allow',
  signOutEverywhere: 'sign-out-everywhere',
  resendActivation: 'resend-activation',
};

/**
 * One action on a member's account (`POST /admin/members/{id}/…`): the updated member, or
 * undefined after a deletion (204).
 */
export async function actOnMember(
  memberId: string,
  kind: MemberActionKind,
  body: MemberActionBody,
): Promise<AdminMember | undefined> {
  const { request } = await import('@carclub/api-client');
  const base = `/admin/members/${encodeURIComponent(memberId)}`;
  if (kind === 'delete') {
    await request({ method: 'POST', url: `${base}/delete`, data: body });
    return undefined;
  }
  if (kind in ROLE_ACTIONS) {
    const role = ROLE_ACTIONS[kind as RoleActionKind];
    return request(adminMemberSchema, {
      method: 'POST',
      url: `${base}/${role.path}`,
      data: { role: role.role, reason: body.reason },
    });
  }
  return request(adminMemberSchema, {
    method: 'POST',
    url: `${base}/${PATHS[kind as PlainActionKind]}`,
    data: { reason: body.reason || undefined },
  });
}

/** Runs an action, then refetches the tables and the member's page (or drops it once deleted). */
export function useActOnMember(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: MemberActionKind; body: MemberActionBody }) =>
      actOnMember(memberId, kind, body),
    onSuccess: async (_member, { kind }) => {
      if (kind === 'delete') {
        queryClient.removeQueries({ queryKey: adminKeys.member(memberId) });
        void queryClient.invalidateQueries({ queryKey: adminKeys.members });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: adminKeys.members });
    },
  });
}
