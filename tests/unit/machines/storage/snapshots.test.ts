import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { api, ApiError, PICKER_LIMIT, queryClient, type Disk, type Snapshot } from '~/api'
import { DISK_STATES, snapshotInTransition } from '~/machines/shared/disk.rules'
import { connectForm } from '~/machines/shared/form.connect'
import {
  createSnapshot,
  deleteSnapshot,
  snapshotDisk,
  snapshotDiskChoicesSection,
  snapshotDiskOptionLabel,
  snapshotDiskOptions,
  snapshotDisksSection,
  snapshotFormInput,
  snapshotFormMachine,
  snapshotInitialValues,
  snapshotRowsPage,
  SNAPSHOT_STATES,
  validateSnapshot,
} from '~/machines/storage/snapshots'
import { validateName } from '~/validation'
import { reads } from '../reads'

const GiB = 1024 ** 3
const t = new Date('2025-01-01T00:00:00Z')

const disk = (name: string, state: Disk['state']['state']): Disk => ({
  id: `id-${name}`,
  name,
  description: '',
  projectId: 'p',
  size: 10 * GiB,
  blockSize: 4096,
  devicePath: `/mnt/${name}`,
  state: (['attached', 'attaching', 'detaching'].includes(state) ? { state, instance: 'i' } : { state }) as Disk['state'],
  timeCreated: t,
  timeModified: t,
})

const snapshot = (name: string, diskId: string, state: Snapshot['state'] = 'ready'): Snapshot => ({
  id: `snap-${name}`,
  name,
  description: '',
  projectId: 'p',
  diskId,
  size: 10 * GiB,
  state,
  timeCreated: t,
  timeModified: t,
})

const snapshotsKey = ['/v1/snapshots', { query: { project: 'mock-project', limit: 50 } }]
const disksKey = ['/v1/disks', { query: { project: 'mock-project', limit: 1000 } }]
const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

const signal = new AbortController().signal

describe('snapshot rows', () => {
  it('are a page of snapshots alone; the first page of disks they name leaves with it, not waited for', async () => {
    const fetchQuery = reads((path) => (path === '/v1/snapshots' ? { items: [snapshot('a', 'id-disk-1')], nextPage: 'next' } : { items: [] }))
    const page = await snapshotRowsPage('mock-project')({ limit: 50, pageToken: 'tok' })
    expect(page).toEqual({ items: [snapshot('a', 'id-disk-1')], nextPage: 'next' })
    expect(fetchQuery.mock.calls.map(([o]) => o.queryKey)).toEqual([
      ['/v1/disks', { query: { project: 'mock-project', limit: 50 } }],
      ['/v1/snapshots', { query: { project: 'mock-project', limit: 50, pageToken: 'tok' } }],
    ])
  })

  it("name each snapshot's disk from a first page of disks, any other by id; 'deleted' when the project has it no more", async () => {
    const fetchQuery = reads((path, args) => {
      if (path === '/v1/disks') return { items: [disk('disk-1', 'attached')], nextPage: 'more' }
      const id = (args as { path: { disk: string } }).path.disk
      if (id === 'id-gone') throw new ApiError({ type: 'error', message: 'not found', statusCode: 404 })
      return disk('disk-9', 'detached')
    })
    const snapshots = [snapshot('a', 'id-disk-1'), snapshot('b', 'id-disk-9'), snapshot('c', 'id-gone')]
    const found = await snapshotDisksSection('mock-project', snapshots).read({ signal })
    expect(snapshots.map((s) => snapshotDisk(s, found))).toEqual([{ name: 'disk-1' }, { name: 'disk-9' }, { deleted: true }])
    expect(fetchQuery.mock.calls.map(([o]) => o.queryKey)).toEqual([
      ['/v1/disks', { query: { project: 'mock-project', limit: 50 } }],
      ['/v1/disks/{disk}', { path: { disk: 'id-disk-9' } }],
      ['/v1/disks/{disk}', { path: { disk: 'id-gone' } }],
    ])
  })

  it('disks that cannot be read (not a 404) fail the part, not the rows', async () => {
    reads((path) => {
      if (path === '/v1/disks') return { items: [disk('disk-1', 'attached')] }
      throw new ApiError({ type: 'error', message: 'nope', statusCode: 500 })
    })
    await expect(snapshotDisksSection('mock-project', [snapshot('b', 'id-disk-9')]).read({ signal })).rejects.toThrow('nope')
  })

  it('only a snapshot being created is in transition', () => {
    expect(SNAPSHOT_STATES.filter((state) => snapshotInTransition({ state }))).toEqual(['creating'])
  })
})

