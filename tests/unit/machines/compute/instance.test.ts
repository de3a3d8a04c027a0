import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate'
import { ApiError, api, apiQueryOptions, queryClient, type Instance } from '~/api'
import { connectInstance } from '~/machines/compute/instance.connect'
import {
  ACTION_IN_PROGRESS,
  INSTANCE_CHANGES,
  INSTANCE_POLL_INTERVAL_MS,
  instanceMachine,
  type InstanceEvent,
  type InstanceInput,
  type InstanceUpdate,
} from '~/machines/compute/instance.machine'
import { copyEvent } from '~/machines/shared/lifecycle.machine'
import { deferred, type Deferred } from '../shared/deferred'
import { fakeInstanceMachine, later, makeInstance } from './instance.fixture'

type ById = { id: string }
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
  const machine = fakeInstanceMachine(
    {
      fetch: fake<Instance, ById>('fetch'),
      start: fake<Instance, ById>('start'),
      stop: fake<Instance, ById>('stop'),
      reboot: fake<Instance, ById>('reboot'),
      delete: fake<void, ById>('delete'),
      update: fake<Instance, ById & { body: InstanceUpdate }>('update'),
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

function start(instance: Instance, input: Partial<InstanceInput> = {}) {
  const server = fakeServer()
  const actor = createActor(server.machine, { input: { project: 'mock-project', instance, ...input } }).start()
  const snap = () => actor.getSnapshot()
  const props = () => connectInstance(snap(), actor.send, actor)
  const until = (predicate: (s: SnapshotFrom<typeof instanceMachine>) => boolean) => waitFor(actor, predicate)
  return { ...server, actor, snap, props, until }
}

const refused = new ApiError({ type: 'client_error', message: 'Instance must be stopped', statusCode: 400 })
const actionEvents: InstanceEvent[] = [
  { type: 'START' },
  { type: 'STOP' },
  { type: 'REBOOT' },
  { type: 'DELETE' },
  { type: 'RESIZE', ncpus: 4, memory: 8 * 1024 ** 3 },
  { type: 'UPDATE_BOOT_DISK', disk: null },
  { type: 'SET_AUTO_RESTART_POLICY', policy: 'never' },
]

// What the page's read put in the API cache: the machine does not read it.
const read = (instance: Instance) =>
  queryClient.setQueryData(apiQueryOptions('/v1/instances/{instance}', { path: { instance: instance.id } }).queryKey, instance)

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  queryClient.clear()
  vi.useRealTimers()
})

