import { permissionsFor } from '../../../../src/lib/auth/current-user';

describe('permissionsFor', () => {
  it('derives the permissions of the roles, sorted and without repeats', () => {
    expect(permissionsFor([])).toEqual([]);
    expect(permissionsFor(['user'])).toEqual([]);
    expect(permissionsFor(['user', 'admin', 'admin'])).toEqual(['admin:dashboard']);
  });
});
