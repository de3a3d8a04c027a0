// The fleet scan behind "where does this instance run" and the capacity page:
// the sleds, then each sled's instance list, a few at a time, in order.
import { describe, expect, it } from 'vitest'
import { instanceSledsSection, mapBounded, scanPlacements, SLED_LISTS_AT_ONCE } from '~/machines/shared/sled-placements'
import { apiQueryOptions, clearCache, invalidate, queryClient, type Sled, type SledInstance } from '~/api'
import { deferred, type Deferred } from './deferred'

const when = new Date('2026-01-01T00:00:00Z')
const sled = (id: string): Sled => ({
  id,
  baseboard: { serial: id, part: '913-0000019', revision: 6 },
  policy: { kind: 'in_service', provisionPolicy: 'provisionable' },
  state: 'active',
  rackId: 'rack',
  usableHardwareThreads: 64,
  usablePhysicalRam: 1024 ** 4,
  timeCreated: when,
  timeModified: when,
})
const on = (sledId: string): SledInstance => ({
  id: `on-${sledId}`,
  name: 'vm',
  activeSledId: sledId,
  ncpus: 1,
  memory: 1024 ** 3,
  projectName: 'p',
  siloName: 's',
  state: 'running',
  migrationId: null,
  timeCreated: when,
  timeModified: when,
})
const tick = () => new Promise((r) => setTimeout(r, 0))

describe('mapBounded', () => {
  it('keeps at most `limit` calls in flight, and the results in the items’ order', async () => {
    const pending = new Map<number, Deferred<string>>()
    let inFlight = 0
    let most = 0
    const run = mapBounded([1, 2, 3, 4, 5, 6, 7], 3, (n) => {
      inFlight++
      most = Math.max(most, inFlight)
      const d = deferred<string>()
      pending.set(n, d)
      return d.promise.finally(() => inFlight--)
    })
    await tick()
    expect([...pending.keys()]).toEqual([1, 2, 3])
    // Answers out of order: each frees a place for the next item.
    for (const n of [2, 1, 3, 5, 4, 7, 6]) {
      while (!pending.has(n)) await tick()
      pending.get(n)!.resolve(`#${n}`)
      await tick()
    }
    expect(await run).toEqual(['#1', '#2', '#3', '#4', '#5', '#6', '#7'])
    expect(most).toBe(3)
  })

  it('fails with the first failure', async () => {
    await expect(mapBounded([1, 2, 3], 2, async (n) => (n === 2 ? Promise.reject(new Error('sled 2')) : n))).rejects.toThrow('sled 2')
  })

  it('nothing to do: nothing called', async () => {
    expect(await mapBounded([], 4, () => Promise.reject(new Error('called')))).toEqual([])
  })
})

describe('scanPlacements', () => {
  it('reads every sled’s list, at most SLED_LISTS_AT_ONCE at a time, and pairs each with its sled', async () => {
    const sleds = Array.from({ length: 10 }, (_, i) => sled(`sled-${i}`))
    let inFlight = 0
    let most = 0
    const placements = await scanPlacements({
      sleds: async () => sleds,
      instances: async (id) => {
        inFlight++
        most = Math.max(most, inFlight)
        await tick()
        inFlight--
        return [on(id)]
      },
    })
    expect(placements.map((p) => [p.sled.id, p.instances.map((i) => i.id)])).toEqual(sleds.map((s) => [s.id, [`on-${s.id}`]]))
    expect(most).toBe(SLED_LISTS_AT_ONCE)
  })
})

describe('what an instance started or stopped makes stale', () => {
  it('each sled’s list and the scan kept for the instance pages, though the call names only the instance', async () => {
    const list = apiQueryOptions('/v1/system/hardware/sleds/{sled_id}/instances', { path: { sled_id: 'sled-1' }, query: { limit: 1000 } }).queryKey
    const other = apiQueryOptions('/v1/system/hardware/disks', { query: { limit: 50 } }).queryKey
    const scan = instanceSledsSection().key
    for (const key of [list, other, scan]) queryClient.setQueryData(key, { items: [] })
    // Kept for the session: fresh however long ago it was read.
    expect(queryClient.getQueryState(scan)?.isInvalidated).toBe(false)
    await invalidate('/v1/instances/{instance}')
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(scan)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false)
    clearCache()
  })
})
