import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { ApiError, api, PICKER_LIMIT, queryClient, type Image, type Snapshot } from '~/api'
import {
  diskCreateBody,
  diskFormDefaults,
  diskFormInput,
  diskFormMachine,
  diskFormValidator,
  loadDiskFormPickers,
  minDiskSize,
  sizeDescription,
  sourceChange,
  truncatedHint,
  type DiskFormPickers,
  type DiskFormValues,
} from '~/machines/storage/disk-form.input'
import { connectForm } from '~/machines/shared/form.connect'
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
