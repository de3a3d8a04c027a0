// Replays against the mock, as "Replay in the preview" runs them: every edge
// of every lifecycle the preview can take is walked at least once (a shortest
// walk to it, then it), and the console's machines and the mock must reach
// the state the chart says at each step.
import type { Server } from 'miragejs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { bulkImportLifecycle, diskLifecycle } from '~/machines/charts/disk-lifecycle.rules'
import { instanceLifecycle } from '~/machines/charts/instance-lifecycle.rules'
import { edgesFrom, type Lifecycle, type LifecycleEdge } from '~/machines/charts/lifecycle.rules'
import { diskSubjects } from '~/machines/charts/replay-subjects'
import { instanceSubjects } from '~/machines/charts/replay-subjects'
import { firstDifference, planRows, replayPlan, runReplay, type ReplayRow } from '~/machines/charts/replay-run'
import { connectReplay, replayMachine } from '~/machines/charts/replay.machine'
import type { ReplayOptions, ReplaySubject, SubjectFactory } from '~/machines/charts/replay-subjects'
import { walkOf } from '~/machines/charts/walk.rules'
import { makeServer } from '../../../../mirage'

const OPTIONS: ReplayOptions = { pollIntervalMs: 20, stepTimeoutMs: 4000 }

/** Calls the replay does not make (yet): their steps are reported as skipped. */
const NOT_REPLAYED = new Set(['serialConsole', 'updateNetworkInterface', 'addToAffinityGroup'])

async function replay(lifecycle: Lifecycle, subjects: SubjectFactory, from: string, events: string[]) {
  const walk = walkOf(lifecycle, { from, walk: events.join(',') })
  expect(walk.problem).toBeUndefined()
  const plan = replayPlan(lifecycle, walk)
  const rows: Partial<ReplayRow>[] = planRows(plan)
  const outcome = await runReplay(
    plan,
    subjects,
    OPTIONS,
    (i, row) => (rows[i] = { ...rows[i], ...row }),
    () => false,
  )
  return { outcome, rows }
}

/**
 * For each edge, the shortest walk that ends with it, from a state the API can
 * make, along edges the preview takes; edges with no such walk are left out.
 */
function coveringWalks(lifecycle: Lifecycle, startStates: readonly string[]) {
  const replayable = (e: LifecycleEdge) => e.preview !== false && !NOT_REPLAYED.has(e.event)
  const way = new Map<string, { from: string; events: string[] }>(startStates.map((s) => [s, { from: s, events: [] }]))
  const queue = [...startStates]
  while (queue.length) {
    const at = queue.shift()!
    for (const e of edgesFrom(lifecycle, at).filter(replayable)) {
      if (way.has(e.target)) continue
      way.set(e.target, { from: way.get(at)!.from, events: [...way.get(at)!.events, e.event] })
      queue.push(e.target)
    }
  }
  return lifecycle.edges
    .filter((e) => replayable(e) && way.has(e.source))
    .map((e) => ({ edge: e, from: way.get(e.source)!.from, events: [...way.get(e.source)!.events, e.event] }))
}

/** A fresh mock for the tests in the block; `transitionMs`: how long each of the server's own steps takes. */
function withMock(transitionMs: number) {
  let server: Server
  beforeAll(() => {
    server = makeServer({ environment: 'test', transitionMs })
  })
  afterAll(() => server.shutdown())
}

const charts = [
  { lifecycle: instanceLifecycle, subjects: instanceSubjects },
  { lifecycle: diskLifecycle, subjects: diskSubjects },
  { lifecycle: bulkImportLifecycle, subjects: diskSubjects },
]
const named = (walks: ReturnType<typeof coveringWalks>) =>
  walks.map((w) => ({ ...w, name: `${w.edge.source} -${w.edge.event}-> ${w.edge.target}` }))

async function expectPass(lifecycle: Lifecycle, subjects: SubjectFactory, from: string, events: string[]) {
  const { outcome, rows } = await replay(lifecycle, subjects, from, events)
  expect(rows.filter((r) => r.status !== 'pass'), JSON.stringify(rows)).toEqual([])
  expect(outcome).toBe('pass')
}

// An instance is creating for one step of the server's: long enough here for a disk to be made and attached.
describe('replaying walks from creating against the mock', () => {
  withMock(1500)
  const walks = coveringWalks(instanceLifecycle, instanceSubjects.startStates).filter((w) => w.from === 'creating')
  it.each(named(walks))('$name', ({ from, events }) => expectPass(instanceLifecycle, instanceSubjects, from, events))
})

