import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, queryClient } from '~/api'
import { diskSourcesSection, sourceOf } from '~/machines/shared/disk-sources'
import { makeDisk } from '../storage/disk.fixture'
import { reads } from '../reads'

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

const image = (id: string, name: string, projectId?: string) => ({ id, name, projectId })
const signal = new AbortController().signal

describe('where a disk came from', () => {
  it('blank disks need no read', async () => {
    const fetchQuery = reads(() => ({ items: [] }))
    const blank = makeDisk('detached', { imageId: null, snapshotId: null })
    const names = await diskSourcesSection('p', [blank]).read({ signal })
    expect(sourceOf(blank, names)).toBeUndefined()
    expect(fetchQuery).not.toHaveBeenCalled()
  })

  it('one page of each list the disks need, however many rows point at it; a source past it by id', async () => {
    const fetchQuery = reads((path, args) => {
      if (path === '/v1/images') return { items: args.query?.project ? [image('i-p', 'mine', 'proj')] : [image('i-s', 'ubuntu')] }
      if (path === '/v1/snapshots') return { items: [{ id: 's-1', name: 'snap' }] }
      if (path === '/v1/images/{image}') return image('i-far', 'far-away')
      throw new ApiError({ type: 'error', message: 'gone', statusCode: 404 })
    })
    const disks = [
      makeDisk('detached', { id: 'a', imageId: 'i-s' }),
      makeDisk('detached', { id: 'b', imageId: 'i-s' }),
      makeDisk('detached', { id: 'c', imageId: 'i-p' }),
      makeDisk('detached', { id: 'd', snapshotId: 's-1' }),
      makeDisk('detached', { id: 'e', imageId: 'i-far' }),
      makeDisk('detached', { id: 'f', snapshotId: 's-gone' }),
    ]
    const names = await diskSourcesSection('p', disks).read({ signal })
    expect(disks.map((d) => sourceOf(d, names))).toEqual([
      { kind: 'image', id: 'i-s', name: 'ubuntu', inProject: false },
      { kind: 'image', id: 'i-s', name: 'ubuntu', inProject: false },
      { kind: 'image', id: 'i-p', name: 'mine', inProject: true },
      { kind: 'snapshot', id: 's-1', name: 'snap' },
      { kind: 'image', id: 'i-far', name: 'far-away', inProject: false },
      // Not readable: the id shows, no name.
      { kind: 'snapshot', id: 's-gone', name: undefined },
    ])
    // Before the names are in, a row still says what kind of source it has, by id.
    expect(sourceOf(disks[3])).toEqual({ kind: 'snapshot', id: 's-1', name: undefined })
    expect(fetchQuery.mock.calls.map(([o]) => o.queryKey)).toEqual([
      ['/v1/images', { query: { project: 'p', limit: 50 } }],
      ['/v1/images', { query: { limit: 50 } }],
      ['/v1/snapshots', { query: { project: 'p', limit: 50 } }],
      ['/v1/images/{image}', { path: { image: 'i-far' } }],
      ['/v1/snapshots/{snapshot}', { path: { snapshot: 's-gone' } }],
    ])
  })

  it('a list that could not be read fails the part, with its message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    reads(() => {
      throw new ApiError({ type: 'error', message: 'Service Unavailable', statusCode: 503 })
    })
    await expect(diskSourcesSection('p', [makeDisk('detached', { imageId: 'i-s' })]).read({ signal })).rejects.toThrow('Service Unavailable')
  })
})
