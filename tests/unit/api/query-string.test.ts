import { describe, expect, test } from 'vitest'
import { toQueryString, toSearchParams } from '~/api/query-string'

describe('toQueryString', () => {
  test('snake_cases keys and keeps values', () => {
    expect(toQueryString({ limit: 50, pageToken: 'abc', sortBy: 'name_ascending' })).toBe(
      '?limit=50&page_token=abc&sort_by=name_ascending',
    )
  })

  test('repeats keys for array values', () => {
    expect(toQueryString({ a: [1, 2], sledIds: ['x', 'y'] })).toBe('?a=1&a=2&sled_ids=x&sled_ids=y')
  })

  test('skips null and undefined, including inside arrays', () => {
    expect(toQueryString({ project: null, pageToken: undefined, limit: 10, ids: [null, 'a', undefined] })).toBe(
      '?limit=10&ids=a',
    )
  })

  test('keeps falsy values that are not null or undefined', () => {
    expect(toQueryString({ zero: 0, no: false, empty: '' })).toBe('?zero=0&no=false&empty=')
  })

  test('sends Dates as ISO strings', () => {
    const startTime = new Date('2024-03-04T05:06:07.089Z')
    expect(toSearchParams({ startTime }).get('start_time')).toBe('2024-03-04T05:06:07.089Z')
  })

  test('encodes reserved characters', () => {
    expect(toQueryString({ q: 'a&b=c d' })).toBe('?q=a%26b%3Dc+d')
    expect(new URLSearchParams(toQueryString({ q: 'a&b=c d' })).get('q')).toBe('a&b=c d')
  })

  test('is empty when nothing is left to send', () => {
    expect(toQueryString(undefined)).toBe('')
    expect(toQueryString({})).toBe('')
    expect(toQueryString({ a: null, b: [] })).toBe('')
  })
})
