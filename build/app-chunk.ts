// How the build cuts the code into files (vite.config.ts codeSplitting): what
// every page runs (the libraries, the app and the kit two or more pages use),
// each side's shared chunk, and the pages.
import { fileURLToPath } from 'node:url'
import { parseSync } from 'rolldown/experimental'
import type { Plugin } from 'vite'

type Names = Set<string> | 'all'

/** A module's static imports and re-exports: what it takes from each source. */
export function readEdges(id: string, code: string) {
  const takes: { source: string; names: Names }[] = []
  // For a barrel (nothing but re-exports): its names, and where each comes from.
  const named = new Map<string, { source: string; name: string | 'all' }>()
  const stars: string[] = []
  let barrel = true
  for (const s of parseSync(id, code).program.body) {
    if (s.type === 'ImportDeclaration' && s.importKind !== 'type') {
      barrel = false
      const names = new Set<string>()
      let all = s.specifiers.length === 0 // a side-effect import
      for (const sp of s.specifiers) {
        if (sp.type === 'ImportSpecifier') names.add(sp.imported.type === 'Identifier' ? sp.imported.name : String(sp.imported.value))
        else if (sp.type === 'ImportDefaultSpecifier') names.add('default')
        else all = true
      }
      takes.push({ source: s.source.value, names: all ? 'all' : names })
    } else if (s.type === 'ExportNamedDeclaration' && s.source) {
      if (s.exportKind === 'type') continue
      const names = new Set<string>()
      for (const sp of s.specifiers) {
        const local = sp.local.type === 'Identifier' ? sp.local.name : String(sp.local.value)
        const exported = sp.exported.type === 'Identifier' ? sp.exported.name : String(sp.exported.value)
        names.add(local)
        named.set(exported, { source: s.source.value, name: local })
      }
      takes.push({ source: s.source.value, names })
    } else if (s.type === 'ExportAllDeclaration') {
      if (s.exported) named.set(s.exported.type === 'Identifier' ? s.exported.name : String(s.exported.value), { source: s.source.value, name: 'all' })
      else stars.push(s.source.value)
      takes.push({ source: s.source.value, names: 'all' })
    } else barrel = false
  }
  return { takes, barrel: barrel ? { named, stars } : null }
}

/** The heavy libraries, kept with the charts, the terminal and the state-chart layout that need them. */
export const HEAVY = /node_modules\/(apexcharts|react-apexcharts|elkjs|@xterm)\//

