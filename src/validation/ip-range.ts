// An IP range (an IP pool's first and last address): both valid addresses
//, of one version, first ≤ last — Nexus's IpRange refuses anything
// else with a parse error no user could act on, so the form says it first.
import { parseIp, validateIp, type IpVersion } from './ip'

/** The console's own words. */
export const ipRangeMessages = {
  version: 'First and last addresses must both be IPv4 or both be IPv6',
  order: 'Last address must not come before the first',
} as const

export type IpRangeInput = { first: string; last: string }
export type IpRangeErrors = { first?: string; last?: string }

function ipv4ToBigInt(text: string): bigint {
  return text.split('.').reduce((n, octet) => (n << 8n) + BigInt(octet), 0n)
}

/** The 16-bit groups of an IPv6 address already known to be valid (an embedded IPv4 is two). */
function ipv6Groups(text: string): number[] {
  const part = (s: string) =>
    s === ''
      ? []
      : s.split(':').flatMap((g) => {
          if (!g.includes('.')) return [parseInt(g, 16)]
          const v4 = Number(ipv4ToBigInt(g))
          return [v4 >>> 16, v4 & 0xffff]
        })
  const [head, tail] = text.split('::')
  if (tail === undefined) return part(head)
  const h = part(head)
  const t = part(tail)
  return [...h, ...Array<number>(8 - h.length - t.length).fill(0), ...t]
}

/**
 * An address's place on its version's number line, as a BigInt (IPv6 needs
 * 128 bits), with its version; undefined when it is not an address.
 */
export function ipPosition(text: string): { version: IpVersion; value: bigint } | undefined {
  const parsed = parseIp(text)
  if (!parsed) return undefined
  if (parsed.version === 4) return { version: 4, value: ipv4ToBigInt(text) }
  return { version: 6, value: ipv6Groups(text).reduce((n, g) => (n << 16n) + BigInt(g), 0n) }
}

/** How many addresses first..last holds (both ends included); undefined when it is not a range. */
export function ipRangeSize(first: string, last: string): bigint | undefined {
  const a = ipPosition(first.trim())
  const b = ipPosition(last.trim())
  if (!a || !b || a.version !== b.version || b.value < a.value) return undefined
  return b.value - a.value + 1n
}

/** Each field's own problem first; the pair's (version, order) shows on the last address. */
export function validateIpRange({ first, last }: IpRangeInput): IpRangeErrors {
  const errors: IpRangeErrors = { first: validateIp(first.trim()), last: validateIp(last.trim()) }
  if (errors.first || errors.last) return errors
  const a = ipPosition(first.trim())!
  const b = ipPosition(last.trim())!
  if (a.version !== b.version) return { last: ipRangeMessages.version }
  if (b.value < a.value) return { last: ipRangeMessages.order }
  return {}
}
