import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, queryClient } from '~/api'
import { deleteAccessToken, tokenLife } from '~/machines/settings/access-tokens'

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

const NOW = Date.parse('2025-06-01T12:00:00Z')

describe('tokenLife', () => {
  it('a token without an expiry never expires', () => {
    expect(tokenLife({ timeExpires: null }, NOW)).toEqual({ kind: 'never' })
    expect(tokenLife({}, NOW)).toEqual({ kind: 'never' })
  })

  it('counts what is left, and is expired from its expiry on', () => {
    expect(tokenLife({ timeExpires: new Date(NOW + 3_600_000) }, NOW)).toEqual({ kind: 'left', ms: 3_600_000 })
    expect(tokenLife({ timeExpires: new Date(NOW) }, NOW)).toEqual({ kind: 'expired' })
    expect(tokenLife({ timeExpires: new Date(NOW - 1) }, NOW)).toEqual({ kind: 'expired' })
  })
})

describe('deleteAccessToken', () => {
  it('deletes by id and refreshes the list', async () => {
    const del = vi.spyOn(api, 'delete').mockResolvedValue(undefined as never)
    queryClient.setQueryData(['/v1/me/access-tokens', {}], { items: [] })
    await deleteAccessToken('6a1e5b1c-0000-4000-8000-000000000000')
    expect(del).toHaveBeenCalledWith('/v1/me/access-tokens/{token_id}', {
      path: { token_id: '6a1e5b1c-0000-4000-8000-000000000000' },
    })
    expect(queryClient.getQueryState(['/v1/me/access-tokens', {}])?.isInvalidated).toBe(true)
  })
})
