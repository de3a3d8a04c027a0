import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { minifySync, parseSync } from 'rolldown/experimental'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { SECURITY_HEADERS } from './scripts/csp.mjs'

type Names = Set<string> | 'all'

/**
 * Every package src/ and mirage/ import at run time, as they name it. The dev
 * server bundles these before the first page asks for any, without first
 * crawling the whole source for them (seconds on a fresh clone).
 * tests/unit/scripts/dev-dependencies.test.ts checks the list against the imports.
 */
export const DEV_DEPENDENCIES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom/client',
  '@tanstack/react-router',
  '@tanstack/query-core',
  'xstate',
  'xstate/graph',
  '@xstate/react',
  'ky',
  'arktype',
  '@ark-ui/react/combobox',
  '@ark-ui/react/dialog',
  '@ark-ui/react/menu',
  '@ark-ui/react/portal',
  '@ark-ui/react/tabs',
  '@ark-ui/react/tooltip',
  'react-apexcharts',
  'elkjs/lib/elk.bundled.js',
  '@xterm/xterm',
  '@xterm/addon-search',
  'miragejs',
  'mock-socket',
] as const

/** A module's static imports and re-exports: what it takes from each source. */
function readEdges(id: string, code: string) {
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
const HEAVY = /node_modules\/(apexcharts|react-apexcharts|elkjs|@xterm)\//

/** A lazy page's side; a widget (a menu, a tooltip, fetched on first use) is on none (appChunk). */
type Side = 'system' | 'project' | 'other' | 'widget'
/** Which side of the console a lazy page is on: the operator's, a project's, or neither. */
function sideOf(id: string): Side {
  if (/\/src\/(views|machines|routes)\/(system|silo|utilization)\//.test(id)) return 'system'
  if (/\/src\/(views|machines|routes)\/(compute|storage|networking|projects)\//.test(id)) return 'project'
  return 'other'
}

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
function appChunk(): {
  plugin: Plugin
  inApp: (id: string) => boolean
  inLibs: (id: string) => boolean
  inEntry: (id: string) => boolean
  sharedChunkOf: (id: string) => string
} {
  const src = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url))
  const app = new Set<string>()
  const kit = new Set<string>()
  /** For each module, the sides of the lazy pages that use it. */
  const sides = new Map<string, Set<Side>>()
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
        }
      }
      for (const [m, n] of uses) {
        if (n < 2 || app.has(m) || HEAVY.test(m)) continue
        const used = sides.get(m)!
        // The kit, and what both an operator's page and a project's use
        // (a metrics panel, a rule's fields): with the app, so no page needs
        // two shared chunks. Kit that only one side's pages use goes with
        // that side's shared chunk instead: the other side never loads it.
        const pageSides = [...used].filter((s) => s !== 'widget')
        const oneSide = pageSides.length === 1 && pageSides[0] !== 'other'
        if ((KIT.test(m) && !oneSide) || (used.has('system') && used.has('project') && m.includes('/src/'))) kit.add(m)
      }
    },
  }
  // A module lazy pages share goes with the pages of its side; what only
  // pages of neither side share (signing in, access) is a chunk of its own,
  // and so is what only the widgets share.
  const sharedChunkOf = (id: string) => {
    const all = [...(sides.get(id) ?? [])]
    if (all.length && all.every((s) => s === 'widget')) return 'widgets'
    const used = all.filter((s) => s !== 'other' && s !== 'widget')
    return used.length === 1 ? `shared-${used[0]}` : 'shared'
  }
  return { plugin, inApp: (id) => app.has(id) || kit.has(id), inLibs: (id) => app.has(id) && id.includes('/node_modules/'), inEntry: (id) => entry.has(id), sharedChunkOf }
}

const NOT_STATIC = Symbol('not static')
/** A field of a syntax tree's node (or of anything), unknown until looked at. */
const prop = (v: unknown, key: string): unknown => (typeof v === 'object' && v !== null ? Reflect.get(v, key) : undefined)
const typeOf = (v: unknown) => prop(v, 'type')