describe('deleting a snapshot', () => {
  it('deletes by name in the project and marks snapshot reads stale', async () => {
    const del = vi.spyOn(api, 'delete').mockResolvedValue(undefined as never)
    queryClient.setQueryData(snapshotsKey, { items: [] })
    queryClient.setQueryData(disksKey, { items: [] })
    await deleteSnapshot('mock-project', 'snap-1')
    expect(del).toHaveBeenCalledWith('/v1/snapshots/{snapshot}', { path: { snapshot: 'snap-1' }, query: { project: 'mock-project' } })
    expect(stale(snapshotsKey)).toBe(true)
    expect(stale(disksKey)).toBe(false)
  })
})

describe('the disk picker', () => {
  it('offers the disks the action table lets be snapshotted (attached, detached); the rest say why not', () => {
    const options = snapshotDiskOptions(DISK_STATES.map((s) => disk(`d-${s}`, s)))
    expect(options.filter((o) => !o.disabled).map((o) => o.state)).toEqual(['attached', 'detached'])
    const faulted = options.find((o) => o.state === 'faulted')!
    expect(faulted.disabledReason).toBe('Only available when the disk is attached or detached')
    expect(snapshotDiskOptionLabel(faulted)).toBe('d-faulted (faulted): Only available when the disk is attached or detached')
    expect(snapshotDiskOptionLabel(options[0])).toBe('d-attached (attached)')
  })

  it('lists the allowed disks first', async () => {
    reads(() => ({
      items: [disk('a', 'faulted'), disk('b', 'detached'), disk('c', 'import_ready'), disk('d', 'attached')],
    }))
    const page = await snapshotDiskChoicesSection('mock-project').read({ signal })
    expect(page.more).toBe(false)
    expect(page.items.map((o) => [o.name, o.disabled])).toEqual([
      ['b', false],
      ['d', false],
      ['a', true],
      ['c', true],
    ])
  })

  it('reads one page of PICKER_LIMIT disks; a next page tells the form the project has more', async () => {
    const fetchQuery = reads(() => ({ items: [disk('a', 'detached')], nextPage: 'more' }))
    const page = await snapshotDiskChoicesSection('mock-project').read({ signal })
    expect(page.more).toBe(true)
    expect(fetchQuery.mock.calls.map(([o]) => o.queryKey)).toEqual([['/v1/disks', { query: { project: 'mock-project', limit: PICKER_LIMIT } }]])
  })
})

describe('the create form', () => {
  it('starts with a valid generated name and asks for a disk', () => {
    const initial = snapshotInitialValues()
    expect(initial.name).toMatch(/^snapshot-[0-9a-f]{6}$/)
    expect(validateName(initial.name)).toBeUndefined()
    expect(validateSnapshot(initial)).toEqual({ disk: 'Disk is required' })
    expect(validateSnapshot({ disk: 'd', name: 'Bad', description: '' })).toEqual({ name: 'Must start with a lower-case letter' })
  })

  it('posts to the project and marks snapshot reads stale', async () => {
    const made = snapshot('snap', 'id-d')
    const post = vi.spyOn(api, 'post').mockResolvedValue(made as never)
    queryClient.setQueryData(snapshotsKey, { items: [] })
    await expect(createSnapshot('mock-project', { disk: 'd', name: 'snap', description: 'x' })).resolves.toBe(made)
    expect(post).toHaveBeenCalledWith('/v1/snapshots', {
      query: { project: 'mock-project' },
      body: { name: 'snap', description: 'x', disk: 'd' },
    })
    expect(stale(snapshotsKey)).toBe(true)
  })

  it('runs in the form machine: refuses without a disk, then saves', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(snapshot('snap', 'id-d') as never)
    const actor = createActor(snapshotFormMachine, { input: snapshotFormInput('mock-project') }).start()
    const props = () => connectForm(actor.getSnapshot(), actor.send)
    props().submit()
    expect(props().errors).toEqual({ disk: 'Disk is required' })
    expect(post).not.toHaveBeenCalled()
    props().change('disk', 'disk-3')
    props().change('name', 'snap')
    props().submit()
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.output?.name).toBe('snap')
    expect(post.mock.calls[0][1]).toMatchObject({ body: { disk: 'disk-3', name: 'snap' } })
  })

  it("shows the server's message and keeps the values when the call fails", async () => {
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError({ type: 'error', message: 'Snapshot name already exists', statusCode: 400 }),
    )
    const actor = createActor(snapshotFormMachine, { input: snapshotFormInput('mock-project') }).start()
    actor.send({ type: 'CHANGE', name: 'disk', value: 'disk-3' })
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.matches('editing') && !!s.context.serverError)
    const props = connectForm(actor.getSnapshot(), actor.send)
    expect(props.formErrors).toEqual(['Snapshot name already exists'])
    expect(props.values.disk).toBe('disk-3')
  })
})
