import { clientNetwork } from '../../../src/lib/client-network';

describe('the network a client address stands for', () => {
  it('keeps an IPv4 address, also when it arrives IPv4-mapped', () => {
    expect(clientNetwork('203.0.113.5')).toBe('203.0.113.5');
    expect(clientNetwork('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(clientNetwork('::FFFF:cb00:7105')).toBe('203.0.113.5');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const network = clientNetwork('2001:db8:85a3:42::1');
    expect(network).toBe('2001:db8:85a3:42::/64');
    for (const sibling of [
      '2001:0db8:85a3:0042:a1b2:c3d4:e5f6:0708',
      '2001:DB8:85A3:42:ffff:ffff:ffff:ffff',
      '2001:db8:85a3:42::',
      '2001:db8:85a3:42:0:0:0:7%eth0',
    ]) {
      expect(clientNetwork(sibling)).toBe(network);
    }
    expect(clientNetwork('2001:db8:85a3:43::1')).not.toBe(network);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('2001:db8::1.2.3.4')).toBe('2001:db8:0:0::/64');
  });
});
