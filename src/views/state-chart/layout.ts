// Lays a chart out with ELK's layered algorithm, which is made for this:
// groups hold their children (hierarchy handling), edges are routed
// orthogonally around boxes, and edge labels are placed as part of the layout
// so they keep clear of boxes and of each other. Text is measured by
// character count: the canvas draws it in a monospace face.
//
// Self-transitions (actions that keep the state: resize, attach disk, …) are
// drawn as a small loop on the right of their state with the number of
// actions; ELK routes loops around the box, which made the charts half again
// as wide. The loop's room is part of the box ELK places. The same goes for
// the marker of how a resource is made (● → creating): it sits left of its
// state rather than taking a layer of its own.
import ELK from 'elkjs/lib/elk.bundled.js'
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api'
import type { DrawnGraph } from './graph'

export type Point = { x: number; y: number }
export type Box = Point & { width: number; height: number }
export type Direction = 'RIGHT' | 'DOWN'

export type LaidEdge = {
  /** A polyline; for a loop, a cubic Bézier (start, two controls, end). */
  points: Point[]
  label?: Box
  loop?: boolean
}

export type Laid = {
  width: number
  height: number
  direction: Direction
  nodes: Record<string, Box>
  edges: Record<string, LaidEdge>
}

/** Monospace advance is 0.6 em in the faces the canvas asks for. */
export const FONT = { node: 13, note: 10, label: 12, group: 12 }
const advance = (size: number) => size * 0.6
export const LINE = { node: 16, note: 13, label: 14 }
const PAD_X = 12
export const ENTRY_SIZE = 10
/** Room on the right of a state for its loop and count. */
export const LOOP_ROOM = 30
/** Room on the left of a state for the marker of how the resource is made. */
export const ENTRY_ROOM = 26

export const textWidth = (text: string, size: number) => Math.ceil(text.length * advance(size))

function nodeSize(label: string, note?: string) {
  const width = Math.max(textWidth(label, FONT.node), note ? textWidth(note, FONT.note) : 0) + 2 * PAD_X
  return { width: Math.max(width, 64), height: note ? 44 : 30 }
}

/** Room at the left of a lifecycle edge's label for the walk's step numbers: the layout stays put as the walk grows. */
export const BADGE_ROOM = 16

const labelSize = (lines: string[], badge: boolean) => ({
  width: Math.max(...lines.map((l) => textWidth(l, FONT.label))) + 6 + (badge ? BADGE_ROOM : 0),
  height: lines.length * LINE.label + 2,
})

const elk = new ELK()

const ROOT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  // Every coordinate in the answer is the canvas's, whatever box holds it.
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.layered.edgeLabels.sideSelection': 'SMART_DOWN',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.layered.crossingMinimization.semiInteractive': 'false',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  // The lifecycle lists states in the order (creating, starting, running, …): edges
  // against it are the ones drawn going back, which leaves no crossings in the instance chart.
  'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
  'elk.spacing.nodeNode': '14',
  'elk.spacing.edgeNode': '12',
  'elk.spacing.edgeEdge': '8',
  'elk.spacing.edgeLabel': '3',
  'elk.spacing.labelLabel': '4',
  'elk.layered.spacing.nodeNodeBetweenLayers': '18',
  'elk.layered.spacing.edgeNodeBetweenLayers': '6',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '8',
  'elk.padding': '[top=12,left=12,bottom=12,right=12]',
}

const GROUP_OPTIONS = {
  'elk.padding': '[top=28,left=12,bottom=12,right=12]',
  'elk.nodeLabels.placement': 'H_LEFT V_TOP INSIDE',
}

