import type { AuditEntry } from '@carclub/contracts';
import { i18n } from '@carclub/i18n';

import { setupTestEnvironment } from '../../test-utils/render';
import { auditActionText, auditTargetName, changedRoles } from '../audit-entry';

setupTestEnvironment();

const MEMBER = '0b6f3c1e-7d2a-4c55-9a0e-3f1b2c4d5e6f';

const grant: AuditEntry = {
  id: 1,
  at: '2026-11-24T09:00:00.000Z',
  actorId: MEMBER,
  actorNickname: 'firstadmin',
  action: 'member.roleGrant',
  targetType: 'member',
  targetId: MEMBER,
  targetLabel: null,
  before: { roles: ['user'] },
  after: { roles: ['user', 'admin'] },
  reason: 'ADMIN_EMAILS',
};

const t = () => i18n.getFixedT(null, 'admin');

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('changedRoles', () => {
  it('reads what a grant gave and a revoke took', () => {
    expect(changedRoles(grant)).toEqual(['admin']);
    expect(
      changedRoles({
        action: 'member.roleRevoke',
        before: { roles: ['user', 'moderator', 'admin'] },
        after: { roles: ['user', 'admin'] },
      }),
    ).toEqual(['moderator']);
  });

  it('gives none for other actions or shapes it does not know', () => {
    expect(changedRoles({ ...grant, action: 'member.block' })).toEqual([]);
    expect(changedRoles({ ...grant, before: null, after: { roles: ['root'] } })).toEqual([]);
    expect(changedRoles({ ...grant, after: 'admin' })).toEqual([]);
  });
});

describe('auditActionText', () => {
  it('names the granted or taken role, in English and Ukrainian', async () => {
    expect(auditActionText(grant, t())).toBe('Role “Admin” granted');
    const revoke = {
      action: 'member.roleRevoke',
      before: { roles: ['user', 'moderator'] },
      after: { roles: ['user'] },
    };
    expect(auditActionText(revoke, t())).toBe('Role “Moderator” taken away');
    await i18n.changeLanguage('uk');
    expect(auditActionText(grant, t())).toBe('Надано роль «Адміністратор»');
    expect(auditActionText(revoke, t())).toBe('Забрано роль «Модератор»');
  });

  it('falls back to the action’s name when the role cannot be told, and to the raw action', () => {
    expect(auditActionText({ ...grant, before: null, after: null }, t())).toBe('Role granted');
    expect(auditActionText({ ...grant, action: 'vehicle.hide' }, t())).toBe('Vehicle hidden');
    expect(auditActionText({ ...grant, action: 'robot.dance' }, t())).toBe('robot.dance');
  });
});

describe('auditTargetName', () => {
  it('is the recorded label', () => {
    expect(auditTargetName({ ...grant, targetLabel: 'firstadmin' })).toBe('firstadmin');
  });

  it('names a member who acted on themselves (an unlabelled ADMIN_EMAILS grant) by the actor', () => {
    expect(auditTargetName(grant)).toBe('firstadmin');
  });

  it('is null, never an id, when nothing readable was recorded', () => {
    expect(auditTargetName({ ...grant, actorId: 'someone-else' })).toBeNull();
    expect(auditTargetName({ ...grant, targetType: 'report', targetId: 'r1' })).toBeNull();
  });
});
