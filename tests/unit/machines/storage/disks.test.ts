import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { ApiError, api, onInvalidate, PICKER_LIMIT, queryClient, STALE_TIME, type Disk, type Image, type Instance, type Snapshot } from '~/api'
import {
  cachedInstance,
  diskCreateBody,
  diskFormDefaults,
  diskFormInput,
  diskFormMachine,
  diskFormValidator,
  diskRowsPage,
  instancesOf,
  loadDiskFormPickers,
  minDiskSize,
  sizeDescription,
  sourceChange,
  toDiskRows,
  truncatedHint,
  type DiskFormPickers,
  type DiskFormValues,
} from '~/machines/storage/disks'
import { connectForm } from '~/machines/shared/form.connect'
import { diskRowsBusy } from '~/machines/shared/disk.rules'
import { reads } from '../reads'
import { makeDisk, T0 } from './disk.fixture'

const GiB = 1024 ** 3

const snapshot = (name: string, bytes: number, state: Snapshot['state'] = 'ready'): Snapshot => ({
  id: `s-${name}`,
  name,
  description: '',
  projectId: 'p',
  diskId: 'd',
  size: bytes,
  state,
  timeCreated: T0,
  timeModified: T0,
})
const image = (name: string, bytes: number, projectId: string | null): Image => ({
  id: `i-${name}`,
  name,
  description: '',
  os: 'ubuntu',
  version: '24.04',
  projectId,
  size: bytes,
  blockSize: 512,
  timeCreated: T0,
  timeModified: T0,
})

const pickers: DiskFormPickers = {
  snapshots: [snapshot('pending', 2 * GiB, 'creating'), snapshot('snap', 20 * GiB)],
  projectImages: [image('small', 1.5 * GiB, 'p')],
  siloImages: [image('big', 40 * GiB, null)],
}
const validate = diskFormValidator(pickers)
const base: DiskFormValues = {
  name: 'data',
  description: '',
  source: 'blank',
  size: 10,
  blockSize: 4096,
  snapshotId: '',
  imageId: '',
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
  queryClient.clear()
})

