import { defineConfig } from '@playwright/test'
import { chromiumLaunch } from './tests/chromium'

// The contract walk (README "Contract walk"): the production build (dist/nexus)
// behind scripts/contract-server.mjs, with Prism answering from the OpenAPI
// document — project `static` (its examples) and project `dynamic` (generated
// data). Separate from playwright.config.ts so `npx playwright test` stays the
// preview's e2e suite. NEXUS_DIR and CONTRACT_PORT (four ports from it) let
// several builds be walked side by side.
const DIR = process.env.NEXUS_DIR ?? 'dist/nexus'
const PORT = Number(process.env.CONTRACT_PORT ?? 4190)
// Generated data is the same for the same seed and request order.
const SEED = process.env.CONTRACT_SEED ?? '1'

const modes = [
  { name: 'static', port: PORT, prismPort: PORT + 1, flags: '' },
  { name: 'dynamic', port: PORT + 2, prismPort: PORT + 3, flags: `--dynamic --seed ${SEED}` },
]

export default defineConfig({
  testDir: 'tests/contract',
  fullyParallel: true,
  workers: 2, // the machine has 2 cores
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: modes.map((m) => ({ name: m.name, use: { baseURL: `http://127.0.0.1:${m.port}` } })),
  webServer: modes.map((m) => ({
    command: `node scripts/contract-server.mjs --dir ${DIR} --port ${m.port} --prism-port ${m.prismPort} ${m.flags}`,
    url: `http://127.0.0.1:${m.port}/v1/me`,
    // Never someone else's server on the port: a stale static server answers /v1 with HTML.
    reuseExistingServer: false,
    // Prism reads the 780 KB document before it listens: ~10 s alone, ~25 s two at once on 2 cores.
    timeout: 90_000,
    // Prism's per-request log stays out of CI's output (run the server by hand to read it).
    stdout: 'ignore' as const,
  })),
})
