import dagre from '@dagrejs/dagre'
import type { Chart } from '~/machines/charts/state-chart'

export type Box = { x: number; y: number; width: number; height: number }
export type Laid = {
  width: number
  height: number
  nodes: Record<string, Box>
  edges: Record<string, { points: { x: number; y: number }[]; label: { x: number; y: number } }>
}

const CHAR = 7.2 // monospace 12px
const NODE_H = 34

/**
 * dagre lays the chart out. Nested states are drawn as their own nodes with
 * dashed "contains" links to their children (dagre's compound clusters
 * spread these machines far too wide to read).
 */
export function layout(chart: Chart): Laid {
  const g = new dagre.graphlib.Graph({ multigraph: true })
  g.setGraph({ rankdir: 'LR', nodesep: 14, ranksep: 56, marginx: 16, marginy: 16 })
  g.setDefaultEdgeLabel(() => ({}))
  for (const n of chart.nodes) g.setNode(n.id, { width: n.label.length * CHAR + 28, height: NODE_H })
  for (const n of chart.nodes) if (n.parent) g.setEdge(n.parent, n.id, { width: 0, height: 0, minlen: 1 }, `contains:${n.id}`)
  for (const e of chart.edges) {
    if (!g.hasNode(e.source) || !g.hasNode(e.target)) continue
    g.setEdge(e.source, e.target, { label: e.label, width: e.label.length * 6.2 + 8, height: 16, labelpos: 'c' }, e.id)
  }
  dagre.layout(g)
  const nodes: Laid['nodes'] = {}
  for (const id of g.nodes()) {
    const n = g.node(id)
    if (n) nodes[id] = { x: n.x - n.width / 2, y: n.y - n.height / 2, width: n.width, height: n.height }
  }
  const edges: Laid['edges'] = {}
  for (const e of g.edges()) {
    const data = g.edge(e) as { points: { x: number; y: number }[]; x: number; y: number }
    if (e.name) edges[e.name] = { points: data.points, label: { x: data.x, y: data.y } }
  }
  const graph = g.graph() as { width?: number; height?: number }
  return { width: graph.width ?? 0, height: graph.height ?? 0, nodes, edges }
}