/** The value an expression of plain literals stands for, or NOT_STATIC. */
function staticValue(n: unknown): unknown {
  switch (typeOf(n)) {
    case 'Literal':
      return prop(n, 'regex') || prop(n, 'bigint') ? NOT_STATIC : prop(n, 'value')
    case 'TemplateLiteral': {
      const [only, ...more] = [prop(n, 'quasis')].flat()
      return [prop(n, 'expressions')].flat().length || more.length ? NOT_STATIC : prop(prop(only, 'value'), 'cooked')
    }
    case 'UnaryExpression': {
      const value = staticValue(prop(n, 'argument'))
      return prop(n, 'operator') === '-' && typeof value === 'number' ? -value : NOT_STATIC
    }
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return staticValue(prop(n, 'expression'))
    case 'ArrayExpression': {
      const items = [prop(n, 'elements')].flat().map((e) => (e ? staticValue(e) : NOT_STATIC))
      return items.includes(NOT_STATIC) ? NOT_STATIC : items
    }
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {}
      for (const p of [prop(n, 'properties')].flat()) {
        if (typeOf(p) !== 'Property' || prop(p, 'kind') !== 'init' || prop(p, 'method') || prop(p, 'shorthand')) return NOT_STATIC
        const key = prop(p, 'key')
        const name = !prop(p, 'computed') && typeOf(key) === 'Identifier' ? prop(key, 'name') : typeOf(key) === 'Literal' ? String(prop(key, 'value')) : undefined
        const value = staticValue(prop(p, 'value'))
        if (typeof name !== 'string' || value === NOT_STATIC) return NOT_STATIC
        out[name] = value
      }
      return out
    }
    default:
      return NOT_STATIC
  }
}

/**
 * A module's `css({...})` calls whose arguments are plain literals, replaced
 * by the class names they return; calls with anything computed are left as
 * they are. Exported for its test.
 */
export function inlineStaticCss(code: string, filename: string, css: (...styles: unknown[]) => string): string | null {
  if (!code.includes('styled-system/css')) return null
  const { program } = parseSync(filename, code)
  const locals = new Set<unknown>()
  for (const s of program.body)
    if (s.type === 'ImportDeclaration' && s.source.value === 'styled-system/css' && s.importKind !== 'type')
      for (const sp of s.specifiers) if (sp.type === 'ImportSpecifier' && prop(sp.imported, 'name') === 'css') locals.add(sp.local.name)
  if (!locals.size) return null
  const calls: { start: number; end: number; classes: string }[] = []
  let shadowed = false
  const visit = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(visit)
    if (typeof n !== 'object' || n === null) return
    const type = typeOf(n)
    // A binding of the same name anywhere (a parameter, a variable) and the file is left alone.
    if ((type === 'VariableDeclarator' || type === 'FunctionDeclaration') && locals.has(prop(prop(n, 'id'), 'name'))) shadowed = true
    if (typeof type === 'string' && type.includes('Function') && [prop(n, 'params')].flat().some((p) => typeOf(p) === 'Identifier' && locals.has(prop(p, 'name')))) shadowed = true
    const callee = prop(n, 'callee')
    if (type === 'CallExpression' && typeOf(callee) === 'Identifier' && locals.has(prop(callee, 'name'))) {
      const args = [prop(n, 'arguments')].flat().map(staticValue)
      const start = prop(n, 'start')
      const end = prop(n, 'end')
      if (args.length && !args.includes(NOT_STATIC) && typeof start === 'number' && typeof end === 'number') {
        calls.push({ start, end, classes: css(...args) })
        return
      }
    }
    for (const [key, v] of Object.entries(n)) if (key !== 'type') visit(v)
  }
  visit(program)
  if (shadowed || !calls.length) return null
  let out = code
  for (const c of calls.sort((a, b) => b.start - a.start)) out = out.slice(0, c.start) + JSON.stringify(c.classes) + out.slice(c.end)
  return out
}

/**
 * Panda's `css()` turns a style object into class names in the browser, at
 * every module's load and on every render (a cell's style, once per row): on
 * a first page, tens of milliseconds before the rows. Where the object is
 * plain literals the answer is known when building, so the built code holds
 * the class names themselves; the stylesheet is the same either way (Panda
 * reads the sources). The dev server keeps the calls.
 */
function staticCss(): Plugin {
  let css: (...styles: unknown[]) => string
  return {
    name: 'static-css',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      css = (await import(new URL('./styled-system/css/css.mjs', import.meta.url).href)).css
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id)) return null
      const out = inlineStaticCss(code, id, css)
      return out === null ? null : { code: out, map: null }
    },
  }
}

/**
 * `BUNDLE_REPORT=1 vite build …` (what `npm run bench` runs): writes
 * bundle-report.json next to the build — every chunk's size and the modules
 * in it by their size in that chunk (after tree-shaking, before minifying),
 * grouped by package or src/ folder. The bundle's own report of what each
 * chunk carries, without a dependency for it.
 */
