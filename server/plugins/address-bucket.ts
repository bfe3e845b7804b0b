import net from 'node:net';

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an embedded IPv4 tail read as two groups). */
function ipv6Groups(address: string): number[] | null {
  let text = address.split('%')[0]!.toLowerCase();
  const v4Tail = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (v4Tail) {
    const [a, b, c, d] = v4Tail[1]!.split('.').map(Number);
    text = `${text.slice(0, -v4Tail[1]!.length)}${((a! << 8) | b!).toString(16)}:${((c! << 8) | d!).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parts = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const h = parts(head);
  const t = tail === undefined ? [] : parts(tail);
  const groups = tail === undefined ? h : [...h, ...Array(8 - h.length - t.length).fill(0), ...t];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/**
 * The unit a per-address budget counts: an IPv4 address as is, an IPv6 address by its /64 — one home or office
 * network gets a /64 and can draw any number of addresses from it, so counting single IPv6 addresses would let one
 * client step around every per-IP bar. IPv4-mapped IPv6 (`::ffff:1.2.3.4`) counts as its IPv4 address.
 */
export function addressBucket(ip: string): string {
  if (net.isIPv4(ip)) return ip;
  if (!net.isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}
