import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, queryClient } from '~/api'
import { withSources } from '~/machines/shared/disk-sources'
import { makeDisk } from '../storage/disk.fixture'
import { reads } from '../reads'

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

const image = (id: string, name: string, projectId?: string) => ({ id, name, projectId })

describe('where a disk came from', () => {
  it('blank disks need no read', async () => {
    const fetchQuery = reads(() => ({ items: [] }))
    const [d] = await withSources('p', [makeDisk('detached', { imageId: null, snapshotId: null })])
    expect(d.source).toBeUndefined()
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
    const rows = await withSources('p', disks)
    expect(rows.map((r) => r.source)).toEqual([
      { kind: 'image', id: 'i-s', name: 'ubuntu', inProject: false },
      { kind: 'image', id: 'i-s', name: 'ubuntu', inProject: false },
      { kind: 'image', id: 'i-p', name: 'mine', inProject: true },
      { kind: 'snapshot', id: 's-1', name: 'snap' },
      { kind: 'image', id: 'i-far', name: 'far-away', inProject: false },
      // Not readable: the id shows, no name.
      { kind: 'snapshot', id: 's-gone', name: undefined },
    ])
    expect(fetchQuery.mock.calls.map(([o]) => o.queryKey)).toEqual([
      ['/v1/images', { query: { project: 'p', limit: 50 } }],
      ['/v1/images', { query: { limit: 50 } }],
      ['/v1/snapshots', { query: { project: 'p', limit: 50 } }],
      ['/v1/images/{image}', { path: { image: 'i-far' } }],
      ['/v1/snapshots/{snapshot}', { path: { snapshot: 's-gone' } }],
    ])
  })
})
