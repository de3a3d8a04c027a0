import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate'
import { ApiError, api, apiQueryOptions, queryClient, type Disk, type Snapshot } from '~/api'
import { DISK_STATES, type DiskStateName } from '~/machines/shared/disk.rules'
import { connectDisk, DISK_DELETED } from '~/machines/storage/disk.connect'
import {
  ACTION_IN_PROGRESS,
  DISK_CHANGES,
  DISK_INSTANCE_CHANGES,
  DISK_POLL_INTERVAL_MS,
  diskMachine,
  isDiskTransitional,
  type DiskEvent,
  type DiskInput,
  type IdInput,
  type InstanceDiskInput,
  type SnapshotInput,
} from '~/machines/storage/disk.machine'
import { copyEvent } from '~/machines/shared/lifecycle.machine'
import { deferred, type Deferred } from '../shared/deferred'
import { fakeDiskMachine, INSTANCE_ID, laterDisk, makeDisk } from './disk.fixture'

type Call = { name: string; input: unknown; answer: Deferred<unknown> }

/** Every call the machine makes waits here until the test answers it. */
function fakeServer() {
  const calls: Call[] = []
  const fake = <T, I>(name: string) =>
    fromPromise<T, I>(({ input }) => {
      const answer = deferred<unknown>()
      calls.push({ name, input, answer })
      return answer.promise as Promise<T>
    })
  const invalidated = vi.fn<(paths: readonly string[]) => void>()
  const machine = fakeDiskMachine(
    {
      fetch: fake<Disk, IdInput>('fetch'),
      delete: fake<void, IdInput>('delete'),
      snapshot: fake<Snapshot, SnapshotInput>('snapshot'),
      attach: fake<Disk, InstanceDiskInput>('attach'),
      detach: fake<Disk, InstanceDiskInput>('detach'),
    },
    invalidated,
  )
  /** The call in flight, which must be `name`. */
  const last = (name: string) => {
    const call = calls.at(-1)
    expect(call?.name).toBe(name)
    return call!
  }
  return { calls, machine, invalidated, last }
}

function start(disk: Disk, input: Partial<DiskInput> = {}) {
  const server = fakeServer()
  const actor = createActor(server.machine, { input: { project: 'mock-project', disk, ...input } }).start()
  const snap = () => actor.getSnapshot()
  const props = () => connectDisk(snap(), actor.send, actor)
  const until = (predicate: (s: SnapshotFrom<typeof diskMachine>) => boolean) => waitFor(actor, predicate)
  return { ...server, actor, snap, props, until }
}

const snapshotOf = (disk: Disk, name: string): Snapshot => ({
  id: 's0000000-0000-4000-8000-000000000001',
  name,
  description: '',
  projectId: disk.projectId,
  diskId: disk.id,
  size: disk.size,
  state: 'ready',
  timeCreated: disk.timeModified,
  timeModified: disk.timeModified,
})

// What a page's read put in the API cache: the machine does not read it.
const read = (disk: Disk) =>
  queryClient.setQueryData(apiQueryOptions('/v1/disks/{disk}', { path: { disk: disk.id } }).queryKey, disk)

const refused = new ApiError({ type: 'client_error', message: 'Disk cannot be deleted', statusCode: 400 })
const actionEvents: DiskEvent[] = [
  { type: 'DELETE' },
  { type: 'SNAPSHOT' },
  { type: 'ATTACH', instance: 'db1' },
  { type: 'DETACH' },
]

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  queryClient.clear()
})

