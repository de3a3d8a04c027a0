// What the canvas draws, checked on the computed layout: no two boxes
// overlap, no label sits on a box or another label, groups hold their
// children, and after fitting, every box is inside the canvas.
import { describe, expect, it } from 'vitest'
import { CHARTS } from '~/machines/charts/catalog.rules'
import { chartOf } from '~/machines/charts/state-chart.rules'
import { lifecycleGraph, machineGraph, type DrawnGraph } from '~/views/state-chart/graph'
import { layoutBoth, type Box, type Laid } from '~/views/state-chart/layout'
import { bestFit, fitView, onCanvas } from '~/views/state-chart/viewport'

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5

/** Is `a` a group holding `b`, at any depth? */
function holds(graph: DrawnGraph, a: string, b: string): boolean {
  const parent = graph.nodes.find((n) => n.id === b)?.parent
  return parent === a || (parent !== undefined && holds(graph, a, parent))
}

function problems(graph: DrawnGraph, laid: Laid): string[] {
  const found: string[] = []
  const boxes = graph.nodes.map((n) => ({ id: n.id, group: n.kind === 'group', box: laid.nodes[n.id] }))
  for (const b of boxes) if (!b.box) found.push(`${b.id} has no box`)
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      if (holds(graph, a.id, b.id) || holds(graph, b.id, a.id)) {
        const [outer, inner] = holds(graph, a.id, b.id) ? [a, b] : [b, a]
        if (!inside(inner.box, outer.box)) found.push(`${inner.id} spills out of ${outer.id}`)
      } else if (overlap(a.box, b.box)) found.push(`${a.id} overlaps ${b.id}`)
    }
  }
  const labels = graph.edges
    .map((e) => ({ id: e.id, box: laid.edges[e.id]?.label }))
    .filter((l): l is { id: string; box: Box } => !!l.box)
  for (const [i, l] of labels.entries()) {
    for (const b of boxes) if (!b.group && overlap(l.box, b.box)) found.push(`label of ${l.id} covers ${b.id}`)
    for (const m of labels.slice(i + 1)) if (overlap(l.box, m.box)) found.push(`labels of ${l.id} and ${m.id} overlap`)
  }
  for (const e of graph.edges) if (!laid.edges[e.id]?.points.length) found.push(`${e.id} is not routed`)
  return found
}

// The canvas at 1280 × 800 (page chrome and the walk panel taken off) and at 1920 × 1080.
const CANVASES = [
  { width: 640, height: 470 },
  { width: 1250, height: 740 },
]

const graphs = CHARTS.flatMap((c) => [
  ...(c.lifecycle ? [{ name: `${c.name} lifecycle`, graph: lifecycleGraph(c.lifecycle), lifecycle: true }] : []),
  { name: `${c.name} machine`, graph: machineGraph(chartOf(c.machine.machine)), lifecycle: false },
])

describe.each(graphs)('the $name chart', ({ graph, lifecycle }) => {
  it('lays out with nothing overlapping and every edge routed, in both directions', async () => {
    for (const laid of await layoutBoth(graph)) expect(problems(graph, laid), laid.direction).toEqual([])
  })

  it('fits inside the canvas: every box drawn within it', async () => {
    const layouts = await layoutBoth(graph)
    for (const canvas of CANVASES) {
      const laid = bestFit(layouts, canvas)
      const view = fitView(laid, canvas)
      for (const [id, box] of Object.entries(laid.nodes)) {
        expect(inside(onCanvas(box, view), { x: 0, y: 0, ...canvas }), `${id} at ${canvas.width}`).toBe(true)
      }
      // Lifecycles are read at 1280 × 800 without zooming: their text is drawn at 9 px or more.
      if (lifecycle) expect(view.scale * 13, `text size at ${canvas.width}`).toBeGreaterThanOrEqual(9)
    }
  })
})