function bundleReport(): Plugin {
  return {
    name: 'bundle-report',
    apply: 'build',
    // After the runtime's move (runtimeInLibs): the chunks as they are written.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        if (!process.env.BUNDLE_REPORT) return
        const root = fileURLToPath(new URL('.', import.meta.url))
        const group = (id: string) => {
          const rel = id.startsWith(root) ? id.slice(root.length) : id
          const pkg = rel.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
          if (pkg) return pkg[1]
          return rel.split('/').slice(0, rel.startsWith('src/') || rel.startsWith('mirage/') ? 3 : 2).join('/')
        }
        const chunks = Object.values(bundle)
          .filter((c) => c.type === 'chunk')
          .map((c) => {
            const groups: Record<string, number> = {}
            for (const [id, m] of Object.entries(c.modules)) groups[group(id)] = (groups[group(id)] ?? 0) + m.renderedLength
            // What each group weighs once minified (each module alone, so a
            // little more than its share of the chunk): the figure to cut by.
            const minified: Record<string, number> = {}
            for (const [id, m] of Object.entries(c.modules))
              minified[group(id)] = (minified[group(id)] ?? 0) + (m.code ? Buffer.byteLength(minifySync(id, m.code).code) : 0)
            return {
              file: c.fileName,
              name: c.name,
              bytes: Buffer.byteLength(c.code),
              isEntry: c.isEntry,
              imports: c.imports,
              groups: Object.fromEntries(Object.entries(groups).sort((a, b) => b[1] - a[1])),
              minified: Object.fromEntries(Object.entries(minified).sort((a, b) => b[1] - a[1])),
              modules: Object.fromEntries(
                Object.entries(c.modules)
                  .map(([id, m]) => [id.startsWith(root) ? id.slice(root.length) : id, m.renderedLength] as const)
                  .sort((a, b) => b[1] - a[1]),
              ),
            }
          })
          .sort((a, b) => b.bytes - a.bytes)
        this.emitFile({ type: 'asset', fileName: 'bundle-report.json', source: JSON.stringify(chunks, null, 1) })
      },
    },
  }
}

/**
 * The bundler's runtime (its helpers for CommonJS modules and namespace
 * objects, about 1 KB) comes out as a file of its own that every page loads:
 * one request more before every first paint, over six connections. It moves
 * into the libraries' chunk, which every page loads anyway and which imports
 * nothing else: there the helpers run first, once, and the chunk exports
 * them under names of their own for every other chunk.
 */
function runtimeInLibs(): Plugin {
  return {
    name: 'runtime-in-libs',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
        const runtime = chunks.find((c) => c.fileName.includes('rolldown-runtime'))
        const libs = chunks.find((c) => c.name === 'libs')
        if (!runtime || !libs) return
        const tail = runtime.code.match(/export\s*\{([^}]*)\};?\s*$/)
        if (!tail || libs.imports.some((i) => i !== runtime.fileName) || /\bimport\b/.test(runtime.code))
          this.error('the runtime or the libraries are not the shape runtimeInLibs moves')
        const pairs = (list: string) => list.split(',').map((e) => e.trim().split(/\s+as\s+/))
        const names = pairs(tail[1]).map(([local, as = local]) => ({ local, as }))
        const helpers = `const __runtime=(()=>{${runtime.code.slice(0, tail.index)};return{${names.map((n) => `${n.as}:${n.local}`).join(',')}}})();`
        const fileOf = (path: string) => path.slice(path.lastIndexOf('/') + 1)
        const base = fileOf(runtime.fileName).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        const from = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["'\`]\\./${base}["'\`];?`, 'g')
        const libsFile = fileOf(libs.fileName)
        for (const chunk of chunks) {
          if (chunk === runtime) continue
          chunk.code = chunk.code
            .replace(from, (_m, list: string) => {
              const bindings = pairs(list).map(([as, local = as]) => ({ as, local }))
              return chunk === libs
                ? `${helpers}const{${bindings.map((b) => `${b.as}:${b.local}`).join(',')}}=__runtime;`
                : `import{${bindings.map((b) => `__runtime_${b.as} as ${b.local}`).join(',')}}from"./${libsFile}";`
            })
            .replaceAll(`"${runtime.fileName}"`, `"${libs.fileName}"`)
          chunk.imports = [...new Set(chunk.imports.map((i) => (i === runtime.fileName ? libs.fileName : i)))].filter((i) => i !== chunk.fileName)
          if (new RegExp(base).test(chunk.code)) this.error(`${chunk.fileName} still names the runtime chunk`)
        }
        libs.code += `\nexport const{${names.map((n) => `${n.as}:__runtime_${n.as}`).join(',')}}=__runtime;`
        delete bundle[runtime.fileName]
      },
    },
  }
}

/**
 * What every first page runs, asked for by index.html itself: the app's
 * chunk and the libraries' (and the mock, in the preview).
 * The boot module imports them, but only once it has arrived and run: from
 * the page's head they come with it, a round trip sooner.
 */
