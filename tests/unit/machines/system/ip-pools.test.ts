import { describe, expect, it } from 'vitest'
import {
  allocatedPercent,
  ipPoolCreateBody,
  ipPoolUpdateBody,
  ipRangeBody,
  parsePoolUtilization,
  rangeText,
  rangeVersion,
  validateIpPool,
  validateIpRangeForm,
  validateLinkSilo,
} from '~/machines/system/ip-pools'
describe('pool utilization', () => {
  it('reads IPv6 counts from their strings into exact BigInts', () => {
    const u = parsePoolUtilization({
      ipv4: { allocated: 7, capacity: 122 },
      ipv6: { allocated: '9007199254740993', capacity: '340282366920938463463374607431768211456' },
    })
    expect(u.ipv4).toEqual({ allocated: 7n, capacity: 122n })
    expect(u.ipv6.allocated).toBe(2n ** 53n + 1n)
    expect(u.ipv6.capacity).toBe(2n ** 128n)
  })

  it('shares of capacity are computed in BigInt, to two decimals', () => {
    expect(allocatedPercent({ allocated: 7n, capacity: 122n })).toBe(5.73)
    expect(allocatedPercent({ allocated: 2n ** 63n, capacity: 2n ** 64n })).toBe(50)
    expect(allocatedPercent({ allocated: 1n, capacity: 2n ** 64n })).toBe(0)
    expect(allocatedPercent({ allocated: 0n, capacity: 0n })).toBeUndefined()
  })
})

describe('pool form', () => {
  it('sends name and description', () => {
    const values = { name: 'pool-a', description: 'the first' }
    expect(ipPoolCreateBody(values)).toEqual(values)
    expect(ipPoolUpdateBody(values)).toEqual(values)
  })

  it('checks the name', () => {
    expect(validateIpPool({ name: 'Pool', description: '' }).name).toBe('Must start with a lower-case letter')
    expect(validateIpPool({ name: 'pool', description: '' })).toEqual({ name: undefined, description: undefined })
  })
})

describe('range form', () => {
  it('sends the addresses trimmed', () => {
    expect(ipRangeBody({ first: ' 10.0.0.1', last: '10.0.0.9 ' })).toEqual({ first: '10.0.0.1', last: '10.0.0.9' })
  })

  it('checks the pair', () => {
    expect(validateIpRangeForm({ first: '10.0.0.1', last: 'x' })).toEqual({ last: 'Not a valid IP address' })
    expect(validateIpRangeForm({ first: '10.0.0.9', last: '10.0.0.1' }).last).toBe('Last address must not come before the first')
  })

  it('names a range and its version', () => {
    expect(rangeText({ first: 'fd00::1', last: 'fd00::9' })).toBe('fd00::1–fd00::9')
    expect(rangeVersion({ first: 'fd00::1', last: 'fd00::9' })).toBe(6)
    expect(rangeVersion({ first: '10.0.0.1', last: '10.0.0.9' })).toBe(4)
  })
})

describe('link form', () => {
  it('needs a silo', () => {
    expect(validateLinkSilo({ silo: '', isDefault: true }).silo).toBe('Silo is required')
    expect(validateLinkSilo({ silo: 'maze-war', isDefault: false }).silo).toBeUndefined()
  })
})
