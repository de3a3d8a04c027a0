import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { ApiError, api, PICKER_LIMIT, queryClient, type Disk, type Image, type Instance, type Snapshot } from '~/api'
import {
  diskCreateBody,
  diskFormDefaults,
  diskFormInput,
  diskFormMachine,
  diskFormValidator,
  diskInstancesSection,
  diskPickersSection,
  diskRowsPage,
  loadDiskDetail,
  minDiskSize,
  sizeDescription,
  sourceChange,
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
  it('starts with a generated name and a blank 10 GiB disk: it needs none of the pickers’ lists', () => {
    const values = diskFormDefaults()
    expect(values.name).toMatch(/^disk-[0-9a-f]{6}$/)
    expect(values).toMatchObject({ source: 'blank', size: 10, blockSize: 4096, snapshotId: '', imageId: '' })
    expect(validate(values)).toEqual({})
    expect(diskFormValidator({ snapshots: [], projectImages: [], siloImages: [] })(values)).toEqual({})
  })

  it('choosing a source picks its first choice (a ready snapshot, the project’s first image), raising the size to hold it', () => {
    expect(sourceChange(base, pickers, 'source', 'snapshot')).toEqual({ source: 'snapshot', snapshotId: 's-snap', size: 20 })
    expect(sourceChange(base, pickers, 'source', 'image')).toEqual({ source: 'image', imageId: 'i-small' })
    // One already picked stays; with none to offer, nothing is picked.
    expect(sourceChange({ ...base, imageId: 'i-big' }, pickers, 'source', 'image')).toEqual({ source: 'image', size: 40 })
    expect(sourceChange(base, { snapshots: [], projectImages: [], siloImages: [] }, 'source', 'image')).toEqual({ source: 'image' })
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
    // The form's rules check against the pickers' lists as the cache holds them.
    queryClient.setQueryData(diskPickersSection('mock-project').key, pickers)
    const actor = createActor(diskFormMachine, { input: diskFormInput('mock-project') }).start()
    const form = () => connectForm(actor.getSnapshot(), actor.send)
    form().change('name', 'data')
    form().change('source', 'snapshot')
    form().change('snapshotId', 's-snap')
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
    const fetchQuery = reads((_, args) => (args.query?.project ? { items: [], nextPage: null } : { items: [], nextPage: 'next' }))
    const loaded = await diskPickersSection('p').read({ signal: new AbortController().signal })
    expect(loaded).toEqual({ snapshots: [], projectImages: [], siloImages: [], more: { siloImages: true } })
    expect(fetchQuery.mock.calls.map(([o]) => o.queryKey)).toEqual([
      ['/v1/snapshots', { query: { project: 'p', limit: PICKER_LIMIT } }],
      ['/v1/images', { query: { project: 'p', limit: PICKER_LIMIT } }],
      ['/v1/images', { query: { limit: PICKER_LIMIT } }],
    ])
    expect(truncatedHint(loaded, 'images')).toBe(`This project's images, and the first ${PICKER_LIMIT} silo images`)
    expect(truncatedHint(loaded, 'snapshots')).toBeUndefined()
    expect(truncatedHint({ ...loaded, more: { snapshots: true } }, 'snapshots')).toBe(`The first ${PICKER_LIMIT} snapshots of this project`)
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
const signal = new AbortController().signal
const gone = () => new ApiError({ type: 'error', message: 'Not found', statusCode: 404 })

// The disks list's rows are the disks alone: what they name (their instances,
// their sources) are parts of the page, read beside the rows and after them.
describe('the disks list rows', () => {
  it('a page is the disks alone; the lists the names come from leave with it, not waited for', async () => {
    const fetchQuery = reads((path) => (path === '/v1/disks' ? { items: [disk('a', 'id-web'), disk('b')], nextPage: 'next' } : { items: [] }))
    const page = await diskRowsPage('p')({ limit: 25, pageToken: 'tok' })
    expect(page).toEqual({ items: [{ disk: disk('a', 'id-web') }, { disk: disk('b') }], nextPage: 'next' })
    expect(fetchQuery.mock.calls.map(([o]) => o.queryKey)).toEqual([
      ['/v1/instances', { query: { project: 'p', limit: 50 } }],
      ['/v1/images', { query: { project: 'p', limit: 50 } }],
      ['/v1/images', { query: { limit: 50 } }],
      ['/v1/snapshots', { query: { project: 'p', limit: 50 } }],
      ['/v1/disks', { query: { project: 'p', limit: 25, pageToken: 'tok' } }],
    ])
    expect(diskRowsBusy(page.items)).toBe(false)
  })

  it('a search of every page keeps its matches, and starts no names (they are read when the matches show)', async () => {
    const fetchQuery = reads(() => ({ items: [disk('a'), disk('b')] }))
    const page = await diskRowsPage('p')({ limit: 25, keep: (r) => r.disk.name === 'b' })
    expect(page.items).toEqual([{ disk: disk('b') }])
    expect(fetchQuery.mock.calls.map(([o]) => o.queryKey[0])).toEqual(['/v1/disks'])
  })

  it('the instances: the first page of them, then one GET by id for each not on it; one gone has none', async () => {
    const fetchQuery = reads((path, args) => {
      if (path === '/v1/instances') return { items: [instance('web')], nextPage: 'more' }
      if (args.path?.instance === 'id-gone') throw gone()
      return instance(args.path!.instance.replace('id-', ''))
    })
    const disks = [disk('a', 'id-web'), disk('b', 'id-far'), disk('c', 'id-far'), disk('d', 'id-gone'), disk('e')]
    const found = await diskInstancesSection('p', disks).read({ signal })
    expect([...found]).toEqual([
      ['id-web', instance('web')],
      ['id-far', instance('far')],
      ['id-gone', null],
    ])
    expect(fetchQuery.mock.calls.map(([o]) => o.queryKey)).toEqual([
      ['/v1/instances', { query: { project: 'p', limit: 50 } }],
      ['/v1/instances/{instance}', { path: { instance: 'id-far' } }],
      ['/v1/instances/{instance}', { path: { instance: 'id-gone' } }],
    ])
  })

  it('no disk on an instance: nothing to read', async () => {
    const fetchQuery = reads(() => ({ items: [] }))
    expect([...(await diskInstancesSection('p', [disk('a')]).read({ signal }))]).toEqual([])
    expect(fetchQuery).not.toHaveBeenCalled()
  })

  it('the instances could not be read: the part fails (the rows do not)', async () => {
    reads(() => {
      throw new ApiError({ type: 'error', message: 'Service Unavailable', statusCode: 503 })
    })
    await expect(diskInstancesSection('p', [disk('a', 'id-web')]).read({ signal })).rejects.toThrow('Service Unavailable')
  })

  it('another page of rows is another part (its own ids)', () => {
    expect(diskInstancesSection('p', [disk('a', 'id-web')]).key).not.toEqual(diskInstancesSection('p', [disk('a', 'id-db')]).key)
    expect(diskInstancesSection('p', [disk('a', 'id-web'), disk('b', 'id-web')]).key).toEqual(diskInstancesSection('p', [disk('c', 'id-web')]).key)
  })
})

describe('a disk’s details', () => {
  it('wait for the disk alone; the names of its source and instance start as soon as it is in', async () => {
    const fetchQuery = reads((path) => (path === '/v1/disks/{disk}' ? { ...disk('a', 'id-web'), imageId: 'i-1' } : { items: [] }))
    const loaded = await loadDiskDetail({ project: 'p', disk: 'a' })
    expect(loaded.name).toBe('a')
    const started = fetchQuery.mock.calls.map(([o]) => o.queryKey[0])
    expect(started[0]).toBe('/v1/disks/{disk}')
    expect(started.slice(1)).toEqual(['section', 'section'])
  })
})
