// Address arithmetic for pool capacity (IPv6 ranges overflow a Number).

export const isV6 = (ip: string) => ip.includes(':')

export function ipv4ToInt(ip: string): number {
  return ip.split('.').reduce((n, octet) => n * 256 + Number(octet), 0)
}

export function ipv6ToBigInt(ip: string): bigint {
  const [head, tail = ''] = ip.split('::')
  const parts = (s: string) => (s ? s.split(':') : [])
  const h = parts(head)
  const t = parts(tail)
  const groups = ip.includes('::') ? [...h, ...Array(8 - h.length - t.length).fill('0'), ...t] : h
  return groups.reduce((n, g) => (n << 16n) + BigInt(parseInt(g, 16)), 0n)
}

/** Number of addresses from first to last inclusive. */
export function rangeSize(first: string, last: string): bigint {
  return isV6(first)
    ? ipv6ToBigInt(last) - ipv6ToBigInt(first) + 1n
    : BigInt(ipv4ToInt(last) - ipv4ToInt(first) + 1)
}
