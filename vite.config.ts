import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import { appChunk, HEAVY } from './build/app-chunk.ts'
import { bundleReport } from './build/bundle-report.ts'
import { DEV_DEPENDENCIES } from './build/dev-dependencies.ts'
import { preloadFromHtml } from './build/preload-from-html.ts'
import { runtimeInLibs } from './build/runtime-in-libs.ts'
import { staticCss } from './build/static-css.ts'
import { stylesBeforeReady } from './build/styles-before-ready.ts'
import { SECURITY_HEADERS } from './scripts/csp.mjs'

// The build's plugins are in build/, one module each, with their tests in tests/unit/build/.

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
      // The largest file is the state-chart page's layout engine (elkjs,
      // 1.5 MB), fetched only by that page; what every page loads is measured
      // by the bench, not by this warning.
      chunkSizeWarningLimit: 1600,
      rolldownOptions: {
        // The cut into chunks (app-chunk's walk over every lazy page) takes a
        // few seconds of the build by design: not a notice for every build.
        checks: { bundlerTimings: false },
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
              // Whatever else two or more lazy pages share is cut by area
              // (appChunk's sharedChunkOf): a page needs its own chunk, its
              // area's shared one and its side's beside the boot module, the
              // libraries and the app. (Chunks cut by which pages use them
              // were smaller, but one page then fetched up to six, some
              // holding other pages' code.) Each shared module goes where its
              // own users are, not where its first importer went: what it
              // imports is used by at least the same pages, so it lands in
              // the same chunk or one loaded more widely, never a narrower
              // one. The heavy libraries stay with the charts, the terminal
              // and the state-chart layout that need them.
              { name: 'libs', test: app.inLibs, priority: 2 },
              { name: 'app', test: app.inApp, priority: 1 },
              { name: app.sharedChunkOf, debugName: 'shared', test: (id) => /\/(src|node_modules)\//.test(id) && !HEAVY.test(id), minShareCount: 2, includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
  }
})