describe('instance machine', () => {
  it('starts a stopped instance, polls while it is starting and stops polling once it runs', async () => {
    const stopped = makeInstance({ runState: 'stopped' })
    const t = start(stopped)
    expect(t.snap().matches({ idle: 'settled' })).toBe(true)
    expect(vi.getTimerCount()).toBe(0)

    const done = t.props().start()
    expect(t.snap().matches({ acting: 'start' })).toBe(true)
    expect(t.props()).toMatchObject({ pending: 'start', runState: 'stopped' })
    expect(t.props().actions.start).toEqual({ enabled: false, busy: true })
    expect(t.last('start').input).toEqual({ id: stopped.id })

    t.last('start').answer.resolve(later(stopped, 'starting'))
    await t.until((s) => s.matches({ idle: 'polling' }))
    await expect(done).resolves.toEqual({ ok: true })
    // Lists and cached views of instances refresh themselves.
    expect(t.invalidated.mock.calls).toEqual([[INSTANCE_CHANGES]])
    expect(t.props()).toMatchObject({ runState: 'starting', isTransitional: true, isPolling: true, pending: undefined })

    // Nothing is fetched before the interval is up.
    vi.advanceTimersByTime(INSTANCE_POLL_INTERVAL_MS - 1)
    expect(t.calls).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(t.last('fetch').input).toEqual({ id: stopped.id })
    t.last('fetch').answer.resolve(later(stopped, 'starting'))
    await t.until((s) => s.matches({ idle: { polling: 'waiting' } }))

    vi.advanceTimersByTime(INSTANCE_POLL_INTERVAL_MS)
    t.last('fetch').answer.resolve(later(stopped, 'running', 3000))
    await t.until((s) => s.matches({ idle: 'settled' }))
    expect(t.props()).toMatchObject({ runState: 'running', isTransitional: false, isPolling: false })
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(10 * INSTANCE_POLL_INTERVAL_MS)
    expect(t.calls.map((c) => c.name)).toEqual(['start', 'fetch', 'fetch'])
    // Polls are not mutations.
    expect(t.invalidated).toHaveBeenCalledTimes(1)
  })

  it('refuses every other action while one is in flight', () => {
    const t = start(makeInstance({ runState: 'running' }))
    void t.props().stop()
    expect(t.snap().matches({ acting: 'stop' })).toBe(true)
    for (const event of [...actionEvents, { type: 'REFRESH' } as const]) expect(t.snap().can(event)).toBe(false)

    const { actions } = t.props()
    expect(actions.stop).toEqual({ enabled: false, busy: true })
    for (const action of ['start', 'reboot', 'delete', 'resize', 'serialConsole', 'setAutoRestartPolicy'] as const) {
      expect(actions[action]).toEqual({ enabled: false, reason: ACTION_IN_PROGRESS, busy: false })
    }
    t.actor.send({ type: 'REBOOT' })
    expect(t.snap().matches({ acting: 'stop' })).toBe(true)
    expect(t.calls.map((c) => c.name)).toEqual(['stop'])
  })

  it('tells a caller at once why its action was refused', async () => {
    const t = start(makeInstance({ runState: 'running' }))
    await expect(t.props().start()).resolves.toEqual({
      ok: false,
      error: 'Only available when the instance is stopped or failed',
    })
    void t.props().reboot()
    await expect(t.props().delete()).resolves.toEqual({ ok: false, error: ACTION_IN_PROGRESS })
    expect(t.calls.map((c) => c.name)).toEqual(['reboot'])
  })

  it('shows a failed action’s message and keeps the state the server reports', async () => {
    const stopped = makeInstance({ runState: 'stopped' })
    const t = start(stopped)
    const done = t.props().start()
    t.last('start').answer.reject(refused)
    await expect(done).resolves.toEqual({ ok: false, error: 'Instance must be stopped', details: expect.objectContaining({ message: 'Instance must be stopped' }) })

    // The instance is refetched: the server may have moved on meanwhile.
    expect(t.snap().matches({ idle: 'refreshing' })).toBe(true)
    expect(t.props()).toMatchObject({ error: 'Instance must be stopped', pending: undefined, runState: 'stopped' })
    t.last('fetch').answer.resolve(later(stopped, 'failed'))
    await t.until((s) => s.matches({ idle: 'settled' }))
    expect(t.props()).toMatchObject({ runState: 'failed', error: 'Instance must be stopped' })
    expect(t.invalidated).not.toHaveBeenCalled()

    // The next action clears the message.
    void t.props().start()
    expect(t.props().error).toBeUndefined()
  })

  it('keeps polling through a failed poll, and the next good one clears its message', async () => {
    const starting = makeInstance({ runState: 'starting' })
    const t = start(starting)
    expect(t.snap().matches({ idle: { polling: 'waiting' } })).toBe(true)
    vi.advanceTimersByTime(INSTANCE_POLL_INTERVAL_MS)
    t.last('fetch').answer.reject(new ApiError({ type: 'error', message: 'Internal server error', statusCode: 500 }))
    await t.until((s) => s.matches({ idle: { polling: 'waiting' } }))
    expect(t.props()).toMatchObject({ error: 'Internal server error', runState: 'starting' })

    vi.advanceTimersByTime(INSTANCE_POLL_INTERVAL_MS)
    t.last('fetch').answer.resolve(later(starting, 'running'))
    await t.until((s) => s.matches({ idle: 'settled' }))
    expect(t.props()).toMatchObject({ error: undefined, runState: 'running' })
  })

  it('stops polling when a settled copy comes in during a poll, and takes it as that poll’s answer', async () => {
    const starting = makeInstance({ runState: 'starting' })
    const t = start(starting)
    vi.advanceTimersByTime(INSTANCE_POLL_INTERVAL_MS)
    t.last('fetch').answer.reject(new ApiError({ type: 'error', message: 'Internal server error', statusCode: 500 }))
    await t.until((s) => s.matches({ idle: { polling: 'waiting' } }))
    vi.advanceTimersByTime(INSTANCE_POLL_INTERVAL_MS)
    expect(t.snap().matches({ idle: { polling: 'fetching' } })).toBe(true)

    // The page's reload hands over a settled copy before the poll returns.
    t.actor.send(copyEvent(later(starting, 'running')))
    expect(t.snap().matches({ idle: 'settled' })).toBe(true)
    expect(t.props()).toMatchObject({ runState: 'running', isPolling: false, error: undefined })
    t.last('fetch').answer.resolve(later(starting, 'running'))
    queryClient.clear()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('ends its timers and calls when the actor stops', () => {
    const t = start(makeInstance({ runState: 'rebooting' }))
    expect(vi.getTimerCount()).toBe(1)
    t.actor.stop()
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(10 * INSTANCE_POLL_INTERVAL_MS)
    expect(t.calls).toHaveLength(0)
  })

  it('does not poll when told not to (a list that polls itself)', () => {
    const t = start(makeInstance({ runState: 'starting' }), { poll: false })
    expect(t.snap().matches({ idle: 'settled' })).toBe(true)
    expect(t.props()).toMatchObject({ isTransitional: true, isPolling: false })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('deletes a stopped instance and ends', async () => {
    const t = start(makeInstance({ runState: 'stopped' }))
    const done = t.props().delete()
    expect(t.props()).toMatchObject({ pending: 'delete', isDeleted: false })
    t.last('delete').answer.resolve(undefined)
    await expect(done).resolves.toEqual({ ok: true })
    expect(t.snap().status).toBe('done')
    expect(t.snap().matches('deleted')).toBe(true)
    expect(t.snap().output).toEqual({ deleted: true })
    expect(t.invalidated.mock.calls).toEqual([[INSTANCE_CHANGES]])
    const props = t.props()
    expect(props.isDeleted).toBe(true)
    expect(Object.values(props.actions).every((a) => !a.enabled)).toBe(true)
    await expect(props.start()).resolves.toMatchObject({ ok: false })
  })

  it('a failed delete leaves the instance where it was', async () => {
    const t = start(makeInstance({ runState: 'failed' }))
    const done = t.props().delete()
    t.last('delete').answer.reject(refused)
    await expect(done).resolves.toEqual({ ok: false, error: 'Instance must be stopped', details: expect.objectContaining({ message: 'Instance must be stopped' }) })
    expect(t.snap().status).toBe('active')
    expect(t.snap().matches({ idle: 'refreshing' })).toBe(true)
  })

  it('resizes, sets the boot disk and the auto-restart policy with the whole update body', async () => {
    const stopped = makeInstance({ runState: 'stopped', ncpus: 2, bootDiskId: 'disk-1', autoRestartPolicy: 'best_effort' })
    const t = start(stopped)
    const body = (input: unknown) => (input as { body: unknown }).body

    void t.props().resize(4, 8 * 1024 ** 3)
    expect(t.snap().matches({ acting: 'resize' })).toBe(true)
    expect(t.last('update').input).toEqual({
      id: stopped.id,
      body: { ncpus: 4, memory: 8 * 1024 ** 3, bootDisk: 'disk-1', autoRestartPolicy: 'best_effort' },
    })
    const resized = { ...stopped, ncpus: 4, memory: 8 * 1024 ** 3 }
    t.last('update').answer.resolve(resized)
    await t.until((s) => s.matches({ idle: 'settled' }))
    expect(t.props().instance.ncpus).toBe(4)

    void t.props().setBootDisk(null)
    expect(t.snap().matches({ acting: 'updateBootDisk' })).toBe(true)
    expect(body(t.last('update').input)).toEqual({
      ncpus: 4,
      memory: 8 * 1024 ** 3,
      bootDisk: null,
      autoRestartPolicy: 'best_effort',
    })
    t.last('update').answer.resolve({ ...resized, bootDiskId: null })
    await t.until((s) => s.matches({ idle: 'settled' }))

    void t.props().setAutoRestartPolicy('never')
    expect(t.snap().matches({ acting: 'setAutoRestartPolicy' })).toBe(true)
    expect(body(t.last('update').input)).toEqual({ ncpus: 4, memory: 8 * 1024 ** 3, bootDisk: null, autoRestartPolicy: 'never' })
    t.last('update').answer.resolve({ ...resized, bootDiskId: null, autoRestartPolicy: 'never' })
    await t.until((s) => s.matches({ idle: 'settled' }))
    expect(t.props().instance).toMatchObject({ bootDiskId: null, autoRestartPolicy: 'never' })
    expect(t.invalidated.mock.calls).toEqual([[INSTANCE_CHANGES], [INSTANCE_CHANGES], [INSTANCE_CHANGES]])
  })

  it('sets the auto-restart policy in any run state, but resizes only where the table allows', () => {
    const t = start(makeInstance({ runState: 'running' }))
    expect(t.snap().can({ type: 'SET_AUTO_RESTART_POLICY', policy: 'never' })).toBe(true)
    expect(t.snap().can({ type: 'RESIZE', ncpus: 4, memory: 1 })).toBe(false)
    expect(t.props().actions.resize).toEqual({
      enabled: false,
      reason: 'Only available when the instance is stopped, failed or creating',
      busy: false,
    })
  })

  it('takes a fresher copy its parent hands it and polls if it is transitional; an older one is ignored', () => {
    const stopped = makeInstance({ runState: 'stopped' })
    const t = start(stopped)
    const copy = (instance: Instance) => t.actor.send(copyEvent(instance))
    copy(later(stopped, 'starting'))
    expect(t.props()).toMatchObject({ runState: 'starting', isPolling: true })

    copy(stopped)
    expect(t.props().runState).toBe('starting')
    // Another instance's copy is not this one's, however new.
    copy({ ...later(stopped, 'running', 2000), id: 'someone-else' })
    expect(t.props().runState).toBe('starting')

    copy(later(stopped, 'running', 2000))
    expect(t.props()).toMatchObject({ runState: 'running', isPolling: false })
    // It hears of the instance from its parent alone: what the API cache takes in changes nothing.
    read(later(stopped, 'stopping', 9000))
    expect(t.props().runState).toBe('running')
    queryClient.clear()
    expect(vi.getTimerCount()).toBe(0)
    expect(t.calls).toHaveLength(0)
  })

  it('refreshes on request and shows it is doing so', async () => {
    const running = makeInstance({ runState: 'running' })
    const t = start(running)
    t.props().refresh()
    expect(t.props().pending).toBe('refresh')
    // A refresh is not an action: actions stay open, and one drops the refresh.
    expect(t.props().actions.stop.enabled).toBe(true)
    t.last('fetch').answer.resolve(later(running, 'stopping'))
    await t.until((s) => s.matches({ idle: 'polling' }))
    expect(t.props()).toMatchObject({ pending: undefined, runState: 'stopping' })
  })

  it('lists every table action with the table’s reason when nothing is in flight', () => {
    const t = start(makeInstance({ runState: 'stopped' }))
    const { actions } = t.props()
    expect(actions.start).toEqual({ enabled: true, busy: false })
    expect(actions.attachDisk).toEqual({ enabled: true, busy: false })
    expect(actions.serialConsole).toEqual({
      enabled: false,
      reason: 'Only available when the instance is running, rebooting, migrating or repairing',
      busy: false,
    })
    expect(actions.reboot.reason).toBe('Only available when the instance is running')
  })

  it('says when a failed instance is due for restart', () => {
    const now = new Date('2025-06-01T13:00:00Z')
    const failed = makeInstance({ runState: 'failed', autoRestartEnabled: true, autoRestartCooldownExpiration: null })
    const t = start(failed)
    expect(connectInstance(t.snap(), t.actor.send, t.actor, now).dueForRestart).toBe(true)
  })
})

describe('instance machine calls', () => {
  afterEach(() => vi.restoreAllMocks())

  it('addresses the instance by id, polls with a plain GET and PUTs the whole body', async () => {
    const stopped = makeInstance({ runState: 'stopped', bootDiskId: null, autoRestartPolicy: null })
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValueOnce(later(stopped, 'starting') as never)
      .mockResolvedValueOnce(later(stopped, 'stopped', 5000) as never)
    const get = vi.spyOn(api, 'get').mockResolvedValue(later(stopped, 'running', 3000) as never)
    const put = vi.spyOn(api, 'put').mockResolvedValue(stopped as never)
    const del = vi.spyOn(api, 'delete').mockResolvedValue(undefined as never)
    const machine = fakeInstanceMachine({})
    const actor = createActor(machine, { input: { project: 'mock-project', instance: stopped } }).start()

    actor.send({ type: 'START' })
    await waitFor(actor, (s) => s.matches({ idle: 'polling' }))
    expect(post).toHaveBeenCalledWith('/v1/instances/{instance}/start', { path: { instance: stopped.id } })
    vi.advanceTimersByTime(INSTANCE_POLL_INTERVAL_MS)
    await waitFor(actor, (s) => s.matches({ idle: 'settled' }))
    expect(get).toHaveBeenCalledWith('/v1/instances/{instance}', {
      path: { instance: stopped.id },
      signal: expect.any(AbortSignal),
    })

    actor.send({ type: 'STOP' })
    await waitFor(actor, (s) => s.matches({ idle: 'settled' }))
    expect(post).toHaveBeenLastCalledWith('/v1/instances/{instance}/stop', { path: { instance: stopped.id } })

    actor.send({ type: 'RESIZE', ncpus: 8, memory: 16 * 1024 ** 3 })
    await waitFor(actor, (s) => s.matches({ idle: 'settled' }))
    expect(put).toHaveBeenCalledWith('/v1/instances/{instance}', {
      path: { instance: stopped.id },
      body: { ncpus: 8, memory: 16 * 1024 ** 3, bootDisk: null, autoRestartPolicy: null },
    })

    actor.send({ type: 'DELETE' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(del).toHaveBeenCalledWith('/v1/instances/{instance}', { path: { instance: stopped.id } })
  })
})
