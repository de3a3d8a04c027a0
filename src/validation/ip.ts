import { messages } from './messages'
import { stringSchema } from './schema'

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
