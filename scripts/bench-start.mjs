// `npm run bench:start`: a newcomer's first `npm start` (issue 31). Starts the
// dev server as a fresh clone would meet it — no pre-bundled dependencies
// (`--force` drops node_modules/.vite; the dev server keeps no other cache on
// disk) — opens /projects in Debian's Chromium as soon as the server says it
// is ready, and reports the ms from that navigation to the first project row,
// then a reload's on the same server (what every later visit costs). RUNS
// fresh starts, min / median / max; the server's own "ready" time beside.
// A measurement for comparing before and after a change, not a test.
//
// BENCH_RUNS=3 BENCH_PORT=5290 npm run bench:start
import { chromium } from '@playwright/test'
import { spawn } from 'node:child_process'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const PORT = Number(process.env.BENCH_PORT ?? 5290)
const ROW = 'tbody tr td:not([colspan])'

/** The dev server, started afresh; resolves once it prints that it is ready. */
function startServer() {
  const t0 = performance.now()
  const server = spawn('npx', ['vite', '--mode', 'preview', '--force', '--port', String(PORT), '--strictPort'], { stdio: ['ignore', 'pipe', 'inherit'], detached: true })
  return new Promise((ok, fail) => {
    server.on('exit', (code) => fail(new Error(`the dev server exited (${code})`)))
    server.stdout.on('data', (d) => {
      if (/ready in/.test(String(d))) ok({ server, readyAfter: performance.now() - t0 })
    })
  })
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
/** ms from navigation start to the first project row, in a fresh browser context. */
async function load() {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`http://localhost:${PORT}/projects`, { waitUntil: 'commit' })
  await page.locator(ROW).first().waitFor({ timeout: 60_000 })
  const ms = await page.evaluate(() => performance.now())
  await context.close()
  return ms
}

const runs = []
for (let i = 0; i < RUNS; i++) {
  const { server, readyAfter } = await startServer()
  try {
    runs.push({ readyAfter, first: await load(), again: await load() })
  } finally {
    process.kill(-server.pid)
  }
}
await browser.close()

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]
const spread = (xs) => `${Math.round(Math.min(...xs))} / ${Math.round(median(xs))} / ${Math.round(Math.max(...xs))}`
console.log(`\nnpm start on a fresh dependency cache, ${RUNS} starts, ${new Date().toISOString()} (ms, min / median / max)\n`)
console.log('| measure | ms |\n|---|---|')
console.log(`| server ready (its own start, dependencies bundled) | ${spread(runs.map((r) => r.readyAfter))} |`)
console.log(`| first load: /projects to its first row | ${spread(runs.map((r) => r.first))} |`)
console.log(`| reload on the same server | ${spread(runs.map((r) => r.again))} |`)