describe('replaying against the mock', () => {
  // Long enough to read a transitional state before it moves on; short enough for every edge.
  withMock(150)

  it('the issue’s walk: stopped → start → running → stop → stopped, every step passing', async () => {
    const { outcome, rows } = await replay(instanceLifecycle, instanceSubjects, 'stopped', ['start', 'started', 'stop', 'stopped'])
    expect(rows.map((r) => [r.status, r.expected, r.machine, r.server])).toEqual([
      ['pass', 'stopped', 'stopped', 'stopped'],
      ['pass', 'starting', 'starting', 'starting'],
      ['pass', 'running', 'running', 'running'],
      ['pass', 'stopping', 'stopping', 'stopping'],
      ['pass', 'stopped', 'stopped', 'stopped'],
    ])
    expect(outcome).toBe('pass')
  })

  describe.each(charts)('every $lifecycle.name edge the preview takes', ({ lifecycle, subjects }) => {
    const walks = coveringWalks(lifecycle, subjects.startStates).filter((w) => w.from !== 'creating')
    it.each(named(walks))('$name', ({ from, events }) => expectPass(lifecycle, subjects, from, events))
  })

  it('the walks cover every edge the preview takes from a state the API can make', () => {
    const covered = charts.flatMap(({ lifecycle, subjects }) => coveringWalks(lifecycle, subjects.startStates).map((w) => w.edge.id))
    // What the preview never does: only a rack fails, migrates, repairs or auto-restarts an instance;
    // the mock makes disks detached at once and never faults one.
    expect(covered).toEqual(expect.arrayContaining(['stopped:start', 'starting:started', 'running:reboot', 'import_ready:finalize']))
    const instanceEdges = instanceLifecycle.edges.filter((e) => e.preview !== false && !NOT_REPLAYED.has(e.event))
    const unreachable = instanceEdges.filter((e) => !covered.includes(e.id)).map((e) => e.source)
    expect(new Set(unreachable)).toEqual(new Set(['failed']))
  })

  it('a step the preview never takes is skipped, and the walk stops there', async () => {
    const { outcome, rows } = await replay(instanceLifecycle, instanceSubjects, 'running', ['failure', 'start'])
    expect(rows.map((r) => r.status)).toEqual(['pass', 'skipped', 'skipped'])
    expect(rows[1].detail).toMatch(/Only a rack/)
    expect(outcome).toBe('partial')
  })

  it('a start state the API cannot make is said so', async () => {
    const { outcome, rows } = await replay(instanceLifecycle, instanceSubjects, 'failed', ['start'])
    expect(rows[0]).toMatchObject({ status: 'skipped', detail: 'An instance cannot be made failed through the API' })
    expect(outcome).toBe('partial')
  })

  it('runs in the replay machine, row by row, until it passes', async () => {
    const actor = createActor(replayMachine, { input: { subjects: instanceSubjects, options: OPTIONS } }).start()
    const walk = walkOf(instanceLifecycle, { from: 'running', walk: 'reboot,rebooted' })
    actor.send({ type: 'REPLAY', plan: replayPlan(instanceLifecycle, walk) })
    expect(connectReplay(actor.getSnapshot(), actor.send).summary).toBe('Replaying…')
    await waitFor(actor, (s) => s.matches('finished'), { timeout: 8000 })
    const props = connectReplay(actor.getSnapshot(), actor.send)
    expect(props.summary).toBe('Replay passed')
    expect(props.rows.map((r) => r.status)).toEqual(['pass', 'pass', 'pass'])
    expect(props.firstFailure).toBe(-1)
    actor.stop()
  })
})

describe('the first difference', () => {
  /** A resource whose server says `says` whatever the console did. */
  const stubborn = (says: string): SubjectFactory => ({
    startStates: ['stopped'],
    create: async () =>
      ({
        title: 'instance stub',
        machineState: () => 'starting',
        serverState: async () => says,
        act: async () => ({ ok: true }),
        waitForMachine: async () => true,
        stop: () => {},
      }) satisfies ReplaySubject,
  })

  it('is the first row that differs, with what differs; the rest do not run', async () => {
    const walk = walkOf(instanceLifecycle, { from: 'stopped', walk: 'start,started' })
    const rows: Partial<ReplayRow>[] = [{}, {}, {}]
    const outcome = await runReplay(replayPlan(instanceLifecycle, walk), stubborn('stopped'), OPTIONS, (i, r) => {
      rows[i] = { ...rows[i], ...r }
    }, () => false)
    expect(outcome).toBe('fail')
    expect(rows.map((r) => r.status)).toEqual(['pass', 'fail', 'skipped'])
    expect(rows[1].detail).toBe('The server says stopped; the chart says starting')
  })

  it('names the console’s machine first when both differ', () => {
    expect(firstDifference({ expected: 'running', machine: 'starting', server: 'stopped' })).toBe(
      "The console's machine has starting; the chart says running",
    )
  })
})

