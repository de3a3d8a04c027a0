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

const V4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/

export const isIpv4 = (s: string) => V4.test(s)

export function isIpv6(s: string): boolean {
  if (!/^[0-9a-fA-F:]+$/.test(s)) return false
  const halves = s.split('::')
  if (halves.length > 2) return false
  const groups = halves.flatMap((h) => (h === '' ? [] : h.split(':')))
  if (groups.some((g) => g.length === 0 || g.length > 4)) return false
  return halves.length === 2 ? groups.length < 8 : groups.length === 8
}

export const isIp = (s: string) => isIpv4(s) || isIpv6(s)

export function intToIpv4(n: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.')
}

/** The shortest form of an IPv6 address (longest run of zero groups as ::). */
export function bigIntToIpv6(n: bigint): string {
  const groups = Array.from({ length: 8 }, (_, i) => Number((n >> BigInt((7 - i) * 16)) & 0xffffn).toString(16))
  let best = { start: -1, len: 0 }
  for (let i = 0; i < 8; ) {
    if (groups[i] !== '0') {
      i++
      continue
    }
    let j = i
    while (j < 8 && groups[j] === '0') j++
    if (j - i > best.len && j - i > 1) best = { start: i, len: j - i }
    i = j
  }
  if (best.start < 0) return groups.join(':')
  return `${groups.slice(0, best.start).join(':')}::${groups.slice(best.start + best.len).join(':')}`
}

/** One address as a number on a line, so v4 and v6 compare and step alike. */
const toBig = (ip: string) => (isV6(ip) ? ipv6ToBigInt(ip) : BigInt(ipv4ToInt(ip)))
const fromBig = (n: bigint, v6: boolean) => (v6 ? bigIntToIpv6(n) : intToIpv4(Number(n)))

/** The canonical spelling, so two spellings of one address compare equal. */
export const canonicalIp = (ip: string) => fromBig(toBig(ip), isV6(ip))

export function inRange(ip: string, first: string, last: string): boolean {
  if (isV6(ip) !== isV6(first)) return false
  const n = toBig(ip)
  return n >= toBig(first) && n <= toBig(last)
}

/** The first address of [first, last] not in `taken` (canonical spellings), or null when all are. */
export function firstFree(first: string, last: string, taken: ReadonlySet<string>): string | null {
  const v6 = isV6(first)
  // Ranges can be huge (IPv6); only as many steps as there are taken addresses can be needed.
  const end = toBig(last)
  for (let n = toBig(first), steps = 0; n <= end && steps <= taken.size; n++, steps++) {
    const ip = fromBig(n, v6)
    if (!taken.has(ip)) return ip
  }
  return null
}

export interface Ipv4Block {
  /** network address as a number */
  base: number
  width: number
  size: number
}

export function parseIpv4Block(cidr: string): Ipv4Block {
  const [addr, width] = cidr.split('/')
  const w = Number(width)
  const size = 2 ** (32 - w)
  return { base: Math.floor(ipv4ToInt(addr) / size) * size, width: w, size }
}

/** Nexus keeps the first few addresses of every subnet for the control plane, and the broadcast address. */
export const RESERVED_AT_START = 5

/** The addresses of a VPC subnet an interface may be given. */
export function usableRange(block: Ipv4Block): { first: string; last: string } {
  return { first: intToIpv4(block.base + RESERVED_AT_START), last: intToIpv4(block.base + block.size - 2) }
}

/** An `IpNet` (CIDR, v4 or v6) as Nexus accepts it. */
export function isIpNet(s: string): boolean {
  const [addr, width, ...rest] = s.split('/')
  if (rest.length || width === undefined || !/^\d{1,3}$/.test(width)) return false
  if (isIpv4(addr)) return Number(width) <= 32
  return isIpv6(addr) && Number(width) <= 128
}

// ---- networks (CIDRs) as ranges on a line, for overlap and containment ------

export interface IpNetRange {
  v6: boolean
  width: number
  /** network address (host bits cleared) */
  first: bigint
  last: bigint
}

/** A CIDR as the range it covers, or null when it is not one. */
export function netRange(cidr: string): IpNetRange | null {
  if (!isIpNet(cidr)) return null
  const [addr, w] = cidr.split('/')
  const v6 = isV6(addr)
  const bits = v6 ? 128n : 32n
  const width = Number(w)
  const hostBits = bits - BigInt(width)
  const first = (toBig(addr) >> hostBits) << hostBits
  return { v6, width, first, last: first + (1n << hostBits) - 1n }
}

/** Whether two CIDRs of the same family share any address. */
export function netsOverlap(a: string, b: string): boolean {
  const x = netRange(a)
  const y = netRange(b)
  if (!x || !y || x.v6 !== y.v6) return false
  return x.first <= y.last && y.first <= x.last
}

/** Whether `inner` lies wholly inside `outer`. */
export function netContains(outer: string, inner: string): boolean {
  const o = netRange(outer)
  const i = netRange(inner)
  if (!o || !i || o.v6 !== i.v6) return false
  return o.first <= i.first && i.last <= o.last
}

export const isIpv4Net = (s: string) => isIpNet(s) && isIpv4(s.split('/')[0])
export const isIpv6Net = (s: string) => isIpNet(s) && isIpv6(s.split('/')[0])

/** The canonical spelling of a CIDR's address part (the width is kept as given). */
export function canonicalNet(cidr: string): string {
  const [addr, width] = cidr.split('/')
  return `${canonicalIp(addr)}/${Number(width)}`
}

/** The /`width` network starting at `first`, canonically spelled. */
export const ipv6Net = (first: bigint, width: number) => `${bigIntToIpv6(first)}/${width}`

/** RFC 1918, as Rust's `Ipv4Addr::is_private`. */
export function isPrivateIpv4(ip: string): boolean {
  const [a, b] = ip.split('.').map(Number)
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)
}

/** RFC 4193 as Nexus reads it: the fd00::/8 half of fc00::/7. */
export const isUniqueLocal = (ip: string) => ipv6ToBigInt(ip) >> 120n === 0xfdn
