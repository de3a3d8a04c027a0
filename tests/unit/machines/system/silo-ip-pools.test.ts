import { afterEach, describe, expect, it, vi } from 'vitest'
import * as apiModule from '~/api'
import { api, queryClient } from '~/api'
import {
  linkablePoolsPage,
  linkPool,
  linkPoolFormInput,
  makeDefaultPool,
  unlinkPool,
  validateLinkPool,
} from '~/machines/system/ip-pools'

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

const stamp = new Date('2025-01-01T00:00:00Z')
const pool = (name: string, id: string) => ({ id, name, description: '', timeCreated: stamp, timeModified: stamp })

describe('linking pools to a silo', () => {
  it('offers only the pools not linked yet', async () => {
    vi.spyOn(apiModule, 'fetchApi').mockImplementation(((path: string) =>
      Promise.resolve(
        path === '/v1/system/ip-pools'
          ? { items: [pool('a', '1'), pool('b', '2'), pool('c', '3')], nextPage: null }
          : { items: [{ ...pool('b', '2'), isDefault: true }], nextPage: null },
      )) as never)
    const page = await linkablePoolsPage('acme')({ limit: 50 })
    expect(page.items.map((p) => p.name)).toEqual(['a', 'c'])
  })

  it('links as a non-default pool, then makes it the default by its own call, and unlinks', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({} as never)
    const put = vi.spyOn(api, 'put').mockResolvedValue({} as never)
    const del = vi.spyOn(api, 'delete').mockResolvedValue(undefined as never)
    const siloPools = ['/v1/system/silos/{silo}/ip-pools', { path: { silo: 'acme' } }]
    const poolSilos = ['/v1/system/ip-pools/{pool}/silos', { path: { pool: 'a' } }]
    queryClient.setQueryData(siloPools, { items: [] })
    queryClient.setQueryData(poolSilos, { items: [] })

    await linkPool('acme', 'a')
    expect(post).toHaveBeenCalledWith('/v1/system/ip-pools/{pool}/silos', { path: { pool: 'a' }, body: { silo: 'acme', isDefault: false } })
    expect(queryClient.getQueryState(siloPools)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(poolSilos)?.isInvalidated).toBe(true)

    await makeDefaultPool('acme', 'a')
    expect(put).toHaveBeenCalledWith('/v1/system/ip-pools/{pool}/silos/{silo}', { path: { pool: 'a', silo: 'acme' }, body: { isDefault: true } })
    await unlinkPool('acme', 'a')
    expect(del).toHaveBeenCalledWith('/v1/system/ip-pools/{pool}/silos/{silo}', { path: { pool: 'a', silo: 'acme' } })
  })

  it('the link form needs a pool', async () => {
    expect(validateLinkPool({ pool: '' })).toEqual({ pool: 'IP pool is required' })
    const post = vi.spyOn(api, 'post').mockResolvedValue({} as never)
    await linkPoolFormInput('acme').submit({ pool: 'b' })
    expect(post.mock.calls[0][1]).toMatchObject({ body: { silo: 'acme', isDefault: false } })
  })
})