/** A lazy page's side; a widget (a menu, a tooltip, fetched on first use) is on none (appChunk). */
type Side = 'system' | 'project' | 'other' | 'widget'
/** Which side of the console a lazy page is on: the operator's, a project's, or neither. */
export function sideOf(id: string): Side {
  if (/\/src\/(views|machines|routes)\/(system|silo|utilization)\//.test(id)) return 'system'
  if (/\/src\/(views|machines|routes)\/(compute|storage|networking|projects)\//.test(id)) return 'project'
  return 'other'
}

/**
 * The area of the console a lazy page is in: on a project's side, the folder
 * under src/views, machines or routes (compute, storage, networking); on the
 * operator's, the route file that imports it (silos, inventory, metrics…),
 * since nearly all of that side's pages are in one folder.
 */
export function areaOf(id: string, importer = ''): string {
  if (sideOf(id) === 'system' && importer.endsWith('.routes.tsx')) return importer.split('/').pop()!.replace('.routes.tsx', '')
  return /\/src\/(?:views|machines|routes)\/([a-z-]+)\//.exec(id)?.[1] ?? 'other'
}

/** Code both sides use that is smaller than this (in characters) stays with the app: not worth a file of its own. */
const SMALL = 4000

/** The kit: what pages are made of (tables, forms, dialogs), and the Ark UI under it. */
const KIT = /\/(src\/(views\/(ui|kit)|routes\/kit|machines\/shared|validation)|node_modules\/(@ark-ui|@zag-js|@floating-ui|@internationalized))\//

/**
 * Everything src/app.tsx imports statically, and the kit two or more lazy
 * pages use, is loaded at boot (in parallel with the mock), in two chunks:
 * the libraries the shell imports (`inLibs`) and the rest (`inApp`). Left to
 * itself the bundler cuts what the lazy pages share with it into dozens of
 * small chunks, all fetched at boot.
 *
 * Through a barrel (`~/views/ui`, `routes/kit`…) the walk follows only the
 * names the importer takes: the dialog a lazy page imports from the same
 * barrel as the shell's button stays with the lazy pages.
 */
export function appChunk(): {
  plugin: Plugin
  inApp: (id: string) => boolean
  inLibs: (id: string) => boolean
  inEntry: (id: string) => boolean
  sharedChunkOf: (id: string) => string
} {
  const src = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url))
  const app = new Set<string>()
  const kit = new Set<string>()
  /** For each module, the sides of the lazy pages that use it. */
  const sides = new Map<string, Set<Side>>()
  /** For each module, the areas (compute, storage…) of the lazy pages that use it. */
  const areas = new Map<string, Set<string>>()
  // What the entry itself needs (the bundler's import helpers) is a chunk of
  // its own: in the app chunk it would make the entry wait for the whole app
  // before it could even ask for the mock.
  const entry = new Set<string>()
  const plugin: Plugin = {
    name: 'app-chunk',
    apply: 'build',
    async buildEnd() {
      const parsed = new Map<string, ReturnType<typeof readEdges> | null>()
      const edgesOf = (id: string) => {
        if (!parsed.has(id)) {
          const code = this.getModuleInfo(id)?.code
          let read: ReturnType<typeof readEdges> | null = null
          try {
            read = code && /\.[cm]?[jt]sx?$/.test(id) ? readEdges(id, code) : null
          } catch {
            read = null
          }
          parsed.set(id, read)
        }
        return parsed.get(id)!
      }
      // Every lazy page is walked below, over mostly the same modules: each
      // import is resolved once.
      const resolved = new Map<string, Promise<string | undefined>>()
      const resolveFrom = (from: string, source: string) => {
        const key = `${from}\0${source}`
        if (!resolved.has(key))
          resolved.set(
            key,
            this.resolve(source, from).then((r) => (r?.id && this.getModuleInfo(from)?.importedIds.includes(r.id) ? r.id : undefined)),
          )
        return resolved.get(key)!
      }
      const walk = async (from: string, into: Set<string>) => {
        const asked = new Map<string, Names>() // a barrel's names followed so far
        const stack: { id: string; names: Names }[] = [{ id: from, names: 'all' }]
        while (stack.length) {
          const { id, names } = stack.pop()!
          const read = edgesOf(id)
          if (read?.barrel && names !== 'all') {
            const before = asked.get(id)
            if (before === 'all') continue
            const fresh = [...names].filter((n) => !before?.has(n))
            if (!fresh.length) continue
            asked.set(id, new Set([...(before ?? []), ...fresh]))
            into.add(id)
            for (const name of fresh) {
              const hit = read.barrel.named.get(name)
              const targets = hit ? [{ source: hit.source, names: hit.name === 'all' ? ('all' as const) : new Set([hit.name]) }] : read.barrel.stars.map((source) => ({ source, names: new Set([name]) }))
              for (const t of targets) {
                const to = await resolveFrom(id, t.source)
                if (to) stack.push({ id: to, names: t.names })
              }
            }
            continue
          }
          if (read?.barrel) asked.set(id, 'all')
          if (into.has(id) && !read?.barrel) continue
          into.add(id)
          if (!read) {
            for (const to of this.getModuleInfo(id)?.importedIds ?? []) stack.push({ id: to, names: 'all' })
            continue
          }
          for (const t of read.takes) {
            const to = await resolveFrom(id, t.source)
            if (to) stack.push({ id: to, names: t.names })
          }
        }
      }
      await walk(src('app.tsx'), app)
      // Every list page (the first one too) is made of the kit's list view.
      await walk(src('views/kit/ResourceListPage.tsx'), app)
      await walk(src('main.tsx'), entry)
      // The kit (tables, forms, dialogs and the Ark UI under them) that lazy
      // pages of both sides use is in the app's chunks too: a page is then
      // its own chunk and at most its side's shared one.
      // Only pages (what a route file imports lazily) count: a widget fetched
      // on first use (a menu, a tooltip) is lazy so that no first page waits
      // for it, and what two widgets share stays out of the app's chunk with them.
      const uses = new Map<string, number>()
      for (const id of this.getModuleIds()) {
        const importers = this.getModuleInfo(id)?.dynamicImporters ?? []
        if (!importers.length) continue
        const reached = new Set<string>()
        await walk(id, reached)
        const page = importers.some((i) => i.includes('/src/routes/'))
        const side = page ? sideOf(id) : 'widget'
        for (const m of reached) {
          if (page) uses.set(m, (uses.get(m) ?? 0) + 1)
          sides.set(m, (sides.get(m) ?? new Set()).add(side))
          if (side === 'project' || side === 'system') areas.set(m, (areas.get(m) ?? new Set()).add(areaOf(id, importers.find((i) => i.includes('/src/routes/')))))
        }
      }
      for (const [m, n] of uses) {
        if (n < 2 || app.has(m) || HEAVY.test(m)) continue
        const used = sides.get(m)!
        // The kit both sides use is with the app. Kit that only one side's
        // pages use goes with that side's shared chunks instead: the other
        // side never loads it. Other code both an operator's page and a
        // project's use (a metrics panel, a rule's fields) is a chunk for the
        // areas that use it, unless it is too small to be worth a file.
        const pageSides = [...used].filter((s) => s !== 'widget')
        const oneSide = pageSides.length === 1 && pageSides[0] !== 'other'
        if ((KIT.test(m) && !oneSide) || (used.has('system') && used.has('project') && m.includes('/src/') && (this.getModuleInfo(m)?.code?.length ?? 0) < SMALL)) kit.add(m)
      }
    },
  }
  // A module lazy pages share goes with the pages of its area (disks,
  // snapshots and images: storage) when only one area uses it, else with the
  // pages of its side; what both sides use is named for the areas that use
  // it. A page then loads what its own area shares, not its whole side's:
  // the disks list does not carry the instance-create form. What only
  // pages of neither side share (signing in, access) is a chunk of its own,
  // and so is what only the widgets share.
  const sharedChunkOf = (id: string) => {
    const all = [...(sides.get(id) ?? [])]
    if (all.length && all.every((s) => s === 'widget')) return 'widgets'
    const used = all.filter((s) => s !== 'other' && s !== 'widget')
    const inAreas = [...(areas.get(id) ?? [])].sort()
    if (used.length === 2) return `shared-${inAreas.join('-')}`
    if (used.length === 0) return 'shared'
    return inAreas.length === 1 ? `shared-${inAreas[0]}` : `shared-${used[0]}`
  }
  return { plugin, inApp: (id) => app.has(id) || kit.has(id), inLibs: (id) => app.has(id) && id.includes('/node_modules/'), inEntry: (id) => entry.has(id), sharedChunkOf }
}

