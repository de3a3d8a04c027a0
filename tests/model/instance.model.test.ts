// Walks the real instance machine: every state reachable, and along every
// path the machine only starts an action the spec's table allows, one at a
// time, polls only while transitional, ends only through a delete, and
// answers every action asked with a reply exactly once. The walk is
// plain data: events never carry callbacks; answers are emitted events naming them.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type EventFromLogic, type SnapshotFrom } from 'xstate'
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph'
import { ApiError, type Instance, type InstanceState } from '~/api'
import { INSTANCE_ACTIONS, INSTANCE_STATES, disabledReason, isTransitional } from '~/machines/compute/instance.rules'
import {
  ACTION_IN_PROGRESS,
  EVENT_OPERATION,
  instanceMachine,
  type InstanceOperation,
  type InstanceUpdate,
} from '~/machines/compute/instance.machine'
import type { Outcome } from '~/machines/shared/lifecycle.machine'
import { fakeInstanceMachine, makeInstance } from '../unit/machines/compute/instance.fixture'
import { leafStates, replay, stateName } from './paths'

type Event = EventFromLogic<typeof instanceMachine>
type Snap = SnapshotFrom<typeof instanceMachine>

/** A call that never settles: the path's own events settle it. */
const hang = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}))
type ById = { id: string }

const machine = fakeInstanceMachine({
  fetch: hang<Instance, ById>(),
  start: hang<Instance, ById>(),
  stop: hang<Instance, ById>(),
  reboot: hang<Instance, ById>(),
  delete: hang<void, ById>(),
  update: hang<Instance, ById & { body: InstanceUpdate }>(),
})

// Every copy carries the same timestamps, so any copy the parent hands over
// counts as fresh and the walk can move the instance to every run state.
const base = makeInstance({ runState: 'stopped' })
const as = (runState: InstanceState): Instance => ({ ...base, runState })
const input = { project: 'mock-project', instance: base }

const actionEvents: Event[] = [
  { type: 'START' },
  { type: 'STOP' },
  { type: 'REBOOT' },
  { type: 'DELETE' },
  { type: 'RESIZE', ncpus: 4, memory: 8 * 1024 ** 3 },
  { type: 'UPDATE_BOOT_DISK', disk: null },
  { type: 'SET_AUTO_RESTART_POLICY', policy: 'never' },
]
/** The same actions as a caller waiting on the answer sends them: each with an id of its own. */
const requested: Event[] = actionEvents.map((e) => ({ ...e, reply: true as const }))
const failure = new ApiError({ type: 'error', message: 'Internal server error', statusCode: 500 })
const done = (id: string, output?: Instance) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as Event
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: failure }) as unknown as Event
const POLL_DUE = { type: 'xstate.after.pollInterval.instance.idle.polling.waiting' } as unknown as Event

/** A transitional state's poll ends in this one. */
const settlesTo: Partial<Record<InstanceState, InstanceState>> = {
  creating: 'stopped',
  starting: 'running',
  stopping: 'stopped',
  rebooting: 'running',
}

/**
 * What the server might answer in each state: the call's done and error
 * events. A poll or refetch answers in `fetched` states, or (when null) with
 * the state the instance settles to.
 */
