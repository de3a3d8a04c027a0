import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, onInvalidate, queryClient, STALE_TIME, type Disk, type Instance } from '~/api'
import { anyInstanceLoading, cachedInstance, diskRowsPage, instancesOf, toDiskRows } from '~/machines/storage/disk-list.input'
import { reads } from '../reads'

const t = new Date('2025-01-01T00:00:00Z')
const disk = (name: string, instance?: string): Disk => ({
  id: `id-${name}`,
  name,
  description: '',
  projectId: 'p',
  size: 1024 ** 3,
  blockSize: 4096,
  devicePath: `/mnt/${name}`,
  state: instance ? { state: 'attached', instance } : { state: 'detached' },
  timeCreated: t,
  timeModified: t,
})
const instance = (name: string) => ({ id: `id-${name}`, name }) as Instance
const instanceKey = (id: string) => ['/v1/instances/{instance}', { path: { instance: id } }]

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
  queryClient.clear()
})

// The disks list names each disk's instance without reading every instance of
// the project: a first page of them, and one GET by id for each one not on it,
// after the rows show.
describe('the disks list rows', () => {
  it('take instances from the first page; the others are looked up once each, their rows loading meanwhile', () => {
    const lookUp = vi.fn()
    const disks = [disk('a', 'id-web'), disk('b', 'id-db'), disk('c', 'id-db'), disk('d')]
    const known = instancesOf(disks, [instance('web')], lookUp, () => ({ fetch: true }))
    expect(lookUp.mock.calls).toEqual([[['id-db']]])
    const rows = toDiskRows(disks, known)
    expect(rows.map((r) => [r.disk.name, r.instance?.name, !!r.instanceLoading])).toEqual([
      ['a', 'web', false],
      ['b', undefined, true],
      ['c', undefined, true],
      ['d', undefined, false],
    ])
    expect(anyInstanceLoading(rows)).toBe(true)
  })

  it('an instance the cache has shows; only an old one is looked up again (its name showing meanwhile)', () => {
    const lookUp = vi.fn()
    const cached = (id: string) => (id === 'id-fresh' ? { instance: instance('fresh'), fetch: false } : { instance: instance('old'), fetch: true })
    const disks = [disk('a', 'id-fresh'), disk('b', 'id-old')]
    const rows = toDiskRows(disks, instancesOf(disks, [], lookUp, cached))
    expect(lookUp.mock.calls).toEqual([[['id-old']]])
    expect(rows.map((r) => [r.instance?.name, !!r.instanceLoading])).toEqual([
      ['fresh', false],
      ['old', false],
    ])
  })

  it('nothing to look up: no lookup', () => {
    const lookUp = vi.fn()
    instancesOf([disk('a', 'id-web'), disk('b')], [instance('web')], lookUp)
    expect(lookUp).not.toHaveBeenCalled()
  })

  it('the cache: fresh data is used as is, old data fetched again, a recent failure not asked for again', () => {
    const now = Date.now()
    queryClient.setQueryData(instanceKey('id-web'), instance('web'), { updatedAt: now })
    expect(cachedInstance('id-web', now + 10)).toEqual({ instance: instance('web'), fetch: false })
    expect(cachedInstance('id-web', now + STALE_TIME)).toEqual({ instance: instance('web'), fetch: true })
    expect(cachedInstance('id-none', now)).toEqual({ fetch: true })
  })

  it('a failed lookup is not repeated at once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await queryClient
      .fetchQuery({ queryKey: instanceKey('id-gone'), queryFn: () => Promise.reject(new ApiError({ type: 'error', message: 'gone', statusCode: 404 })) })
      .catch(() => {})
    expect(cachedInstance('id-gone')).toEqual({ fetch: false })
    expect(cachedInstance('id-gone', Date.now() + STALE_TIME)).toEqual({ fetch: true })
  })

  it('a page: the disks and a first page of instances at once; the rows are back before the lookups', async () => {
    const fetchQuery = reads((path) => {
      if (path === '/v1/disks') return { items: [disk('a', 'id-web'), disk('b', 'id-far')], nextPage: 'next' }
      return { items: [instance('web')], nextPage: 'more' }
    })
    const lookUp = vi.fn()
    const page = await diskRowsPage('p', lookUp)({ limit: 25, pageToken: 'tok' })
    expect(page.nextPage).toBe('next')
    expect(page.items.map((r) => [r.instance?.name, !!r.instanceLoading])).toEqual([
      ['web', false],
      [undefined, true],
    ])
    expect(lookUp).toHaveBeenCalledWith(['id-far'])
    expect(fetchQuery.mock.calls.map(([o]) => o.queryKey)).toEqual([
      ['/v1/disks', { query: { project: 'p', limit: 25, pageToken: 'tok' } }],
      ['/v1/instances', { query: { project: 'p', limit: 50 } }],
    ])
  })

  it('the lookups go through the cache, then tell the list (its page read again finds them there)', async () => {
    const fetchQuery = reads((path, args) => {
      if (path === '/v1/disks') return { items: [disk('b', 'id-far')] }
      if (path === '/v1/instances') return { items: [] }
      // What fetchQuery does: the answer lands in the cache.
      const found = instance(args.path!.instance.replace('id-', ''))
      queryClient.setQueryData(instanceKey(args.path!.instance), found)
      return found
    })
    // What the list follows (page-actor's useRefreshOnInvalidate): word of a change under the path.
    const told = new Promise<void>((done) =>
      onInvalidate((changed) => {
        if (changed.has('/v1/instances/{instance}')) done()
      }),
    )
    const first = await diskRowsPage('p')({ limit: 25 })
    expect(first.items[0].instanceLoading).toBe(true)
    await told
    const again = await diskRowsPage('p')({ limit: 25 })
    expect(again.items[0]).toMatchObject({ instance: { name: 'far' } })
    expect(again.items[0].instanceLoading).toBeUndefined()
    expect(fetchQuery.mock.calls.filter(([o]) => o.queryKey[0] === '/v1/instances/{instance}')).toHaveLength(1)
  })
})
