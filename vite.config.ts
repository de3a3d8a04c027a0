import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { SECURITY_HEADERS } from './scripts/csp.mjs'

/**
 * Everything src/app.tsx imports statically is one chunk, loaded at boot in
 * parallel with the mock. Left to itself the bundler cuts what the lazy
 * pages share with it into dozens of small chunks, all fetched at boot.
 */
function appChunk(): { plugin: Plugin; inApp: (id: string) => boolean; inEntry: (id: string) => boolean } {
  const src = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url))
  const app = new Set<string>()
  // What the entry itself needs (the bundler's import helpers) is a chunk of
  // its own: in the app chunk it would make the entry wait for the whole app
  // before it could even ask for the mock.
  const entry = new Set<string>()
  const plugin: Plugin = {
    name: 'app-chunk',
    apply: 'build',
    buildEnd() {
      const walk = (from: string, into: Set<string>) => {
        const stack = [from]
        while (stack.length) {
          const id = stack.pop()!
          if (into.has(id)) continue
          into.add(id)
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []))
        }
      }
      walk(src('app.tsx'), app)
      walk(src('main.tsx'), entry)
    },
  }
  return { plugin, inApp: (id) => app.has(id), inEntry: (id) => entry.has(id) }
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
    generateBundle(_, bundle) {
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
          return {
            file: c.fileName,
            name: c.name,
            bytes: Buffer.byteLength(c.code),
            isEntry: c.isEntry,
            imports: c.imports,
            groups: Object.fromEntries(Object.entries(groups).sort((a, b) => b[1] - a[1])),
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
    plugins: [react(), app.plugin, bundleReport()],
    server: nexus
      ? {
          proxy: Object.fromEntries(
            ['/v1', '/login', '/device', '/experimental'].map((p) => [
              p,
              { target: nexus, changeOrigin: true, secure: false, ws: p === '/v1' },
            ]),
          ),
        }
      : undefined,
    // `vite preview` serves both builds under the console's strict CSP (README).
    preview: { headers: SECURITY_HEADERS },
    build: {
      sourcemap: false,
      chunkSizeWarningLimit: 800,
      rolldownOptions: {
        treeshake: {
          // src/validation builds its arktype schemas at module load; the app
          // only calls the plain validate* functions, so unused schemas (and
          // arktype with them, ~150 KB and the costliest module to evaluate
          // at boot) must be droppable. A schema someone uses is kept.
          manualPureFunctions: ['stringSchema', 'type'],
          moduleSideEffects: [{ test: /node_modules\/(arktype|@ark)\//, sideEffects: false }],
        },
        output: {
          codeSplitting: {
            groups: [
              { name: 'boot', test: app.inEntry, priority: 2 },
              // Every list page (the first one too) is made of the kit's views.
              { name: 'app', test: (id) => app.inApp(id) || id.includes('/src/views/kit/'), priority: 1 },
            ],
          },
        },
      },
    },
  }
})
