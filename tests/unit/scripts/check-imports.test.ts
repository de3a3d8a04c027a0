// The import check that `npm test` runs (scripts/check-imports.mjs): it must
// find a cycle and each kind of rule break, and let the allowed imports be.
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cycles, layerViolations, mockViolations } from '../../../scripts/check-imports.mjs'

const root = resolve(__dirname, '../../..')
const file = (path: string) => resolve(root, path)
/** A graph from `from → to` edges, by paths relative to the repo. */
function graph(edges: [string, string][]) {
  const g = new Map<string, Set<string>>()
  for (const [from, to] of edges) {
    if (!g.has(file(from))) g.set(file(from), new Set())
    if (!g.has(file(to))) g.set(file(to), new Set())
    g.get(file(from))!.add(file(to))
  }
  return g
}

describe('import cycles', () => {
  it('finds a route and its pages importing each other, and a longer loop', () => {
    const found = cycles(
      graph([
        ['src/routes/a.routes.tsx', 'src/routes/a.pages.tsx'],
        ['src/routes/a.pages.tsx', 'src/routes/a.routes.tsx'],
        ['mirage/faults.ts', 'mirage/route.ts'],
        ['mirage/route.ts', 'mirage/preview-faults.ts'],
        ['mirage/preview-faults.ts', 'mirage/faults.ts'],
      ]),
    )
    expect(found.map((scc) => scc.length).sort()).toEqual([2, 3])
  })

  it('finds none in a graph that only goes down', () => {
    expect(
      cycles(
        graph([
          ['src/routes/a.routes.tsx', 'src/views/A.tsx'],
          ['src/views/A.tsx', 'src/machines/shared/list.machine.ts'],
          ['src/routes/a.routes.tsx', 'src/machines/shared/list.machine.ts'],
        ]),
      ),
    ).toEqual([])
  })
})

describe('layer rules', () => {
  const broken = (from: string, to: string) => layerViolations(graph([[from, to]]))

  it('refuses upward imports', () => {
    expect(broken('src/views/A.tsx', 'src/routes/a.routes.tsx')).toHaveLength(1)
    expect(broken('src/machines/compute/x.machine.ts', 'src/views/A.tsx')).toHaveLength(1)
    expect(broken('src/api/client.ts', 'src/machines/shared/list.machine.ts')).toHaveLength(1)
    expect(broken('src/views/A.tsx', 'mirage/server.ts')).toHaveLength(1)
  })

  it('refuses an area importing another, and an area importing a composing one', () => {
    expect(broken('src/machines/compute/a.input.ts', 'src/machines/storage/disk.machine.ts')).toHaveLength(1)
    expect(broken('src/machines/compute/a.input.ts', 'src/machines/palette/palette.machine.ts')).toHaveLength(1)
  })

  it('lets an area import itself and shared/, and the composing areas import any', () => {
    expect(broken('src/machines/compute/a.input.ts', 'src/machines/compute/instance.rules.ts')).toEqual([])
    expect(broken('src/machines/storage/disk.machine.ts', 'src/machines/shared/disk.rules.ts')).toEqual([])
    expect(broken('src/machines/charts/replay-disk.input.ts', 'src/machines/storage/disk.machine.ts')).toEqual([])
    expect(broken('src/machines/palette/palette.machine.ts', 'src/machines/compute/instance.machine.ts')).toEqual([])
    expect(broken('src/routes/a.pages.tsx', 'src/machines/storage/disk.machine.ts')).toEqual([])
    expect(broken('src/main.tsx', 'mirage/server.ts')).toEqual([])
  })
})

describe('the mock and the console', () => {
  const broken = (...edges: [string, string][]) => mockViolations(graph(edges))

  it('lets the mock import the console’s rules modules and the API’s generated types', () => {
    expect(broken(['mirage/lib/instance-state.ts', 'src/machines/compute/instance.rules.ts'])).toEqual([])
    expect(broken(['mirage/handlers/storage.ts', 'src/machines/shared/disk.rules.ts'])).toEqual([])
    expect(broken(['mirage/lib/instance-state.ts', 'src/api/generated/nexus.ts'])).toEqual([])
    // A rules module imports other rules modules, and types alone (instance.rules.ts imports ~/api's types).
    expect(
      broken(
        ['mirage/lib/instance-state.ts', 'src/machines/compute/instance.rules.ts'],
        ['src/machines/compute/instance.rules.ts', 'src/machines/shared/action-table.rules.ts'],
        ['src/machines/compute/instance.rules.ts', 'src/api/index.ts'],
      ),
    ).toEqual([])
  })

  it('refuses the mock importing anything else of the console, and a rules module it imports that is not plain data', () => {
    expect(broken(['mirage/lib/instance-state.ts', 'src/machines/compute/instance.machine.ts'])).toHaveLength(1)
    expect(broken(['mirage/handlers/instances.ts', 'src/api/index.ts'])).toHaveLength(1)
    expect(
      broken(
        ['mirage/lib/instance-state.ts', 'src/machines/compute/instance.rules.ts'],
        ['src/machines/compute/instance.rules.ts', 'src/machines/shared/lifecycle.machine.ts'],
      ),
    ).toHaveLength(1)
  })
})

