import { describe, expect, it } from 'vitest'
import { authSettingsUpdateBody } from '~/machines/silo/auth-settings'
import { DAY, formatTtl, HOUR, MAX_TTL_SECONDS, partsToTtl, ttlToParts, validateTtlParts } from '~/machines/silo/auth-settings'

describe('a device token lifetime as people read it', () => {
  it('in days, hours, minutes and seconds; null is no limit', () => {
    expect(formatTtl(null)).toBe('No limit')
    expect(formatTtl(undefined)).toBe('No limit')
    expect(formatTtl(30 * DAY)).toBe('30 days')
    expect(formatTtl(DAY + 12 * HOUR)).toBe('1 day 12 hours')
    expect(formatTtl(HOUR)).toBe('1 hour')
    expect(formatTtl(5400)).toBe('1 hour 30 minutes')
    expect(formatTtl(61)).toBe('1 minute 1 second')
    expect(formatTtl(0)).toBe('0 seconds')
  })
})

describe('the form: days and hours, both empty for no limit', () => {
  it('shows seconds as whole days and the rest in hours', () => {
    expect(ttlToParts(null)).toEqual({ days: undefined, hours: undefined })
    expect(ttlToParts(DAY + 12 * HOUR)).toEqual({ days: 1, hours: 12 })
    expect(ttlToParts(7 * DAY)).toEqual({ days: 7, hours: undefined })
    expect(ttlToParts(5400)).toEqual({ days: undefined, hours: 1.5 })
  })

  it('sends whole seconds, or null', () => {
    expect(partsToTtl({ days: undefined, hours: undefined })).toBeNull()
    expect(partsToTtl({ days: 1, hours: 12 })).toBe(129_600)
    expect(partsToTtl({ days: undefined, hours: 1.5 })).toBe(5400)
    expect(partsToTtl({ days: 2, hours: undefined })).toBe(2 * DAY)
    expect(authSettingsUpdateBody({ days: undefined, hours: undefined })).toEqual({ deviceTokenMaxTtlSeconds: null })
    expect(authSettingsUpdateBody({ days: 0, hours: 2 })).toEqual({ deviceTokenMaxTtlSeconds: 7200 })
  })

  it('round-trips what it shows', () => {
    for (const s of [null, HOUR, 5400, DAY, 7 * DAY + 3 * HOUR, 365 * DAY]) expect(partsToTtl(ttlToParts(s))).toBe(s)
  })

  it('refuses what Nexus would not take, on the field at fault', () => {
    expect(validateTtlParts({ days: 1.5, hours: undefined })).toEqual({ days: 'Days must be a whole number, 0 or more' })
    expect(validateTtlParts({ days: -1, hours: undefined })).toEqual({ days: 'Days must be a whole number, 0 or more' })
    expect(validateTtlParts({ days: undefined, hours: -2 })).toEqual({ hours: 'Hours must be a number, 0 or more' })
    expect(validateTtlParts({ days: 1, hours: 30 })).toEqual({ hours: 'Hours must be under 24 (add a day instead)' })
    expect(validateTtlParts({ days: 0, hours: 0 })).toEqual({ hours: 'A lifetime must be longer than 0; leave both fields empty for no limit' })
    expect(validateTtlParts({ days: 49_711, hours: undefined })).toEqual({ days: 'At most 49,710 days' })
    expect(validateTtlParts({ days: undefined, hours: 36 })).toEqual({})
    expect(partsToTtl({ days: 49_710, hours: undefined })! <= MAX_TTL_SECONDS).toBe(true)
  })
})
