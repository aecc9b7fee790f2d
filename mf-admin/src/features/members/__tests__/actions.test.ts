import { type AdminMember, permissionsFor } from '@carclub/contracts';

import { availableActions } from '../actions';
import { parseMembersParams, writeMembersParams } from '../hooks/use-members-params';

const member = (changes: Partial<AdminMember> = {}): AdminMember => ({
  id: 'member',
  email: 'ann@example.com',
  nickname: 'ann',
  roles: ['user'],
  restrictions: [],
  status: 'active',
  joinedAt: '2026-01-01T00:00:00.000Z',
  lastSignInAt: null,
  ...changes,
});

const admin = { id: 'admin', permissions: permissionsFor(['user', 'admin']) };
const moderator = { id: 'moderator', permissions: permissionsFor(['user', 'moderator']) };

describe('availableActions', () => {
  it('offers an admin what fits the member as they are', () => {
    expect(availableActions(admin, member())).toEqual([
      'grantModerator',
      'grantAdmin',
      'block',
      'banUploads',
      'signOutEverywhere',
      'delete',
    ]);
    expect(
      availableActions(
        admin,
        member({
          roles: ['user', 'moderator'],
          restrictions: ['blocked', 'uploadsBanned'],
          status: 'blocked',
        }),
      ),
    ).toEqual([
      'revokeModerator',
      'grantAdmin',
      'unblock',
      'allowUploads',
      'signOutEverywhere',
      'delete',
    ]);
    expect(availableActions(admin, member({ status: 'notActivated' }))).toContain(
      'resendActivation',
    );
  });

  it('offers a moderator nothing: they may only look', () => {
    expect(availableActions(moderator, member())).toEqual([]);
  });

  it('never offers an admin to block, delete or change the roles of their own account', () => {
    expect(availableActions(admin, member({ id: 'admin', roles: ['user', 'admin'] }))).toEqual([
      'signOutEverywhere',
    ]);
  });
});

describe('the table in the URL', () => {
  it('reads what it knows and falls back for the rest', () => {
    expect(
      parseMembersParams(
        new URLSearchParams('q=%20ann%20&role=admin&status=sleeping&page=-2&sort=x'),
      ),
    ).toEqual({ q: 'ann', role: 'admin', status: '', sort: 'joined', order: 'desc', page: 1 });
  });

  it('writes only what differs from the plain table', () => {
    const params = parseMembersParams(new URLSearchParams('status=blocked&sort=lastSignIn&page=3'));
    expect(writeMembersParams(params).toString()).toBe('status=blocked&sort=lastSignIn&page=3');
    expect(writeMembersParams(parseMembersParams(new URLSearchParams())).toString()).toBe('');
  });
});
