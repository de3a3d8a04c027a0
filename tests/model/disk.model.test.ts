// Walks the real disk machine: every state reachable, and along every path
// the machine only starts an action the spec's disk table allows, one at a
// time, polls only while the disk is transitional, ends only through a
// delete, and answers every action asked with a reply exactly once. The
// walk is plain data: events never carry callbacks; answers are emitted
// events naming them.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type EventFromLogic, type SnapshotFrom } from 'xstate'
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph'
import { ApiError, type Disk, type Snapshot } from '~/api'
import { DISK_ACTIONS, DISK_STATES, diskDisabledReason, type DiskStateName } from '~/machines/shared/disk.rules'
import type { Outcome } from '~/machines/shared/lifecycle.machine'
import {
  ACTION_IN_PROGRESS,
  DISK_EVENT_OPERATION,
  diskMachine,
  isDiskTransitional,
  type DiskOperation,
  type IdInput,
  type InstanceDiskInput,
  type SnapshotInput,
} from '~/machines/storage/disk.machine'
import { fakeDiskMachine, makeDisk, stateOf } from '../unit/machines/storage/disk.fixture'
import { leafStates, replay, stateName } from './paths'

type Event = EventFromLogic<typeof diskMachine>
type Snap = SnapshotFrom<typeof diskMachine>

/** A call that never settles: the path's own events settle it. */
const hang = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}))

const machine = fakeDiskMachine({
  fetch: hang<Disk, IdInput>(),
  delete: hang<void, IdInput>(),
  snapshot: hang<Snapshot, SnapshotInput>(),
  attach: hang<Disk, InstanceDiskInput>(),
  detach: hang<Disk, InstanceDiskInput>(),
})

// Every copy carries the same timestamps, so any copy the parent hands over
// counts as fresh and the walk can move the disk to every state.
const base = makeDisk('detached')
const as = (state: DiskStateName): Disk => ({ ...base, state: stateOf(state) })
const input = { project: 'mock-project', disk: base }

const actionEvents: Event[] = [
  { type: 'DELETE' },
  { type: 'SNAPSHOT' },
  { type: 'ATTACH', instance: 'db1' },
  { type: 'DETACH' },
]
/** The same actions as a caller waiting on the answer sends them: each with an id of its own. */
const requested: Event[] = actionEvents.map((e) => ({ ...e, reply: true as const }))
const failure = new ApiError({ type: 'error', message: 'Internal server error', statusCode: 500 })
const snapshot = { id: 's1', name: 'snap' } as Snapshot
const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as Event
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: failure }) as unknown as Event
const POLL_DUE = { type: 'xstate.after.pollInterval.disk.idle.polling.waiting' } as unknown as Event

/** A transitional state's poll ends in this one. */
const settlesTo: Partial<Record<DiskStateName, DiskStateName>> = {
  attaching: 'attached',
  detaching: 'detached',
  creating: 'detached',
  finalizing: 'detached',
  importing_from_url: 'finalizing',
  importing_from_bulk_writes: 'finalizing',
}

/**
 * What the server might answer in each state: the call's done and error
 * events. A poll or refetch answers in `fetched` states, or (when null) with
 * the state the disk moves on to.
 */
function callEvents(s: Snap, fetched: DiskStateName[] | null): Event[] {
  const current = s.context.disk.state.state
  const fetchedStates = fetched ?? [settlesTo[current] ?? current]
  switch (stateName(s.value)) {
    case 'acting.snapshot':
      return [done('snapshot', snapshot), error('snapshot')]
    case 'acting.attach':
      return [done('attach', as('attaching')), error('attach')]
    case 'acting.detach':
      return [done('detach', as('detaching')), error('detach')]
    case 'acting.delete':
      return [done('delete'), error('delete')]
    case 'idle.polling.waiting':
      return [POLL_DUE]
    case 'idle.polling.fetching':
    case 'idle.refreshing':
      return [...fetchedStates.map((r) => done('fetch', as(r))), error('fetch')]
    default:
      return []
  }
}

