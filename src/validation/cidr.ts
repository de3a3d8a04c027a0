import { parseIp, type IpVersion } from './ip'
import { messages } from './messages'
import { stringSchema } from './schema'

export const MAX_WIDTH: Record<IpVersion, number> = { 4: 32, 6: 128 }

export type ParsedCidr = {
  address: string
  width: number
  version: IpVersion
  /** address/width with the width written plainly (no leading zeros), as the API's Ipv4Net/Ipv6Net patterns want */
  text: string
}

type Result = { ok: true; value: ParsedCidr } | { ok: false; message: string }

function check(value: string): Result {
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
  const result = check(value)
  return result.ok ? result.value : undefined
}

export function validateCidr(value: string): string | undefined {
  const result = check(value)
  return result.ok ? undefined : result.message
}

export const cidrSchema = stringSchema(validateCidr)