describe('disk machine', () => {
  it('detaches an attached disk, polls while it is detaching and stops once it is detached', async () => {
    const attached = makeDisk('attached')
    const t = start(attached)
    expect(t.snap().matches({ idle: 'settled' })).toBe(true)
    expect(vi.getTimerCount()).toBe(0)

    const done = t.props().detach()
    expect(t.snap().matches({ acting: 'detach' })).toBe(true)
    expect(t.props()).toMatchObject({ pending: 'detach', state: 'attached' })
    expect(t.props().actions.detach).toEqual({ enabled: false, busy: true })
    // From the instance it is attached to, by id: no project beside an id.
    expect(t.last('detach').input).toEqual({ project: 'mock-project', instance: INSTANCE_ID, disk: attached.id })

    t.last('detach').answer.resolve(laterDisk(attached, 'detaching'))
    await t.until((s) => s.matches({ idle: 'polling' }))
    await expect(done).resolves.toEqual({ ok: true })
    // Lists and cached views of disks and instances refresh themselves.
    expect(t.invalidated.mock.calls).toEqual([[[...DISK_CHANGES, ...DISK_INSTANCE_CHANGES]]])
    expect(t.props()).toMatchObject({ state: 'detaching', isTransitional: true, isPolling: true, pending: undefined })

    // Nothing is fetched before the interval is up.
    vi.advanceTimersByTime(DISK_POLL_INTERVAL_MS - 1)
    expect(t.calls).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(t.last('fetch').input).toEqual({ id: attached.id })
    t.last('fetch').answer.resolve(laterDisk(attached, 'detaching', 2000))
    await t.until((s) => s.matches({ idle: { polling: 'waiting' } }))

    vi.advanceTimersByTime(DISK_POLL_INTERVAL_MS)
    t.last('fetch').answer.resolve(laterDisk(attached, 'detached', 3000))
    await t.until((s) => s.matches({ idle: 'settled' }))
    expect(t.props()).toMatchObject({ state: 'detached', instanceId: undefined, isTransitional: false, isPolling: false })
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(10 * DISK_POLL_INTERVAL_MS)
    expect(t.calls.map((c) => c.name)).toEqual(['detach', 'fetch', 'fetch'])
    // Polls are not mutations.
    expect(t.invalidated).toHaveBeenCalledTimes(1)
  })

  it('attaches a detached disk to an instance by name, then polls until attached', async () => {
    const detached = makeDisk('detached')
    const t = start(detached)
    const done = t.props().attach('db1')
    expect(t.last('attach').input).toEqual({ project: 'mock-project', instance: 'db1', disk: detached.id })
    t.last('attach').answer.resolve(laterDisk(detached, 'attaching'))
    await expect(done).resolves.toEqual({ ok: true })
    expect(t.snap().matches({ idle: { polling: 'waiting' } })).toBe(true)
    vi.advanceTimersByTime(DISK_POLL_INTERVAL_MS)
    t.last('fetch').answer.resolve(laterDisk(detached, 'attached', 2000))
    await t.until((s) => s.matches({ idle: 'settled' }))
    expect(t.props()).toMatchObject({ state: 'attached', instanceId: INSTANCE_ID })
  })

  it('polls in every transitional state and in no other', () => {
    const transitional: DiskStateName[] = [
      'attaching',
      'detaching',
      'creating',
      'finalizing',
      'importing_from_url',
      'importing_from_bulk_writes',
    ]
    for (const state of DISK_STATES) {
      const t = start(makeDisk(state))
      const moving = transitional.includes(state)
      expect(isDiskTransitional(state), state).toBe(moving)
      expect(t.props().isPolling, state).toBe(moving)
      expect(vi.getTimerCount(), state).toBe(moving ? 1 : 0)
      t.actor.stop()
    }
  })

  it('refuses every other action while one is in flight', () => {
    const t = start(makeDisk('detached'))
    void t.props().snapshot()
    expect(t.snap().matches({ acting: 'snapshot' })).toBe(true)
    for (const event of [...actionEvents, { type: 'REFRESH' } as const]) expect(t.snap().can(event)).toBe(false)

    const { actions } = t.props()
    expect(actions.snapshot).toEqual({ enabled: false, busy: true })
    for (const action of ['delete', 'attach', 'detach', 'setAsBootDisk'] as const) {
      expect(actions[action]).toEqual({ enabled: false, reason: ACTION_IN_PROGRESS, busy: false })
    }
    t.actor.send({ type: 'DELETE' })
    expect(t.snap().matches({ acting: 'snapshot' })).toBe(true)
    expect(t.calls.map((c) => c.name)).toEqual(['snapshot'])
  })

  it('tells a caller at once why its action was refused', async () => {
    const t = start(makeDisk('attached'))
    await expect(t.props().delete()).resolves.toEqual({
      ok: false,
      error: 'Only available when the disk is detached or faulted',
    })
    await expect(t.props().attach('db1')).resolves.toEqual({
      ok: false,
      error: 'Only available when the disk is creating or detached',
    })
    void t.props().snapshot()
    await expect(t.props().detach()).resolves.toEqual({ ok: false, error: ACTION_IN_PROGRESS })
    expect(t.calls.map((c) => c.name)).toEqual(['snapshot'])
  })

  it('the menu says what the disk table allows, setting the boot disk included', () => {
    const attached = start(makeDisk('attached')).props().actions
    expect(attached).toEqual({
      delete: { enabled: false, reason: 'Only available when the disk is detached or faulted', busy: false },
      snapshot: { enabled: true, busy: false },
      attach: { enabled: false, reason: 'Only available when the disk is creating or detached', busy: false },
      detach: { enabled: true, busy: false },
      setAsBootDisk: { enabled: true, busy: false },
    })
    const faulted = start(makeDisk('faulted')).props().actions
    expect(faulted.delete.enabled).toBe(true)
    expect(faulted.setAsBootDisk).toEqual({ enabled: false, reason: 'Only available when the disk is attached', busy: false })
  })

  it('snapshots, answering with the snapshot made, and leaves the disk as it was', async () => {
    const disk = makeDisk('attached')
    const t = start(disk)
    const done = t.props().snapshot('nightly')
    expect(t.last('snapshot').input).toEqual({ project: 'mock-project', disk, name: 'nightly' })
    const made = snapshotOf(disk, 'nightly')
    t.last('snapshot').answer.resolve(made)
    await expect(done).resolves.toEqual({ ok: true, snapshot: made })
    expect(t.snap().matches({ idle: 'settled' })).toBe(true)
    expect(t.snap().context.output).toEqual(made)
    expect(t.props()).toMatchObject({ state: 'attached', pending: undefined })
    expect(t.invalidated.mock.calls).toEqual([[['/v1/snapshots', '/v1/snapshots/{snapshot}', ...DISK_CHANGES]]])
  })

  it('shows a failed action’s message and keeps the state the server reports', async () => {
    const detached = makeDisk('detached')
    const t = start(detached)
    const done = t.props().delete()
    t.last('delete').answer.reject(refused)
    // The failed call's details travel with the outcome, for the toast.
    await expect(done).resolves.toEqual({ ok: false, error: 'Disk cannot be deleted', details: expect.objectContaining({ status: 400 }) })

    // The disk is refetched: the server may have moved on meanwhile.
    expect(t.snap().matches({ idle: 'refreshing' })).toBe(true)
    expect(t.snap().status).toBe('active')
    expect(t.props()).toMatchObject({ error: 'Disk cannot be deleted', pending: undefined, state: 'detached' })
    t.last('fetch').answer.resolve(laterDisk(detached, 'attaching'))
    await t.until((s) => s.matches({ idle: 'polling' }))
    expect(t.props()).toMatchObject({ state: 'attaching', error: 'Disk cannot be deleted' })
    expect(t.invalidated).not.toHaveBeenCalled()

    // A later poll does not clear an action's message; the next action does.
    vi.advanceTimersByTime(DISK_POLL_INTERVAL_MS)
    t.last('fetch').answer.resolve(laterDisk(detached, 'attached', 2000))
    await t.until((s) => s.matches({ idle: 'settled' }))
    expect(t.props().error).toBe('Disk cannot be deleted')
    void t.props().snapshot()
    expect(t.props().error).toBeUndefined()
  })

  it('keeps polling through a failed poll, and the next good one clears its message', async () => {
    const creating = makeDisk('creating')
    const t = start(creating)
    vi.advanceTimersByTime(DISK_POLL_INTERVAL_MS)
    t.last('fetch').answer.reject(new ApiError({ type: 'error', message: 'Internal server error', statusCode: 500 }))
    await t.until((s) => s.matches({ idle: { polling: 'waiting' } }))
    expect(t.props()).toMatchObject({ error: 'Internal server error', state: 'creating' })

    vi.advanceTimersByTime(DISK_POLL_INTERVAL_MS)
    t.last('fetch').answer.resolve(laterDisk(creating, 'detached'))
    await t.until((s) => s.matches({ idle: 'settled' }))
    expect(t.props()).toMatchObject({ error: undefined, state: 'detached' })
  })

  it('ends its timers and calls when the actor stops', () => {
    const t = start(makeDisk('finalizing'))
    expect(vi.getTimerCount()).toBe(1)
    t.actor.stop()
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(10 * DISK_POLL_INTERVAL_MS)
    expect(t.calls).toHaveLength(0)
  })

  it('does not poll when told not to (a list that polls itself)', () => {
    const t = start(makeDisk('attaching'), { poll: false })
    expect(t.snap().matches({ idle: 'settled' })).toBe(true)
    expect(t.props()).toMatchObject({ isTransitional: true, isPolling: false })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('takes fresher copies its parent hands it and ignores older ones; a copy in a moving state starts the poll', () => {
    const disk = makeDisk('detached')
    const t = start(disk)
    const copy = (d: Disk) => t.actor.send(copyEvent(d))
    copy(laterDisk(disk, 'attaching'))
    expect(t.props()).toMatchObject({ state: 'attaching', isPolling: true })
    copy(disk)
    expect(t.props().state).toBe('attaching')
    copy(laterDisk(disk, 'attached', 5000))
    expect(t.props()).toMatchObject({ state: 'attached', isPolling: false })
    // Another disk's copy is not ours, however new.
    copy({ ...laterDisk(disk, 'faulted', 9000), id: 'other' })
    expect(t.props().state).toBe('attached')
    // It hears of the disk from its parent alone: what the API cache takes in changes nothing.
    read(laterDisk(disk, 'faulted', 9000))
    expect(t.props().state).toBe('attached')
    queryClient.clear()
    expect(vi.getTimerCount()).toBe(0)
    expect(t.calls).toHaveLength(0)
  })

  it('deletes a detached disk and ends', async () => {
    const t = start(makeDisk('detached'))
    const done = t.props().delete()
    expect(t.props()).toMatchObject({ pending: 'delete', isDeleted: false })
    t.last('delete').answer.resolve(undefined)
    await expect(done).resolves.toEqual({ ok: true })
    expect(t.snap().status).toBe('done')
    expect(t.snap().output).toEqual({ deleted: true })
    expect(t.invalidated.mock.calls).toEqual([[DISK_CHANGES]])
    const props = t.props()
    expect(props.isDeleted).toBe(true)
    expect(Object.values(props.actions).every((a) => !a.enabled && a.reason === DISK_DELETED)).toBe(true)
    await expect(props.snapshot()).resolves.toEqual({ ok: false, error: DISK_DELETED })
  })
})

describe('disk machine calls', () => {
  // The real calls, with the API stubbed: what goes on the wire and what is invalidated.
  const run = (disk: Disk) => {
    const actor = createActor(diskMachine, { input: { project: 'mock-project', disk } }).start()
    return { actor, props: () => connectDisk(actor.getSnapshot(), actor.send, actor) }
  }
  const seedCache = () => {
    for (const key of ['/v1/disks', '/v1/snapshots', '/v1/instances']) queryClient.setQueryData([key, {}], { items: [] })
  }
  const stale = (key: string) => queryClient.getQueryState([key, {}])?.isInvalidated

  it('a snapshot without a name gets a generated one (spec §5)', async () => {
    const disk = makeDisk('detached')
    const post = vi.spyOn(api, 'post').mockImplementation((async (_: string, opts: { body: { name: string } }) =>
      snapshotOf(disk, opts.body.name)) as never)
    seedCache()
    const { actor, props } = run(disk)
    const result = await props().snapshot()
    const [path, opts] = post.mock.calls[0] as unknown as [string, { query: unknown; body: Record<string, string> }]
    expect(path).toBe('/v1/snapshots')
    expect(opts.query).toEqual({ project: 'mock-project' })
    expect(opts.body).toMatchObject({ disk: 'data', description: 'Snapshot of data' })
    expect(opts.body.name).toMatch(/^data-snapshot-[0-9a-f]{6}$/)
    expect(result).toMatchObject({ ok: true, snapshot: { name: opts.body.name } })
    expect(stale('/v1/snapshots')).toBe(true)
    expect(stale('/v1/disks')).toBe(true)
    expect(stale('/v1/instances')).toBe(false)
    actor.stop()
  })

  it('attach by instance name names the project; detach by instance id does not', async () => {
    const detached = makeDisk('detached')
    const post = vi.spyOn(api, 'post').mockImplementation((async (path: string) =>
      path.endsWith('/attach') ? laterDisk(detached, 'attached') : laterDisk(detached, 'detached', 2000)) as never)
    seedCache()
    const { actor, props } = run(detached)
    await expect(props().attach('db1')).resolves.toEqual({ ok: true })
    expect(post.mock.calls[0]).toEqual([
      '/v1/instances/{instance}/disks/attach',
      { path: { instance: 'db1' }, query: { project: 'mock-project' }, body: { disk: detached.id } },
    ])
    expect(stale('/v1/instances')).toBe(true)
    expect(stale('/v1/disks')).toBe(true)
    await expect(props().detach()).resolves.toEqual({ ok: true })
    expect(post.mock.calls[1]).toEqual([
      '/v1/instances/{instance}/disks/detach',
      { path: { instance: INSTANCE_ID }, query: {}, body: { disk: detached.id } },
    ])
    actor.stop()
  })

  it('deletes by id; a failed delete invalidates nothing', async () => {
    const disk = makeDisk('faulted')
    const del = vi.spyOn(api, 'delete').mockRejectedValueOnce(refused)
    vi.spyOn(api, 'get').mockResolvedValue(disk as never)
    seedCache()
    const { actor, props } = run(disk)
    await expect(props().delete()).resolves.toEqual({
      ok: false,
      error: 'Disk cannot be deleted',
      details: expect.objectContaining({ message: 'Disk cannot be deleted' }),
    })
    expect(del).toHaveBeenCalledWith('/v1/disks/{disk}', { path: { disk: disk.id } })
    expect(stale('/v1/disks')).toBe(false)
    actor.stop()
  })
})