function preloadFromHtml(): Plugin {
  return {
    name: 'preload-from-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (c) => c.type === 'chunk' && ['app', 'libs', 'mirage'].includes(c.name),
        )
        return { html, tags: chunks.map((c) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${c.fileName}` }, injectTo: 'head' as const })) }
      },
    },
  }
}

/**
 * The dev server's stylesheet is Panda's, extracted from the source files on
 * its first request: seconds on a fresh start, on the one thread that also
 * transforms the page's modules. Done before the server says it is ready, the
 * first page finds it made (and a change to a source file still updates it).
 */
function stylesBeforeReady(): Plugin {
  return {
    name: 'styles-before-ready',
    apply: 'serve',
    async configureServer(server) {
      if (!server.config.server.middlewareMode) await server.transformRequest('/src/index.css')
    },
  }
}

// Two builds from one tree (README "Builds"):
// - `preview`: the technical preview, mock API (mirage/) started in the page.
// - `nexus`: served by Nexus; VITE_MOCK is false so the dynamic import of the
//   mock is dead code and the bundle carries none of it.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '')
  const mock = mode !== 'nexus'
  const nexus = env.NEXUS_URL // e.g. https://nexus.example:443 for `npm run dev:nexus`
  const app = appChunk()
  return {
    resolve: {
      alias: {
        '~': fileURLToPath(new URL('./src', import.meta.url)),
        'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
      },
    },
    define: {
      'import.meta.env.VITE_MOCK': JSON.stringify(mock),
      'import.meta.env.VITE_CHAOS': JSON.stringify(env.CHAOS ?? ''),
    },
    plugins: [staticCss(), react(), app.plugin, runtimeInLibs(), bundleReport(), preloadFromHtml(), stylesBeforeReady()],
    // A first visit to the dev server (`npm start` on a fresh clone): the
    // dependencies are bundled before the page asks for them (a dependency
    // found mid-load makes the page reload), and the first page's modules are
    // transformed while the browser is still opening.
    optimizeDeps: { include: [...DEV_DEPENDENCIES], noDiscovery: true },
    server: {
      warmup: { clientFiles: ['./src/main.tsx', './src/app.tsx', './mirage/index.ts', './src/routes/projects.pages.tsx', './src/views/preview/PreviewBanner.tsx'] },
      ...(nexus && {
          proxy: Object.fromEntries(
            ['/v1', '/login', '/device', '/experimental'].map((p) => [
              p,
              { target: nexus, changeOrigin: true, secure: false, ws: p === '/v1' },
            ]),
          ),
        }),
    },
    // `vite preview` serves both builds under the console's strict CSP (README).
    preview: { headers: SECURITY_HEADERS },
    build: {
      sourcemap: false,
      // Every browser the console supports knows modulepreload; with the
      // polyfill the entry would be a file of its own, one more round trip
      // before the boot module.
      modulePreload: { polyfill: false },
      chunkSizeWarningLimit: 800,
      rolldownOptions: {
        treeshake: {
          // src/validation builds its arktype schemas at module load; the app
          // only calls the plain validate* functions, so unused schemas (and
          // arktype with them, ~150 KB and the costliest module to evaluate
          // at boot) must be droppable. A schema someone uses is kept.
          manualPureFunctions: ['stringSchema', 'type'],
          moduleSideEffects: [{ test: /node_modules\/(arktype|@ark)\//, sideEffects: false }, { test: /\/src\/.*\.tsx?$/, sideEffects: false }],
        },
        output: {
          codeSplitting: {
            groups: [
              { name: 'boot', test: app.inEntry, priority: 3 },
              // Over a network every file costs a round trip, and the browser
              // opens six connections to one origin: a page's code comes in a
              // bounded number of files, not one per module. What every page
              // runs is two chunks of about the same size, asked for by the
              // HTML: the libraries the shell runs (React, the router,
              // XState…), and the shell with the kit two or more pages use.
              // Two, because the browser parses each file on a thread of its
              // own: one file of both took a page 10–30 ms longer to start.
              // Whatever else two or more lazy pages share is one more chunk.
              // It is cut by side (appChunk's sharedChunkOf): a page needs at
              // most its own chunk and its side's shared one beside the boot
              // module, the runtime, the libraries and the app. (Chunks cut by which pages use them were smaller, but
              // one page then fetched up to six, some holding other pages'
              // code.) The heavy libraries stay with the charts, the terminal
              // and the state-chart layout that need them.
              { name: 'libs', test: app.inLibs, priority: 2 },
              { name: 'app', test: app.inApp, priority: 1 },
              { name: app.sharedChunkOf, test: (id) => /\/(src|node_modules)\//.test(id) && !HEAVY.test(id), minShareCount: 2 },
            ],
          },
        },
      },
    },
  }
})
