import { isBootstrapAdmin } from '../../../../src/lib/auth/bootstrap-admins';

describe('isBootstrapAdmin', () => {
  const list = ['owner@carclub.example', '*@staff.carclub.example'];

  it('names listed addresses and every address of a listed domain', () => {
    expect(isBootstrapAdmin(list, 'owner@carclub.example')).toBe(true);
    expect(isBootstrapAdmin(list, 'ann@staff.carclub.example')).toBe(true);
  });

  it('does not stretch a domain to its subdomains or a look-alike', () => {
    expect(isBootstrapAdmin(list, 'ann@carclub.example')).toBe(false);
    expect(isBootstrapAdmin(list, 'ann@x.staff.carclub.example')).toBe(false);
    expect(isBootstrapAdmin(list, 'ann@evilstaff.carclub.example')).toBe(false);
    expect(isBootstrapAdmin([], 'owner@carclub.example')).toBe(false);
  });
});