describe('create disk form', () => {
  it('starts with a generated name, a blank 10 GiB disk and the first ready snapshot and first image picked', () => {
    const values = diskFormDefaults(pickers)
    expect(values.name).toMatch(/^disk-[0-9a-f]{6}$/)
    expect(values).toMatchObject({ source: 'blank', size: 10, blockSize: 4096, snapshotId: 's-snap', imageId: 'i-small' })
    expect(validate(values)).toEqual({})
  })

  it('a blank disk is 1–1023 GiB in whole GiB', () => {
    expect(validate({ ...base, size: 0 }).size).toBe('Must be at least 1 GiB')
    expect(validate({ ...base, size: 1024 }).size).toBe('Must be 1023 GiB or less')
    expect(validate({ ...base, size: 2.5 }).size).toBe('Must be a whole number')
    expect(validate({ ...base, size: undefined }).size).toBe('Size is required')
    expect(validate({ ...base, size: 1023 })).toEqual({})
    expect(validate({ ...base, name: '' }).name).toBe('Name is required')
  })

  it('a disk from a source is at least the source’s size, rounded up to a GiB, and says so', () => {
    const fromSnap = { ...base, source: 'snapshot' as const, snapshotId: 's-snap' }
    expect(minDiskSize(fromSnap, pickers)).toBe(20)
    expect(validate({ ...fromSnap, size: 19 }).size).toBe('Must be at least 20 GiB')
    expect(validate({ ...fromSnap, size: 20 })).toEqual({})
    expect(sizeDescription(fromSnap, pickers)).toBe('20–1023 GiB; at least the snapshot’s size, 20 GiB')

    const fromSmall = { ...base, source: 'image' as const, imageId: 'i-small', size: 1 }
    expect(minDiskSize(fromSmall, pickers)).toBe(2)
    expect(validate(fromSmall).size).toBe('Must be at least 2 GiB')
    expect(sizeDescription({ ...base }, pickers)).toBe('1–1023 GiB')
    // A silo image counts too.
    expect(validate({ ...base, source: 'image', imageId: 'i-big', size: 1023 })).toEqual({})
  })

  it('the source must be picked, and a snapshot must be ready', () => {
    expect(validate({ ...base, source: 'snapshot' }).snapshotId).toBe('Snapshot is required')
    expect(validate({ ...base, source: 'snapshot', snapshotId: 's-pending' }).snapshotId).toBe(
      'Only a ready snapshot can be a disk’s source',
    )
    expect(validate({ ...base, source: 'image' }).imageId).toBe('Image is required')
    // A blank disk ignores the pickers.
    expect(validate({ ...base, snapshotId: 'nope', imageId: 'nope' })).toEqual({})
  })

  it('picking a larger source raises the size; a smaller one leaves it', () => {
    expect(sourceChange(base, pickers, 'source', 'snapshot')).toEqual({ source: 'snapshot' })
    const fromSnap = { ...base, snapshotId: 's-snap' }
    expect(sourceChange(fromSnap, pickers, 'source', 'snapshot')).toEqual({ source: 'snapshot', size: 20 })
    const image = { ...base, source: 'image' as const, imageId: 'i-small', size: 30 }
    expect(sourceChange(image, pickers, 'imageId', 'i-big')).toEqual({ imageId: 'i-big', size: 40 })
    expect(sourceChange({ ...image, size: 50 }, pickers, 'imageId', 'i-small')).toEqual({ imageId: 'i-small' })
    expect(sourceChange({ ...base, size: undefined }, pickers, 'source', 'blank')).toEqual({ source: 'blank', size: 1 })
  })

  it('sends the size in bytes and the chosen source only', () => {
    expect(diskCreateBody({ ...base, blockSize: 512, snapshotId: 's-snap' })).toEqual({
      name: 'data',
      description: '',
      size: 10 * GiB,
      diskSource: { type: 'blank', blockSize: 512 },
    })
    expect(diskCreateBody({ ...base, source: 'snapshot', snapshotId: 's-snap', size: 20 }).diskSource).toEqual({
      type: 'snapshot',
      snapshotId: 's-snap',
    })
    expect(diskCreateBody({ ...base, source: 'image', imageId: 'i-big', size: 40 }).diskSource).toEqual({
      type: 'image',
      imageId: 'i-big',
    })
  })

  it('keeps every value when the server refuses, and saves on the next try', async () => {
    const post = vi
      .spyOn(api, 'post')
      .mockRejectedValueOnce(new ApiError({ type: 'error', message: 'Disk name already exists', statusCode: 400 }))
      .mockResolvedValueOnce(makeDisk('detached', { name: 'data' }) as never)
    const actor = createActor(diskFormMachine, { input: diskFormInput('mock-project', pickers) }).start()
    const form = () => connectForm(actor.getSnapshot(), actor.send)
    form().change('name', 'data')
    form().change('source', 'snapshot')
    form().change('size', 25)
    form().submit()
    await waitFor(actor, (s) => s.matches('editing') && s.context.serverError !== undefined)
    expect(form().formErrors).toEqual(['Disk name already exists'])
    expect(form().values).toMatchObject({ name: 'data', source: 'snapshot', size: 25, snapshotId: 's-snap' })
    expect(post.mock.calls[0]).toEqual([
      '/v1/disks',
      {
        query: { project: 'mock-project' },
        body: { name: 'data', description: '', size: 25 * GiB, diskSource: { type: 'snapshot', snapshotId: 's-snap' } },
      },
    ])
    form().submit()
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.output?.name).toBe('data')
  })
})

describe('the pickers’ lists', () => {
  it('are each one request for the first page, and say which hold more', async () => {
    const fetchQuery = vi.spyOn(queryClient, 'fetchQuery').mockImplementation((async (o: { queryKey: [string, { query: { project?: string } }] }) =>
      o.queryKey[1].query.project ? { items: [], nextPage: null } : { items: [], nextPage: 'next' }) as never)
    const pickers = await loadDiskFormPickers('p')
    expect(pickers).toEqual({ snapshots: [], projectImages: [], siloImages: [], more: { siloImages: true } })
    expect(fetchQuery.mock.calls.map(([o]) => o.queryKey)).toEqual([
      ['/v1/snapshots', { query: { project: 'p', limit: PICKER_LIMIT } }],
      ['/v1/images', { query: { project: 'p', limit: PICKER_LIMIT } }],
      ['/v1/images', { query: { limit: PICKER_LIMIT } }],
    ])
    expect(truncatedHint(pickers, 'images')).toBe(`This project's images, and the first ${PICKER_LIMIT} silo images`)
    expect(truncatedHint(pickers, 'snapshots')).toBeUndefined()
    expect(truncatedHint({ ...pickers, more: { snapshots: true } }, 'snapshots')).toBe(`The first ${PICKER_LIMIT} snapshots of this project`)
  })
})

// ---- the list's rows ----

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
    expect(diskRowsBusy(rows)).toBe(true)
    expect(diskRowsBusy(rows.filter((r) => !r.instanceLoading))).toBe(false)
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
