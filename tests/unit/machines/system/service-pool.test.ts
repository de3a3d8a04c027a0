// The service pool's rules: who may change it, what a range form accepts, what its ranges hold.
import { describe, expect, it } from 'vitest'
import {
  rangeSize,
  SERVICE_POOL_ADMIN_ONLY,
  serviceRangeMessages,
  servicePoolWrite,
  totalSize,
  validateServiceRangeForm,
} from '~/machines/system/ip-pools'

describe('the service pool', () => {
  it('only a fleet admin changes its ranges; others are told why', () => {
    expect(servicePoolWrite('admin')).toEqual({ allowed: true })
    expect(servicePoolWrite('viewer')).toEqual({ allowed: false, reason: SERVICE_POOL_ADMIN_ONLY })
    expect(servicePoolWrite(undefined).allowed).toBe(false)
  })

  it('takes IPv4 ranges only, after the range’s own checks', () => {
    expect(validateServiceRangeForm({ first: '198.51.100.1', last: '198.51.100.9' })).toEqual({})
    expect(validateServiceRangeForm({ first: 'fd00::1', last: 'fd00::9' })).toEqual({ first: serviceRangeMessages.ipv4Only })
    // An address that is none, or a backwards range, says that first.
    expect(validateServiceRangeForm({ first: '198.51.100.300', last: '198.51.100.9' }).first).toBe('Not a valid IP address')
    expect(validateServiceRangeForm({ first: '198.51.100.9', last: '198.51.100.1' }).last).toBe(
      'Last address must not come before the first',
    )
  })

  it('counts what its ranges hold, both ends included', () => {
    const range = (first: string, last: string) => ({ id: first, ipPoolId: 'p', range: { first, last }, timeCreated: new Date() })
    expect(rangeSize({ first: '198.51.100.1', last: '198.51.100.20' })).toBe(20n)
    expect(totalSize([range('198.51.100.1', '198.51.100.20'), range('198.51.100.100', '198.51.100.110')])).toBe(31n)
    expect(totalSize([])).toBe(0n)
  })
})