// Every event, a parent's copy in every disk state and several poll answers: the whole
// chart, for shortest paths.
const full = {
  input,
  events: (s: Snap): Event[] => [
    ...requested,
    { type: 'REFRESH' },
    ...DISK_STATES.map((d): Event => ({ type: 'COPY', copy: as(d) })),
    ...callEvents(s, ['attached', 'detached', 'attaching', 'faulted']),
  ],
  serializeState: (s: Snap) =>
    JSON.stringify([s.status, s.value, s.context.disk.state.state, s.context.pending ?? null, s.context.errorFrom ?? null]),
}

// The lifecycle from a disk state, with polls that settle (simple paths).
const lifecycle = (state: DiskStateName) => ({
  input: { ...input, disk: as(state) },
  events: (s: Snap): Event[] => [...requested, ...callEvents(s, null)],
  serializeState: (s: Snap) => JSON.stringify([s.status, s.value, s.context.disk.state.state]),
})

const opOf = (type: string): DiskOperation | undefined =>
  DISK_EVENT_OPERATION[type as keyof typeof DISK_EVENT_OPERATION]
const allowedBySpec = (op: DiskOperation, state: DiskStateName) =>
  (DISK_ACTIONS[op] as readonly DiskStateName[]).includes(state)

/**
 * The checks every step of every path must pass. A walk keeps one snapshot per
 * serialized state, so context the serialization leaves out (the error) may
 * come from another path: check it only when it is part of the key.
 */
function checkPath(steps: { state: Snap; event: Event }[], { errorInKey }: { errorInKey: boolean }) {
  steps.forEach((step, i) => {
    const prev = steps[i - 1]?.state
    const name = stateName(step.state.value)
    const state = step.state.context.disk.state.state
    const op = opOf(step.event.type)

    if (name.startsWith('acting.')) {
      // Entered from idle, by its own event, in a disk state the table allows.
      if (prev && !stateName(prev.value).startsWith('acting.')) {
        expect(op).toBeDefined()
        expect(name).toBe(`acting.${op}`)
        expect(stateName(prev.value)).toMatch(/^idle\./)
        expect(allowedBySpec(op!, prev.context.disk.state.state)).toBe(true)
      }
      expect(step.state.context.pending).toBe(name.slice('acting.'.length))
    } else {
      expect(step.state.context.pending === undefined || step.state.context.pending === 'refresh').toBe(true)
    }
    if (name.startsWith('idle.polling')) expect(isDiskTransitional(state)).toBe(true)
    if (name === 'idle.settled') expect(isDiskTransitional(state)).toBe(false)
    if (errorInKey && step.state.context.error !== undefined) {
      expect(steps.slice(0, i + 1).some((s) => s.event.type.startsWith('xstate.error.actor.'))).toBe(true)
    }
    if (name === 'deleted') {
      expect(step.event.type).toBe('xstate.done.actor.delete')
      expect(stateName(prev!.value)).toBe('acting.delete')
      expect(step.state.status).toBe('done')
    }
  })
}

type Path = StatePath<Snap, Event>
const settledCall = (event: Event) => /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)

/**
 * Replays a path on a live actor and checks what it answers at each step: an
 * accepted action nothing yet; its call's done or error event the answer for
 * that action's event (ok, with the snapshot made for a snapshot, or the
 * error's message); anything else nothing. Returns the actor where the path
 * ends, still running.
 */