export async function layoutGraph(graph: DrawnGraph, direction: Direction, extra: Record<string, string> = {}): Promise<Laid> {
  const loops = graph.edges.filter((e) => e.source === e.target)
  const looped = new Set(loops.map((e) => e.source))
  const entryEdges = graph.edges.filter((e) => e.kind === 'entry')
  const entered = new Set(entryEdges.map((e) => e.target))
  const children = new Map<string | undefined, ElkNode[]>()
  const groups = new Set(graph.nodes.filter((n) => n.kind === 'group').map((n) => n.id))
  const elkNodes = new Map<string, ElkNode>()
  for (const n of graph.nodes.filter((n) => n.kind !== 'entry')) {
    const node: ElkNode =
      n.kind === 'group'
        ? { id: n.id, labels: [{ text: n.label, width: textWidth(n.label, FONT.group), height: 14 }], layoutOptions: GROUP_OPTIONS }
        : { id: n.id, ...withRoom(nodeSize(n.label, n.note), looped.has(n.id), entered.has(n.id)) }
    elkNodes.set(n.id, node)
    const parent = n.parent && groups.has(n.parent) ? n.parent : undefined
    children.set(parent, [...(children.get(parent) ?? []), node])
  }
  for (const [parent, kids] of children) if (parent) elkNodes.get(parent)!.children = kids
  // A group without states (never in practice) still needs a size.
  for (const id of groups) if (!elkNodes.get(id)!.children) Object.assign(elkNodes.get(id)!, { width: 80, height: 40 })

  const edges: ElkExtendedEdge[] = graph.edges.filter((e) => e.source !== e.target && e.kind !== 'entry').map((e) => ({
    id: e.id,
    sources: [e.source],
    targets: [e.target],
    labels: [{ text: e.lines.join('\n'), ...labelSize(e.lines, e.kind !== 'machine') }],
  }))
  const root: ElkNode = {
    id: '__root',
    layoutOptions: { ...ROOT_OPTIONS, 'elk.direction': direction, ...extra },
    children: children.get(undefined) ?? [],
    edges,
  }
  const out = await elk.layout(root)

  const nodes: Laid['nodes'] = {}
  const visit = (n: ElkNode) => {
    for (const c of n.children ?? []) {
      nodes[c.id] = { x: c.x ?? 0, y: c.y ?? 0, width: c.width ?? 0, height: c.height ?? 0 }
      visit(c)
    }
  }
  visit(out)
  const laidEdges: Laid['edges'] = {}
  for (const e of (out.edges ?? []) as ElkExtendedEdge[]) {
    const points = (e.sections ?? []).flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint])
    const l = e.labels?.[0]
    laidEdges[e.id] = {
      points,
      label: l && { x: l.x ?? 0, y: l.y ?? 0, width: l.width ?? 0, height: l.height ?? 0 },
    }
  }
  for (const id of looped) if (!groups.has(id)) nodes[id].width -= LOOP_ROOM
  for (const id of entered) Object.assign(nodes[id], { x: nodes[id].x + ENTRY_ROOM, width: nodes[id].width - ENTRY_ROOM })
  for (const e of entryEdges) {
    const box = nodes[e.target]
    const y = box.y + box.height / 2
    nodes[e.source] = { x: box.x - ENTRY_ROOM, y: y - ENTRY_SIZE / 2, width: ENTRY_SIZE, height: ENTRY_SIZE }
    laidEdges[e.id] = { points: [{ x: box.x - ENTRY_ROOM + ENTRY_SIZE, y }, { x: box.x, y }] }
  }
  for (const e of loops) {
    const box = nodes[e.source]
    // A group's loop sits in its title row, top right (its children fill the rest).
    const at = groups.has(e.source) ? { x: box.x + box.width - LOOP_ROOM - 4, y: box.y + 3, width: 0, height: 22 } : box
    laidEdges[e.id] = loopAt(at, e.lines.length)
  }
  return { width: out.width ?? 0, height: out.height ?? 0, direction, nodes, edges: laidEdges }
}

const withRoom = (size: { width: number; height: number }, loop: boolean, entry: boolean) => ({
  ...size,
  width: size.width + (loop ? LOOP_ROOM : 0) + (entry ? ENTRY_ROOM : 0),
})

/** A loop leaving the box's right side near the top and coming back near the bottom, its count beside it. */
function loopAt(box: Box, count: number): LaidEdge {
  const x = box.x + box.width
  const top = box.y + Math.min(7, box.height / 4)
  const bottom = box.y + box.height - Math.min(7, box.height / 4)
  const reach = 18
  const text = String(count)
  return {
    loop: true,
    points: [
      { x, y: top },
      { x: x + reach, y: top - 6 },
      { x: x + reach, y: bottom + 6 },
      { x, y: bottom },
    ],
    label: { x: x + reach - 2, y: box.y + box.height / 2 - 7, width: textWidth(text, FONT.label) + 4, height: 14 },
  }
}

/** Both directions; the canvas draws the one that fits its shape best. */
export const layoutBoth = async (graph: DrawnGraph) =>
  Promise.all([layoutGraph(graph, 'RIGHT'), layoutGraph(graph, 'DOWN')])
