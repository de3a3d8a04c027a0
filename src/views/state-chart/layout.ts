import dagre from '@dagrejs/dagre'
import type { Chart } from '~/machines/state-chart'

export type Box = { x: number; y: number; width: number; height: number }
export type Laid = {
  width: number
  height: number
  nodes: Record<string, Box>
  edges: Record<string, { points: { x: number; y: number }[]; label: { x: number; y: number } }>
}

const CHAR = 7.2 // monospace 12px
const NODE_H = 34

/** dagre lays the chart out (compound: nested states are boxes around their children). */
export function layout(chart: Chart): Laid {
  const g = new dagre.graphlib.Graph({ compound: true, multigraph: true })
  g.setGraph({ rankdir: 'TB', nodesep: 18, ranksep: 46, edgesep: 8, marginx: 16, marginy: 16 })
  g.setDefaultEdgeLabel(() => ({}))
  for (const n of chart.nodes) {
    g.setNode(n.id, n.compound ? { label: n.label, paddingTop: 28 } : { width: n.label.length * CHAR + 28, height: NODE_H })
  }
  for (const n of chart.nodes) if (n.parent) g.setParent(n.id, n.parent)
  const leaf = new Set(chart.nodes.filter((n) => !n.compound).map((n) => n.id))
  // dagre draws edges between leaves; an edge to a compound state goes to its first child.
  const firstLeaf = (id: string): string => {
    if (leaf.has(id)) return id
    const child = chart.nodes.find((n) => n.parent === id)
    return child ? firstLeaf(child.id) : id
  }
  for (const e of chart.edges) {
    const source = firstLeaf(e.source)
    const target = firstLeaf(e.target)
    if (!g.hasNode(source) || !g.hasNode(target)) continue
    g.setEdge(source, target, { label: e.label, width: e.label.length * 6.2 + 8, height: 16, labelpos: 'c' }, e.id)
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
