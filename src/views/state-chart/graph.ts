// What the canvas draws, whichever view: boxes (states, and groups drawn
// around their children), entry markers, and edges. Edges between the same two
// boxes of the same kind are drawn once with one label line per transition,
// so parallel labels never sit on top of each other.
import type { Chart } from '~/machines/charts/state-chart.rules'
import type { Lifecycle, LifecycleEdge } from '~/machines/charts/index'

export type DrawnNode = {
  id: string
  label: string
  /** A second line (a failed instance's restart rule). */
  note?: string
  /** The group it is drawn inside. */
  parent?: string
  kind: 'state' | 'group' | 'entry'
  transitional?: boolean
  final?: boolean
}

/** action: a user's call; server: a step the preview takes too; rack: one only a real rack takes. */
export type DrawnEdgeKind = 'action' | 'server' | 'rack' | 'entry' | 'machine'

export type DrawnEdge = {
  id: string
  source: string
  target: string
  kind: DrawnEdgeKind
  /** One line per transition drawn by this edge. */
  lines: string[]
  /** Ids of the transitions it draws (lifecycle or machine edges). */
  members: string[]
  /** What hovering or focusing it says. */
  guard: string
}

export type DrawnGraph = { nodes: DrawnNode[]; edges: DrawnEdge[] }

const kindOf = (e: LifecycleEdge): DrawnEdgeKind =>
  e.kind === 'action' ? 'action' : e.preview === false ? 'rack' : 'server'

/** Merge transitions with the same ends and kind into one drawn edge. */
function merge<T>(items: T[], key: (t: T) => string, make: (group: T[], id: string) => DrawnEdge): DrawnEdge[] {
  const groups = new Map<string, T[]>()
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item])
  return [...groups.entries()].map(([k, group]) => make(group, k))
}

export function lifecycleGraph(lifecycle: Lifecycle): DrawnGraph {
  const label = (id: string) => lifecycle.states.find((s) => s.id === id)?.label ?? id
  // Entries first: ELK keeps the model order, so creation is drawn where the chart starts.
  const nodes: DrawnNode[] = [
    ...lifecycle.entries.map((e) => ({ id: `entry:${e.id}`, label: e.label, kind: 'entry' as const })),
    ...lifecycle.states.map((s) => ({
      id: s.id,
      label: s.label,
      note: s.note,
      kind: 'state' as const,
      transitional: s.transitional,
      final: s.final,
    })),
  ]
  const entryEdges = lifecycle.entries.map(
    (e): DrawnEdge => ({
      id: `entry:${e.id}>${e.target}`,
      source: `entry:${e.id}`,
      target: e.target,
      kind: 'entry',
      lines: [e.label],
      members: [],
      guard: `${e.label}: a new ${lifecycle.noun.toLowerCase()} starts ${label(e.target)}`,
    }),
  )
  const edges = [
    ...entryEdges,
    ...merge(
      lifecycle.edges,
      (e) => `${e.source}>${e.target}>${kindOf(e)}`,
      (group, id): DrawnEdge => {
        const [first] = group
        const kind = kindOf(first)
        const ends = `${label(first.source)} → ${label(first.target)}`
        return {
          id,
          source: first.source,
          target: first.target,
          kind,
          lines: group.map((e) => e.label),
          members: group.map((e) => e.id),
          guard: group.map((e) => `${e.label} (${ends}): ${e.guard}`).join('\n'),
        }
      },
    ),
  ]
  return { nodes, edges }
}

export function machineGraph(chart: Chart): DrawnGraph {
  const ids = new Set(chart.nodes.map((n) => n.id))
  const nodes: DrawnNode[] = chart.nodes.map((n) => ({
    id: n.id,
    label: n.label,
    parent: n.parent,
    kind: n.compound ? 'group' : 'state',
    final: n.final,
  }))
  const drawable = chart.edges.filter((e) => ids.has(e.source) && ids.has(e.target))
  const edges = merge(
    drawable,
    (e) => `${e.source}>${e.target}`,
    (group, id) => ({
      id,
      source: group[0].source,
      target: group[0].target,
      kind: 'machine' as const,
      lines: [...new Set(group.map((e) => e.label))],
      members: group.map((e) => e.id),
      guard: [...new Set(group.map((e) => e.event || 'always'))].map((ev) => `on ${ev}`).join('\n'),
    }),
  )
  return { nodes, edges }
}

/** The drawn edge of each transition. */
export const drawnEdgeOf = (graph: DrawnGraph) => {
  const map = new Map<string, string>()
  for (const e of graph.edges) for (const m of e.members) map.set(m, e.id)
  return map
}
