import { isIPv4, isIPv6 } from 'node:net';

/** Hextets of an IPv6 address that name its network: a /64 is what one household or host is given. */
const IPV6_NETWORK_HEXTETS = 4;

/** The eight hextets of an IPv6 address, `::` expanded and an embedded IPv4 tail converted. */
function hextets(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string) => {
    if (text === '') return [];
    const pieces = text.split(':');
    const last = pieces.at(-1)!;
    if (isIPv4(last)) {
      const [a, b, c, d] = last.split('.').map(Number) as [number, number, number, number];
      pieces.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
    }
    return pieces;
  };
  const start = part(head);
  const end = tail === undefined ? [] : part(tail);
  const zeros = Array.from({ length: 8 - start.length - end.length }, () => '0');
  return [...start, ...zeros, ...end].map((hextet) => hextet.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The network a client's address stands for, as counters and visitor names key on it. An IPv4
 * address is itself (also when it arrives IPv4-mapped, `::ffff:203.0.113.5`); an IPv6 address is
 * its /64, since a single machine is handed a whole /64 and picks a fresh address in it at will
 * (privacy extensions), so counting by the full address would give it 2^64 budgets.
 */
export function clientNetwork(ip: string): string {
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return ip;
  const parts = hextets(address);
  const mapped =
    parts.slice(0, 5).every((hextet) => hextet === '0') && parts[5] === 'ffff' ? parts : undefined;
  if (mapped) {
    const [high, low] = [parseInt(mapped[6]!, 16), parseInt(mapped[7]!, 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${parts.slice(0, IPV6_NETWORK_HEXTETS).join(':')}::/64`;
}
