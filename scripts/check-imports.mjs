// The house rules on imports (README "Architecture"), checked over the import
// graph of src/ and mirage/: no cycle (static, type-only or lazy `import()`
// edges alike: a lazy page that imports its route back is still a cycle),
// nothing imports upward between layers, a product area of machines/
// imports only itself, shared/, api/ and validation/, and the mock imports of
// the console only the API's generated types and its rules modules
// (machines/**/*.rules.ts: the action tables, plain data), so a rule is
// written once and both sides read it.
// `node scripts/check-imports.mjs` exits 1 and lists what breaks a rule.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const EXTS = ['.ts', '.tsx', '.mts', '.js', '.mjs']

function files(dir) {
  const out = []
  for (const name of readdirSync(dir)) {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) {
      if (name !== 'generated' && name !== 'node_modules') out.push(...files(p))
    } else if (EXTS.some((e) => name.endsWith(e)) && !name.endsWith('.d.ts')) out.push(p)
  }
  return out
}

function resolveImport(from, spec) {
  let base
  if (spec.startsWith('~/')) base = join(root, 'src', spec.slice(2))
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec)
  else return undefined
  for (const cand of [base, ...EXTS.map((e) => base + e), ...EXTS.map((e) => join(base, 'index' + e))]) {
    if (existsSync(cand) && statSync(cand).isFile()) return cand
  }
  return undefined
}

// `import … from 'x'`, `export … from 'x'`, `import 'x'`, `import('x')`; comments dropped first.
const IMPORT_RE = /(?:\bimport\s*(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?|\bexport\s+(?:type\s+)?[\w*{}\s,$]+?\s+from\s+|\bimport\s*\(\s*)['"]([^'"]+)['"]/g

export function importGraph(dirs) {
  const graph = new Map()
  for (const dir of dirs) {
    for (const file of files(join(root, dir))) {
      const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
      const deps = new Set()
      for (const m of text.matchAll(IMPORT_RE)) {
        const target = resolveImport(file, m[1])
        if (target) deps.add(target)
      }
      graph.set(file, deps)
    }
  }
  return graph
}

/** Strongly connected components of more than one file (or a file importing itself): Tarjan. */
export function cycles(graph) {
  let index = 0
  const idx = new Map()
  const low = new Map()
  const stack = []
  const on = new Set()
  const found = []
  const visit = (v) => {
    idx.set(v, index)
    low.set(v, index++)
    stack.push(v)
    on.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue
      if (!idx.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v), low.get(w)))
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)))
    }
    if (low.get(v) === idx.get(v)) {
      const scc = []
      let w
      do {
        w = stack.pop()
        on.delete(w)
        scc.push(w)
      } while (w !== v)
      if (scc.length > 1 || graph.get(v).has(v)) found.push(scc)
    }
  }
  for (const v of graph.keys()) if (!idx.has(v)) visit(v)
  return found
}

const rel = (f) => relative(root, f)
const AREA_ALLOWED = ['shared']
// Two areas compose the others and so may import them; no area imports them.
// The state-chart explorer's subject is the other areas' machines (it draws
// and replays them); the quick-actions palette acts on the page's resource
// (an instance) with that resource's own machine.
const COMPOSERS = ['charts', 'palette']
export function layerViolations(graph) {
  const out = []
  for (const [file, deps] of graph) {
    const from = rel(file)
    for (const dep of deps) {
      const to = rel(dep)
      if (from.startsWith('src/views/') && to.startsWith('src/routes/')) out.push(`${from} → ${to} (views sit below routes)`)
      if (from.startsWith('src/machines/') && /^src\/(routes|views)\//.test(to)) out.push(`${from} → ${to} (machines sit below routes and views)`)
      if (from.startsWith('src/api/') && !to.startsWith('src/api/')) out.push(`${from} → ${to} (api imports nothing of ours)`)
      if (from.startsWith('src/') && to.startsWith('mirage/') && from !== 'src/main.tsx') out.push(`${from} → ${to} (only main.tsx loads the mock)`)
      const fa = from.match(/^src\/machines\/([^/]+)\//)?.[1]
      const ta = to.match(/^src\/machines\/([^/]+)\//)?.[1]
      if (fa && ta && fa !== ta && !AREA_ALLOWED.includes(ta) && !COMPOSERS.includes(fa) && !COMPOSERS.includes(ta)) out.push(`${from} → ${to} (an area imports only itself and shared/)`)
      if (COMPOSERS.includes(ta) && fa !== ta && from.startsWith('src/machines/')) out.push(`${from} → ${to} (only routes and views import a composing area)`)
    }
  }
  return out
}

const RULES = /^src\/machines\/.+\.rules\.ts$/
const GENERATED = /^src\/api\/generated\//

/** The imports of `file` that bring in types alone (`import type`, `export type`), unless it also imports values from them. */
function typeOnlyImports(file) {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  const types = new Set()
  const values = new Set()
  for (const m of text.matchAll(IMPORT_RE)) {
    const target = resolveImport(file, m[1])
    if (target) (/^(import|export)\s+type\b/.test(m[0]) ? types : values).add(target)
  }
  return new Set([...types].filter((t) => !values.has(t)))
}

/**
 * The one import from mirage/ into src/: the API's generated types, and the
 * rules modules, which must stay plain data — they import other rules modules,
 * and types alone from anything else.
 */
export function mockViolations(graph) {
  const out = []
  const checked = new Set()
  const checkRules = (file) => {
    if (checked.has(file)) return
    checked.add(file)
    const typeOnly = typeOnlyImports(file)
    for (const dep of graph.get(file) ?? []) {
      const to = rel(dep)
      if (GENERATED.test(to) || typeOnly.has(dep)) continue
      if (RULES.test(to)) checkRules(dep)
      else out.push(`${rel(file)} → ${to} (a rules module the mock imports imports only rules modules, and types)`)
    }
  }
  for (const [file, deps] of graph) {
    const from = rel(file)
    if (!from.startsWith('mirage/')) continue
    for (const dep of deps) {
      const to = rel(dep)
      if (!to.startsWith('src/') || GENERATED.test(to)) continue
      if (RULES.test(to)) checkRules(dep)
      else out.push(`${from} → ${to} (the mock imports of the console only its rules modules and the API's types)`)
    }
  }
  return out
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const graph = importGraph(['src', 'mirage'])
  const found = cycles(graph)
  const layers = [...layerViolations(graph), ...mockViolations(graph)]
  for (const scc of found) console.error(`cycle: ${scc.map(rel).sort().join(' ↔ ')}`)
  for (const v of layers) console.error(`upward or sideways import: ${v}`)
  if (found.length || layers.length) {
    console.error(`\n${found.length} import cycle(s), ${layers.length} layer rule violation(s) over ${graph.size} files`)
    process.exit(1)
  }
  console.log(`imports: no cycle, no upward or sideways import (${graph.size} files)`)
}