function callEvents(s: Snap, fetched: InstanceState[] | null): Event[] {
  const current = s.context.instance
  const fetchedStates = fetched ?? [settlesTo[current.runState] ?? current.runState]
  switch (stateName(s.value)) {
    case 'acting.start':
      return [done('start', as('starting')), error('start')]
    case 'acting.stop':
      return [done('stop', as('stopping')), error('stop')]
    case 'acting.reboot':
      return [done('reboot', as('rebooting')), error('reboot')]
    case 'acting.resize':
    case 'acting.updateBootDisk':
    case 'acting.setAutoRestartPolicy':
      return [done('update', current), error('update')]
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

// Every event, a parent's copy in every run state and several poll answers: the whole
// chart, for shortest paths. What can happen next depends on the state, the
// run state, what is in flight and whose error shows.
const full = {
  input,
  events: (s: Snap): Event[] => [
    ...requested,
    { type: 'REFRESH' },
    ...INSTANCE_STATES.map((r): Event => ({ type: 'COPY', copy: as(r) })),
    ...callEvents(s, ['running', 'stopped', 'starting', 'failed']),
  ],
  serializeState: (s: Snap) =>
    JSON.stringify([
      s.status,
      s.value,
      s.context.instance.runState,
      s.context.pending ?? null,
      s.context.errorFrom ?? null,
    ]),
}

// Simple paths multiply fast (a parent's copy or REFRESH from every state makes
// hundreds of thousands): the lifecycle from a stopped and from a failed
// instance, with polls that settle, distinguished by state and run state.
const lifecycle = (runState: InstanceState) => ({
  input: { ...input, instance: as(runState) },
  events: (s: Snap): Event[] => [
    ...requested.filter((e) => ['START', 'STOP', 'REBOOT', 'DELETE', 'RESIZE'].includes(e.type)),
    ...callEvents(s, null),
  ],
  // Adding whose error shows multiplies the paths past what a test can walk.
  serializeState: (s: Snap) => JSON.stringify([s.status, s.value, s.context.instance.runState]),
})

const opOf = (type: string): InstanceOperation | undefined => EVENT_OPERATION[type as keyof typeof EVENT_OPERATION]
const allowedBySpec = (op: InstanceOperation, runState: InstanceState) =>
  op === 'setAutoRestartPolicy' || INSTANCE_ACTIONS[op].includes(runState)

/**
 * The checks every step of every path must pass. A walk keeps one snapshot per
 * serialized state, so context the serialization leaves out (the error) may
 * come from another path: check it only when it is part of the key.
 */
function checkPath(steps: { state: Snap; event: Event }[], { errorInKey }: { errorInKey: boolean }) {
  steps.forEach((step, i) => {
    const prev = steps[i - 1]?.state
    const name = stateName(step.state.value)
    const { runState } = step.state.context.instance
    const op = opOf(step.event.type)

    if (name.startsWith('acting.')) {
      // Entered from idle, by its own event, in a run state the table allows.
      if (prev && !stateName(prev.value).startsWith('acting.')) {
        expect(op).toBeDefined()
        expect(name).toBe(`acting.${op}`)
        expect(stateName(prev.value)).toMatch(/^idle\./)
        expect(allowedBySpec(op!, prev.context.instance.runState)).toBe(true)
      }
      expect(step.state.context.pending).toBe(name.slice('acting.'.length))
    } else {
      expect(step.state.context.pending === undefined || step.state.context.pending === 'refresh').toBe(true)
    }
    if (name.startsWith('idle.polling')) expect(isTransitional(runState)).toBe(true)
    if (name === 'idle.settled') expect(isTransitional(runState)).toBe(false)
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
 * that action's event (ok, or the error's message); anything else nothing.
 * Returns the actor where the path ends, still running.
 */
function replayAnswers(path: Path) {
  const actor = createActor(machine, { input }).start()
  const heard: Outcome[] = []
  actor.on('outcome', (outcome) => heard.push(outcome))
  let asked: { event: Event; op: InstanceOperation } | undefined
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
      const result = call[1] === 'done' ? { ok: true } : { ok: false, error: 'Internal server error', details: expect.objectContaining({ message: 'Internal server error', status: 500 }) }
      expect(now).toEqual([{ type: 'outcome', to: asked!.event, op: asked!.op, result }])
      asked = undefined
    } else {
      expect(now, `${event.type} in ${before}`).toEqual([])
    }
  }
  expect(full.serializeState(actor.getSnapshot())).toBe(full.serializeState(path.state))
  return actor
}

describe('instance machine paths', () => {
  const paths = getShortestPaths(machine, full)

  it('reaches every state', () => {
    const reached = new Set(paths.map((p) => stateName(p.state.value)))
    // 'idle.checking' only decides between polling and settled; nothing rests there.
    const expected = leafStates(instanceMachine).filter((s) => s !== 'idle.checking')
    expect(reached).toEqual(new Set(expected))
    expect(expected).toEqual(
      expect.arrayContaining([
        'idle.settled',
        'idle.polling.waiting',
        'idle.polling.fetching',
        'idle.refreshing',
        'acting.start',
        'acting.stop',
        'acting.reboot',
        'acting.delete',
        'acting.resize',
        'acting.updateBootDisk',
        'acting.setAutoRestartPolicy',
        'deleted',
      ]),
    )
  })

  it('reaches every run state at rest, and there accepts exactly the actions the table allows', () => {
    const resting = paths.filter((p) => stateName(p.state.value).startsWith('idle.'))
    expect(new Set(resting.map((p) => p.state.context.instance.runState))).toEqual(new Set(INSTANCE_STATES))
    for (const { state } of resting) {
      for (const event of actionEvents) {
        expect(state.can(event), `${event.type} in ${state.context.instance.runState}`).toBe(
          allowedBySpec(opOf(event.type)!, state.context.instance.runState),
        )
      }
    }
  })

  it('accepts no other action, nor a refresh, while one is in flight', () => {
    const inFlight = paths.filter((p) => stateName(p.state.value).startsWith('acting.'))
    expect(inFlight.length).toBeGreaterThanOrEqual(7)
    for (const { state } of inFlight) {
      for (const event of [...actionEvents, { type: 'REFRESH' } as const]) expect(state.can(event)).toBe(false)
    }
  })

  it('every shortest path keeps the rules', () => {
    for (const path of paths) checkPath(path.steps as { state: Snap; event: Event }[], { errorInKey: true })
  })

  it('every simple path keeps the rules', () => {
    for (const from of ['stopped', 'failed'] as const) {
      const simple = getSimplePaths(machine, lifecycle(from))
      expect(simple.length).toBeGreaterThan(100)
      const ends = new Set(simple.map((p) => stateName(p.state.value)))
      for (const state of ['acting.start', 'acting.stop', 'acting.delete', 'idle.polling.fetching', 'deleted']) {
        expect(ends).toContain(state)
      }
      for (const path of simple) checkPath(path.steps as { state: Snap; event: Event }[], { errorInKey: false })
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
    expect(answered.length).toBeGreaterThanOrEqual(7)
    for (const path of paths) replayAnswers(path as Path).stop()
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
          : disabledReason(op as keyof typeof INSTANCE_ACTIONS, path.state.context.instance.runState)
        expect(error).toBeDefined()
        expect(heard).toEqual([{ type: 'outcome', to: event, op, result: { ok: false, error } }])
        expect(full.serializeState(actor.getSnapshot())).toBe(before)
        actor.stop()
        refusals++
      }
    }
    expect(refusals).toBeGreaterThan(50)
  })
})
