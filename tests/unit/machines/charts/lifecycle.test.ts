// The lifecycle charts say what the app's tables say, both ways: every edge
// drawn is allowed by a table, and every action a table allows is drawn. The
// places actions lead and the server's own steps are held to the preview's
// mock (mirage/lib/instance-state.ts, mirage/handlers/bulk-import.ts).
import { describe, expect, it } from 'vitest'
import { INSTANCE_ACTIONS, INSTANCE_STATES, isDueForRestart, isTransitional } from '~/machines/compute/instance.rules'
import { DISK_ACTIONS, DISK_STATES } from '~/machines/shared/disk.rules'
import { isDiskTransitional } from '~/machines/storage/disk.machine'
import {
  BULK_IMPORT_CALLS,
  bulkImportLifecycle,
  DISK_SERVER_STEPS,
  diskLifecycle,
} from '~/machines/charts/disk-lifecycle.rules'
import { INSTANCE_SERVER_STEPS, instanceLifecycle } from '~/machines/charts/instance-lifecycle.rules'
import type { Lifecycle } from '~/machines/charts/lifecycle.rules'
import { lifecycleGraph } from '~/views/state-chart/graph'
import { plan, type StateRequest } from '../../../../mirage/lib/instance-state'

type Table = Readonly<Record<string, readonly string[]>>

/** The (action, state) pairs a drawing shows as user actions. */
function drawnActions(lifecycle: Lifecycle): string[] {
  const byId = new Map(lifecycle.edges.map((e) => [e.id, e]))
  return lifecycleGraph(lifecycle)
    .edges.flatMap((d) => d.members.map((m) => byId.get(m)!))
    .filter((e) => e.kind === 'action')
    .map((e) => `${e.event}@${e.source}`)
    .sort()
}

const allowedPairs = (...tables: Table[]) =>
  tables.flatMap((t) => Object.entries(t).flatMap(([action, states]) => states.map((s) => `${action}@${s}`))).sort()

const bulkTable: Table = Object.fromEntries(Object.entries(BULK_IMPORT_CALLS).map(([k, v]) => [k, v.from]))

describe('the instance lifecycle', () => {
  it('draws the spec §3 states, transitional ones marked', () => {
    expect(instanceLifecycle.states.map((s) => s.id)).toEqual(INSTANCE_STATES)
    for (const s of instanceLifecycle.states) expect(s.transitional).toBe(isTransitional(s.id as never))
  })

  it('draws exactly the actions the §4 table allows, each where it is allowed', () => {
    expect(drawnActions(instanceLifecycle)).toEqual(allowedPairs(INSTANCE_ACTIONS))
  })

  it('every drawn edge joins two drawn states', () => {
    const graph = lifecycleGraph(instanceLifecycle)
    const nodes = new Set(graph.nodes.map((n) => n.id))
    for (const e of graph.edges) expect(nodes.has(e.source) && nodes.has(e.target), e.id).toBe(true)
  })

  it('start, stop and reboot lead where the mock takes them, then on by the server steps the preview times', () => {
    const timed = INSTANCE_SERVER_STEPS.filter((s) => s.preview === 'timed')
    const walkOn = (state: string): string[] => {
      const next = timed.find((s) => s.from === state && s.event !== 'created-start')
      return next ? [state, ...walkOn(next.to)] : [state]
    }
    for (const e of instanceLifecycle.edges.filter((e) => ['start', 'stop', 'reboot'].includes(e.event))) {
      const mock = plan({ run_state: e.source } as never, e.event as StateRequest)
      expect(walkOn(e.target), `${e.event} from ${e.source}`).toEqual(mock)
    }
  })

  it('delete ends in destroyed; the other actions keep the state', () => {
    for (const e of instanceLifecycle.edges.filter((e) => e.kind === 'action')) {
      const expected = { start: 'starting', stop: 'stopping', reboot: 'rebooting', delete: 'destroyed' }[e.event] ?? e.source
      expect(e.target, e.id).toBe(expected)
    }
  })

  it('a failed instance due for restart is started by the server', () => {
    const edge = instanceLifecycle.edges.find((e) => e.event === 'auto-restart')!
    expect(edge).toMatchObject({ source: 'failed', target: 'starting', kind: 'server' })
    expect(edge.guard).toContain('due for restart')
    expect(isDueForRestart({ runState: 'failed', autoRestartEnabled: true })).toBe(true)
    expect(instanceLifecycle.states.find((s) => s.id === 'failed')?.note).toMatch(/auto-restarts/)
  })

  it('server steps are drawn apart from actions, those only a rack takes apart again', () => {
    const kinds = lifecycleGraph(instanceLifecycle).edges.map((e) => e.kind)
    expect(new Set(kinds)).toEqual(new Set(['action', 'server', 'rack', 'entry']))
  })

  it('guards say where an action is allowed', () => {
    const start = instanceLifecycle.edges.find((e) => e.id === 'stopped:start')!
    expect(start.guard).toBe('allowed in: stopped, failed')
  })
})

describe('the disk lifecycle', () => {
  it('draws the twelve disk states, transitional ones marked', () => {
    expect(diskLifecycle.states.map((s) => s.id)).toEqual(DISK_STATES)
    for (const s of diskLifecycle.states) expect(s.transitional).toBe(isDiskTransitional(s.id as never))
  })

  it('draws exactly the §4 disk table and the bulk import calls, each where it is allowed', () => {
    expect(drawnActions(diskLifecycle)).toEqual(allowedPairs(DISK_ACTIONS, bulkTable))
  })

  it('the server finishes a finalize on its own', () => {
    expect(DISK_SERVER_STEPS.find((s) => s.event === 'finalized')).toMatchObject({ from: 'finalizing', to: 'detached' })
  })

  it('guards name the states in words', () => {
    expect(diskLifecycle.edges.find((e) => e.id === 'import_ready:start')?.guard).toBe('allowed in: import ready')
  })
})

describe('the bulk import lifecycle', () => {
  it('is spec §4’s flow: start, write, stop, finalize, then the temporary disk goes', () => {
    const events = bulkImportLifecycle.edges.map((e) => e.event)
    expect(events).toEqual(expect.arrayContaining(['start', 'write', 'stop', 'finalize', 'finalized', 'delete']))
    expect(drawnActions(bulkImportLifecycle)).toEqual(
      allowedPairs(bulkTable, { delete: DISK_ACTIONS.delete.filter((s) => s === 'detached') }),
    )
  })
})