function replayAnswers(path: Path) {
  const actor = createActor(machine, { input }).start()
  const heard: Outcome[] = []
  actor.on('outcome', (outcome) => heard.push(outcome))
  let asked: { event: Event; op: DiskOperation } | undefined
  expect(path.steps[0]?.event.type).toBe('xstate.init')
  for (const { event } of path.steps.slice(1)) {
    const before = stateName(actor.getSnapshot().value)
    const from = heard.length
    actor.send(event)
    const now = heard.slice(from)
    const op = opOf(event.type)
    const call = settledCall(event)
    if (op && !before.startsWith('acting.') && stateName(actor.getSnapshot().value) === `acting.${op}`) {
      expect(now).toEqual([])
      asked = { event, op }
    } else if (call && call[2] !== 'fetch') {
      expect(asked, `${event.type} answers an action`).toBeDefined()
      const result =
        call[1] === 'error'
          ? { ok: false, error: 'Internal server error', details: expect.objectContaining({ message: 'Internal server error', status: 500 }) }
          : asked!.op === 'snapshot'
            ? { ok: true, output: snapshot }
            : { ok: true }
      expect(now).toEqual([{ type: 'outcome', to: asked!.event, op: asked!.op, result }])
      asked = undefined
    } else {
      expect(now, `${event.type} in ${before}`).toEqual([])
    }
  }
  expect(full.serializeState(actor.getSnapshot())).toBe(full.serializeState(path.state))
  return actor
}

