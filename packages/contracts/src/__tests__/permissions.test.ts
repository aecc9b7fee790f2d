import { can, PERMISSIONS, permissionsFor, ROLE_PERMISSIONS, STAFF_ROLES } from '../permissions';

describe('permissions', () => {
  it('grants members nothing, moderators content work and admins everything', () => {
    expect(permissionsFor([])).toEqual([]);
    expect(permissionsFor(['user'])).toEqual([]);
    expect(permissionsFor(['user', 'admin', 'admin'])).toEqual([...PERMISSIONS]);
    const moderator = permissionsFor(['user', 'moderator']);
    expect(moderator).toEqual(expect.arrayContaining(['content:moderate', 'reports:handle']));
    expect(moderator).not.toContain('roles:manage');
    expect(moderator).not.toContain('members:manage');
  });

  it('lists the permissions of several roles once, in the table order', () => {
    expect(permissionsFor(['moderator', 'admin'])).toEqual([...PERMISSIONS]);
    expect(new Set(ROLE_PERMISSIONS.moderator).size).toBe(ROLE_PERMISSIONS.moderator.length);
  });

  it('counts moderators and admins as staff', () => {
    expect(STAFF_ROLES).toEqual(['moderator', 'admin']);
  });

  it('answers can() from a user of /auth/me', () => {
    expect(can({ permissions: ['dashboard:view'] }, 'dashboard:view')).toBe(true);
    expect(can({ permissions: [] }, 'dashboard:view')).toBe(false);
    expect(can(null, 'dashboard:view')).toBe(false);
  });
});
