import { defineConfig } from '@playwright/test'

// e2e runs against the static technical-preview build (dist/preview), served
// with SPA fallback under the strict CSP; `npm test` builds it first. Chromium is Debian's: the
// Playwright browser download does not work on these machines (STACK.md).
// PW_PORT and PREVIEW_DIR let several builds be tested side by side.
const PORT = Number(process.env.PW_PORT ?? 4180)
const DIR = process.env.PREVIEW_DIR ?? 'dist/preview'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2, // the machine has 2 cores
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // SPA fallback and the console's CSP (scripts/csp.mjs), as a deployment serves it.
    command: `node scripts/serve.mjs ${DIR} --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
})