describe('disk machine paths', () => {
  const paths = getShortestPaths(machine, full)

  it('reaches every state', () => {
    const reached = new Set(paths.map((p) => stateName(p.state.value)))
    // 'idle.checking' only decides between polling and settled; nothing rests there.
    const expected = leafStates(diskMachine).filter((s) => s !== 'idle.checking')
    expect(reached).toEqual(new Set(expected))
    expect(expected).toEqual(
      expect.arrayContaining([
        'idle.settled',
        'idle.polling.waiting',
        'idle.polling.fetching',
        'idle.refreshing',
        'acting.delete',
        'acting.snapshot',
        'acting.attach',
        'acting.detach',
        'deleted',
      ]),
    )
  })

  it('reaches every disk state at rest, and there accepts exactly the actions the table allows', () => {
    const resting = paths.filter((p) => stateName(p.state.value).startsWith('idle.'))
    expect(new Set(resting.map((p) => p.state.context.disk.state.state))).toEqual(new Set(DISK_STATES))
    for (const { state } of resting) {
      for (const event of actionEvents) {
        expect(state.can(event), `${event.type} when ${state.context.disk.state.state}`).toBe(
          allowedBySpec(opOf(event.type)!, state.context.disk.state.state),
        )
      }
    }
  })

  it('accepts no other action, nor a refresh, while one is in flight', () => {
    const inFlight = paths.filter((p) => stateName(p.state.value).startsWith('acting.'))
    expect(inFlight.length).toBeGreaterThanOrEqual(4)
    for (const { state } of inFlight) {
      for (const event of [...actionEvents, { type: 'REFRESH' } as const]) expect(state.can(event)).toBe(false)
    }
  })

  it('every shortest path keeps the rules', () => {
    for (const path of paths) checkPath(path.steps as { state: Snap; event: Event }[], { errorInKey: true })
  })

  it('every simple path keeps the rules', () => {
    for (const from of ['detached', 'attached', 'creating'] as const) {
      const simple = getSimplePaths(machine, lifecycle(from))
      expect(simple.length).toBeGreaterThan(10)
      const ends = new Set(simple.map((p) => stateName(p.state.value)))
      for (const state of ['acting.snapshot', 'idle.polling.fetching', 'idle.refreshing']) expect(ends, from).toContain(state)
      if (from !== 'attached') expect(ends).toContain('acting.attach')
      for (const path of simple) checkPath(path.steps as { state: Snap; event: Event }[], { errorInKey: false })
    }
  })

  it('a detached disk can be deleted; an attached one only after it is detached', () => {
    const fromAttached = getSimplePaths(machine, lifecycle('attached'))
    const deleted = fromAttached.filter((p) => p.state.value === 'deleted')
    expect(deleted.length).toBeGreaterThan(0)
    for (const path of deleted) {
      const events = path.steps.map((s) => s.event.type)
      expect(events.indexOf('DETACH')).toBeGreaterThan(-1)
      expect(events.indexOf('DETACH')).toBeLessThan(events.indexOf('DELETE'))
    }
  })

  it('accepts no event once deleted', () => {
    const deleted = paths.find((p) => p.state.value === 'deleted')!.state
    expect(deleted.status).toBe('done')
    expect(deleted.output).toEqual({ deleted: true })
    for (const event of [...actionEvents, { type: 'REFRESH' } as const]) expect(deleted.can(event)).toBe(false)
  })

  it('every shortest path replays on a live actor', () => {
    const serialize = (s: unknown) => full.serializeState(s as Snap)
    for (const path of paths) replay(machine, path, { input, serialize })
  })

  it('answers each action it took once, when its call ends, naming the event it was asked with', () => {
    const answered = paths.filter((p) => p.steps.some((s) => settledCall(s.event) && !s.event.type.endsWith('.fetch')))
    expect(answered.length).toBeGreaterThanOrEqual(4)
    for (const path of paths) replayAnswers(path as Path).stop()
  })

  // A walk keeps one path per state, and a call that ends well may lead back to a state already
  // reached (a snapshot leaves the disk as it was): so end every action taken at rest both ways.
  it('from every state at rest, answers each action it takes when its call ends, either way', () => {
    const ended = new Set<string>()
    for (const path of paths) {
      if (!stateName(path.state.value).startsWith('idle.')) continue
      for (const event of requested) {
        const op = opOf(event.type)!
        const { reply: _, ...bare } = event as Event & { reply?: true }
        if (!path.state.can(bare as Event)) continue
        for (const outcome of ['done', 'error'] as const) {
          const actor = replayAnswers(path as Path)
          const heard: Outcome[] = []
          actor.on('outcome', (o) => heard.push(o))
          actor.send(event)
          expect(stateName(actor.getSnapshot().value)).toBe(`acting.${op}`)
          expect(heard).toEqual([])
          const settle = callEvents(actor.getSnapshot(), null).find((e) => e.type === `xstate.${outcome}.actor.${op}`)!
          actor.send(settle)
          const result =
            outcome === 'error'
              ? { ok: false, error: 'Internal server error', details: expect.objectContaining({ message: 'Internal server error', status: 500 }) }
              : op === 'snapshot'
                ? { ok: true, output: snapshot }
                : { ok: true }
          expect(heard).toEqual([{ type: 'outcome', to: event, op, result }])
          if (outcome === 'done' && op === 'snapshot') expect(actor.getSnapshot().context.output).toEqual(snapshot)
          ended.add(settle.type)
          actor.stop()
        }
      }
    }
    expect([...ended].sort()).toEqual(
      ['done', 'error'].flatMap((end) => ['attach', 'delete', 'detach', 'snapshot'].map((call) => `xstate.${end}.actor.${call}`)),
    )
  })

  it('answers a refused action at once with why, and changes nothing', () => {
    let refusals = 0
    for (const path of paths) {
      if (path.state.status === 'done') continue
      const name = stateName(path.state.value)
      for (const event of requested) {
        const op = opOf(event.type)!
        const { reply: _, ...bare } = event as Event & { reply?: true }
        if (path.state.can(bare as Event)) continue
        const actor = replayAnswers(path as Path)
        const before = full.serializeState(actor.getSnapshot())
        const heard: Outcome[] = []
        actor.on('outcome', (outcome) => heard.push(outcome))
        actor.send(event)
        const error = name.startsWith('acting.')
          ? ACTION_IN_PROGRESS
          : diskDisabledReason(op, path.state.context.disk.state.state)
        expect(error).toBeDefined()
        expect(heard).toEqual([{ type: 'outcome', to: event, op, result: { ok: false, error } }])
        expect(full.serializeState(actor.getSnapshot())).toBe(before)
        actor.stop()
        refusals++
      }
    }
    expect(refusals).toBeGreaterThan(30)
  })
})
