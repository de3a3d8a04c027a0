// A machine as a chart QA can walk: its states (nested) and transitions, read
// with xstate/graph, and pure steps through it (no actors run, nothing is
// called). The view lays it out and draws it; this file knows no DOM.
import {
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
} from 'xstate'
import { toDirectedGraph } from 'xstate/graph'

export type ChartNode = {
  id: string
  label: string
  parent?: string
  /** Has child states (drawn as a box around them). */
  compound: boolean
  final: boolean
}
export type ChartEdge = { id: string; source: string; target: string; event: string; label: string }
export type Chart = { nodes: ChartNode[]; edges: ChartEdge[] }

type GraphNode = ReturnType<typeof toDirectedGraph>

/** What people read: `xstate.done.actor.fetchPage` → `fetchPage ✓`, errors `✗`, delays `after …`. */
export function eventLabel(event: string): string {
  const done = /^xstate\.done\.actor\.(?:\d+\.)?(.+)$/.exec(event)
  if (done) return `${done[1].replace(/^.*\./, '')} ✓`
  const error = /^xstate\.error\.actor\.(?:\d+\.)?(.+)$/.exec(event)
  if (error) return `${error[1].replace(/^.*\./, '')} ✗`
  const after = /^xstate\.after\.(.+?)\./.exec(event)
  if (after) return `after ${after[1]}`
  if (event === '') return 'always'
  return event
}

export function chartOf(machine: AnyStateMachine): Chart {
  const nodes: ChartNode[] = []
  const edges: ChartEdge[] = []
  const walk = (g: GraphNode, parent?: string) => {
    const node = g.stateNode as AnyStateNode
    // The machine itself is the canvas, not a box on it.
    if (g !== root) {
      nodes.push({
        id: g.id,
        label: node.key,
        parent,
        compound: g.children.length > 0,
        final: node.type === 'final',
      })
    }
    g.edges.forEach((e, i) => {
      const event = e.transition.eventType
      edges.push({ id: `${g.id}:${event}:${i}`, source: e.source.id, target: e.target.id, event, label: eventLabel(event) })
    })
    for (const child of g.children) walk(child, g === root ? undefined : g.id)
  }
  const root = toDirectedGraph(machine)
  walk(root)
  // Top-level states have no drawn parent (the machine itself is the canvas).
  return { nodes, edges: edges.filter((e) => e.source !== root.id && e.target !== root.id) }
}

/** The ids of the states a snapshot is in (every level). */
export const activeIds = (snapshot: AnyMachineSnapshot): Set<string> =>
  new Set((snapshot._nodes as AnyStateNode[]).map((n) => n.id))

export function start(machine: AnyStateMachine, input?: unknown): AnyMachineSnapshot {
  return initialTransition(machine, input)[0] as AnyMachineSnapshot
}

/** What a simulated call returns (e.g. the instance as the server would report it after a start). */
export type SampleOutput = (event: string, snapshot: AnyMachineSnapshot) => unknown

/** What a user event carries besides its type (e.g. the upload's START carries the form values). */
export type SampleEvents = Record<string, Record<string, unknown>>

/** The transitions QA can follow from here: edges leaving an active state whose guard lets them through. */
export function nextEdges(
  machine: AnyStateMachine,
  chart: Chart,
  snapshot: AnyMachineSnapshot,
  output?: SampleOutput,
  events?: SampleEvents,
): ChartEdge[] {
  const active = activeIds(snapshot)
  return chart.edges.filter(
    (e) => active.has(e.source) && e.event !== '' && follow(machine, snapshot, e, output, events) !== snapshot,
  )
}

/**
 * One step along an edge, purely. An invoked call's result is simulated as a
 * done/error event; a step that needs real data it doesn't have is refused
 * (the snapshot comes back unchanged).
 */
export function follow(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  edge: ChartEdge,
  output?: SampleOutput,
  events?: SampleEvents,
): AnyMachineSnapshot {
  try {
    const event = edge.event.startsWith('xstate.done.actor')
      ? { type: edge.event, output: output?.(edge.event, snapshot) }
      : edge.event.startsWith('xstate.error.actor')
        ? { type: edge.event, error: new Error('Simulated failure') }
        : { ...events?.[edge.event], type: edge.event }
    const [next] = transition(machine, snapshot, event)
    return (next as AnyMachineSnapshot).status === 'error' ? snapshot : (next as AnyMachineSnapshot)
  } catch {
    return snapshot
  }
}
