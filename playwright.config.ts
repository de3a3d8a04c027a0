import { defineConfig } from '@playwright/test'
import { chromiumLaunch } from './tests/chromium'

// e2e runs against the static technical-preview build (dist/preview), served
// with SPA fallback under the strict CSP; `npm test` builds it first. The browsers
// are Debian's: the Playwright browser download does not work on these machines (STACK.md).
// PW_PORT and PREVIEW_DIR let several builds be tested side by side.
const PORT = Number(process.env.PW_PORT ?? 4180)
const DIR = process.env.PREVIEW_DIR ?? 'dist/preview'

// Firefox runs the tests tagged @firefox (at least one real flow of every area;
// README "Browsers"), and all of them with FIREFOX_ALL=1 (`npm run test:firefox`).
const FIREFOX_ALL = Boolean(process.env.FIREFOX_ALL)

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
  },
  projects: [
    {
      name: 'chromium',
      // The in-app route walk is Firefox's: the axe walk opens every route here already.
      testIgnore: /route-walk\.spec\.ts/,
      use: {
        browserName: 'chromium',
        launchOptions: chromiumLaunch,
      },
    },
    {
      // Debian's Firefox ESR, driven over WebDriver BiDi (the `moz-firefox`
      // channel) rather than Playwright's patched Firefox; Playwright is pinned
      // to 1.63.0 for it (README "Browsers").
      name: 'firefox',
      grep: FIREFOX_ALL ? undefined : /@firefox/,
      use: {
        browserName: 'firefox',
        channel: 'moz-firefox',
        launchOptions: { executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr' },
      },
    },
  ],
  webServer: {
    // SPA fallback and the console's CSP (scripts/csp.mjs), as a deployment serves it.
    command: `node scripts/serve.mjs ${DIR} --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
})
