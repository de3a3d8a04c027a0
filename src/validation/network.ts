// Addresses and ports: IP addresses, CIDR blocks, address ranges and port
// ranges, each parsed and checked with the shared messages.
import { messages } from './messages'
import { stringSchema } from './schema'
import { type } from 'arktype'

export type IpVersion = 4 | 6
export type ParsedIp = { version: IpVersion }

// Dotted quad of decimal octets 0-255. Leading zeros are refused, as Nexus's
// (Rust's) parser refuses them: '010' could mean octal to other tools.
const OCTET = /^(0|[1-9][0-9]{0,2})$/

function isIpv4(text: string): boolean {
  const octets = text.split('.')
  return octets.length === 4 && octets.every((o) => OCTET.test(o) && Number(o) <= 255)
}

const HEX_GROUP = /^[0-9a-f]{1,4}$/i

/** How many 16-bit groups a run of colon-separated groups stands for, or -1. */
function countGroups(text: string, ipv4Allowed: boolean): number {
  if (text === '') return 0
  const groups = text.split(':')
  let count = 0
  for (const [i, group] of groups.entries()) {
    if (HEX_GROUP.test(group)) count += 1
    // an embedded IPv4 address (e.g. ::ffff:1.2.3.4) must be the last thing
    else if (ipv4Allowed && i === groups.length - 1 && isIpv4(group)) count += 2
    else return -1
  }
  return count
}

function isIpv6(text: string): boolean {
  const halves = text.split('::')
  if (halves.length > 2) return false
  if (halves.length === 1) return countGroups(text, true) === 8
  const [head, tail] = halves
  const h = countGroups(head, false)
  const t = countGroups(tail, true)
  // '::' stands for at least one group of zeros
  return h >= 0 && t >= 0 && h + t <= 7
}

/** The version of an IPv4 or IPv6 address written as Nexus accepts it, or undefined. */
export function parseIp(value: string): ParsedIp | undefined {
  if (isIpv4(value)) return { version: 4 }
  if (isIpv6(value)) return { version: 6 }
  return undefined
}

export function validateIp(value: string): string | undefined {
  return parseIp(value) ? undefined : messages.ip.invalid
}

export const ipSchema = stringSchema(validateIp)

export const MAX_WIDTH: Record<IpVersion, number> = { 4: 32, 6: 128 }

export type ParsedCidr = {
  address: string
  width: number
  version: IpVersion
  /** address/width with the width written plainly (no leading zeros), as the API's Ipv4Net/Ipv6Net patterns want */
  text: string
}

type CidrResult = { ok: true; value: ParsedCidr } | { ok: false; message: string }

function checkCidr(value: string): CidrResult {
  const parts = value.split('/')
  if (parts.length !== 2) return { ok: false, message: messages.cidr.shape }
  const [address, widthText] = parts
  const ip = parseIp(address)
  if (!ip) return { ok: false, message: messages.ip.invalid }
  if (!/^[0-9]+$/.test(widthText)) return { ok: false, message: messages.cidr.widthInteger }
  const width = Number(widthText)
  if (width > MAX_WIDTH[ip.version]) {
    return { ok: false, message: ip.version === 4 ? messages.cidr.maxWidthV4 : messages.cidr.maxWidthV6 }
  }
  return { ok: true, value: { address, width, version: ip.version, text: `${address}/${width}` } }
}

/** An IP network such as 10.0.0.0/8 or fd00::/48, or undefined. */
export function parseCidr(value: string): ParsedCidr | undefined {
  const result = checkCidr(value)
  return result.ok ? result.value : undefined
}

export function validateCidr(value: string): string | undefined {
  const result = checkCidr(value)
  return result.ok ? undefined : result.message
}

export const cidrSchema = stringSchema(validateCidr)

// An IP range (an IP pool's first and last address): both valid addresses
//, of one version, first ≤ last — Nexus's IpRange refuses anything
// else with a parse error no user could act on, so the form says it first.
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

/** Whether `ip` lies in the network `net` (v4 or v6); false when either does not parse or the versions differ. */
export function ipInNet(ip: string, net: string): boolean {
  const cidr = parseCidr(net)
  const addr = ipPosition(ip)
  const base = cidr && ipPosition(cidr.address)
  if (!cidr || !addr || !base || addr.version !== cidr.version) return false
  const bits = BigInt(cidr.version === 4 ? 32 : 128)
  const hostBits = bits - BigInt(cidr.width)
  return addr.value >> hostBits === base.value >> hostBits
}

/** Whether two texts are the same address, however each is spelled ('::1' and '0:0::1'). */
export function sameIp(a: string, b: string): boolean {
  const x = ipPosition(a)
  const y = ipPosition(b)
  return !!x && !!y && x.version === y.version && x.value === y.value
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

export const MAX_PORT = 65535

export type PortRange = [start: number, end: number]

type PortRangeResult = { ok: true; value: PortRange } | { ok: false; message: string }

// components.schemas.L4PortRange: ^[0-9]{1,5}(-[0-9]{1,5})?$
const SHAPE = /^([0-9]{1,5})(?:-([0-9]{1,5}))?$/

function checkPortRange(text: string): PortRangeResult {
  const match = SHAPE.exec(text.trim())
  if (!match) return { ok: false, message: messages.portRange.shape }
  const start = Number(match[1])
  const end = match[2] === undefined ? start : Number(match[2])
  if (start > MAX_PORT || end > MAX_PORT) return { ok: false, message: messages.portRange.maxPort }
  if (end < start) return { ok: false, message: messages.portRange.order }
  return { ok: true, value: [start, end] }
}

/** '80' → [80, 80], ' 8000-8080 ' → [8000, 8080]; undefined when invalid. */
export function parsePortRange(text: string): PortRange | undefined {
  const result = checkPortRange(text)
  return result.ok ? result.value : undefined
}

export function validatePortRange(text: string): string | undefined {
  const result = checkPortRange(text)
  return result.ok ? undefined : result.message
}

/** The range as the API's L4PortRange string: '80' or '8000-8080'. */
export function formatPortRange([start, end]: PortRange): string {
  return start === end ? String(start) : `${start}-${end}`
}

/** arktype morph: user text in, L4PortRange string out (trimmed, no leading zeros). */
export const portRangeSchema = type('string').pipe((text, ctx) => {
  const result = checkPortRange(text)
  return result.ok ? formatPortRange(result.value) : ctx.error({ message: result.message })
})
