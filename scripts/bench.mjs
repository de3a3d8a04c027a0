// `npm run bench`: how fast the technical preview shows its data (issue 12).
//
// Builds the preview into dist/bench (or measures BENCH_DIR as is), serves it
// on 127.0.0.1:BENCH_PORT and drives Debian's Chromium through Playwright. For
// each page it prints:
// - first rows: ms from navigation start to the first data row of the page's
//   table, over RUNS cold loads (fresh browser context: empty HTTP cache, a
//   fresh in-page mock) — min / median / max;
// - first call at: ms from navigation start to the first API call leaving
//   (what boot costs), and the mock's start (seeding) within it, medians;
// - JS: decoded bytes of every script loaded by the time the page settled
//   (no new file for 500 ms after the rows showed), median of the cold loads;
// - requests: files fetched from the server + API calls answered by the mock;
// - heap: JS heap in use after a GC once the page settled (MB);
// - second navigation: ms from clicking the page's link (sidebar item or tab)
//   on an already running console to its first rows (no hover dwell first,
//   so no head start from intent preloading), min / median / max.
// The create forms count as ready (their "first rows") when their pickers are
// usable: the boot image select has options, the disk form is on screen.
//
// At scale (README "Scale"; BENCH_SCALE=0 skips it): the pages a big project
// weighs on (projects, instances, disks and both create forms) again, with
// localStorage.seed = 'scale' set before the page loads (1,000 more projects;
// scale-project with 5,000 instances and 5,000 disks), in a second table, and
// a third that sets normal and large side by side: first rows, the ratio, and
// the API calls each made. Normal and large runs alternate, so a busy machine
// weighs on both the same.
// Filtering (issue 19; BENCH_FILTER=0 skips it, BENCH_ONLY=filter runs only
// it): on scale-project's instances (5,000), 100 rows a page, typing
// "instance-01" into the list's filter one key at a time: input-to-paint per
// key (the input event's timestamp to the first frame after the filtered rows
// were rendered), min / median / max over every key of every run; then
// "Search all pages" for one instance far down the list: click to every page
// searched (5,000 instances walked).
// It is a measurement for reviewers comparing before and after a change, not
// a test: numbers move with the machine's load, so compare runs made side by side.
//
// The production build (issues 20, 31): against an API stand-in, at each
// BENCH_RTT (README "Over a network"); BENCH_OTHER=dir measures the other
// console's production build and preview in the same run (README says how to
// build them) and prints the ratios the issues set targets for.
//
// BENCH_DIR=dist/x node scripts/bench.mjs            measure an existing build
// BENCH_DIR=dist/before,dist/after npm run bench     two builds side by side
// BENCH_RUNS=5 BENCH_PORT=4210 BENCH_ONLY=projects,silos BENCH_SCALE=0
import { chromium } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { SECURITY_HEADERS } from './csp.mjs'
import { staticFiles } from './lib/static-files.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const PORT = Number(process.env.BENCH_PORT ?? 4210)
const ONLY = process.env.BENCH_ONLY?.split(',')
const SCALE = process.env.BENCH_SCALE !== '0'
// BENCH_OTHER=dir: the other console of this API measured in the same run (README
// "Benchmark" says how to build it): its production build (dir/dist-nexus)
// behind the same stand-in, and its preview (dir/dist-preview, its mock in a
// service worker) beside ours. The stand-in answers the calls both consoles
// make with our preview's answers, and the calls only the other one makes
// with its own preview's, recorded the same way.
const OTHER = process.env.BENCH_OTHER
/** Its first data row: its tables render only once their data is in, loading skeletons are not rows. */
const OTHER_ROW = 'table.ox-table > tbody > tr'
// Several builds (BENCH_DIR=dist/before,dist/after) are measured side by side:
// their runs alternate, so a busy machine weighs on each the same.
let dirs = process.env.BENCH_DIR?.split(',')
if (!dirs) {
  dirs = ['dist/bench']
  console.log(`building the preview into ${dirs[0]}…`)
  execFileSync('npx', ['vite', 'build', '--mode', 'preview', '--outDir', dirs[0], '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, BUNDLE_REPORT: '1' },
  })
}

/** The data row of a table, not its loading placeholder (which spans the columns). */
const ROW = 'tbody tr:not([data-bench-old]) > td:not([colspan])'
/** Instance create is ready when its boot image can be picked. */
const IMAGE_OPTIONS = 'select[name="siloImageId"] > option:not([value=""])'
/** Disk create is a side form over the list: ready when it shows (its pickers load first). */
const DISK_FORM = '[role="dialog"] input[name="name"]'

/**
 * Each page of project `P`, where its second navigation starts, the link that
 * leads there, what shows it is ready, and whether it is measured at scale.
 */
const pagesOf = (P) => [
  { name: 'projects', url: '/projects', from: '/images', link: ['link', 'Projects'], scale: true },
  { name: 'instances', url: `${P}/instances`, from: `${P}/disks`, link: ['link', 'Instances'], scale: true },
  { name: 'instance storage', url: `${P}/instances/db1/storage`, from: `${P}/instances/db1/networking`, link: ['tab', 'Storage'] },
  { name: 'disks', url: `${P}/disks`, from: `${P}/instances`, link: ['link', 'Disks'], scale: true },
  { name: 'instance create', url: `${P}/instances-new`, from: `${P}/instances`, link: ['link', 'New instance'], ready: IMAGE_OPTIONS, scale: true },
  { name: 'disk create', url: `${P}/disks-new`, from: `${P}/disks`, link: ['link', 'New disk'], ready: DISK_FORM, scale: true },
  { name: 'firewall rules', url: `${P}/vpcs/mock-vpc/firewall-rules`, from: `${P}/vpcs/mock-vpc/subnets`, link: ['tab', 'Firewall rules'] },
  { name: 'silos', url: '/system/silos', from: '/system/silos/myriad', link: ['link', 'Silos'] },
]
/**
 * Pages measured only when BENCH_ONLY names them, and only ours (the other
 * console's pages differ there): more lists of both sides whose first reads
 * the boot module's table sends early, operator pages among them.
 */
const extraPagesOf = (P) =>
  [
    { name: 'floating IPs', url: `${P}/floating-ips`, from: `${P}/disks`, link: ['link', 'Floating IPs'] },
    { name: 'subnets', url: `${P}/vpcs/mock-vpc/subnets`, from: `${P}/vpcs/mock-vpc/firewall-rules`, link: ['tab', 'Subnets'] },
    { name: 'users', url: '/users-groups/users', from: '/images', link: ['link', 'Users & groups'] },
    { name: 'alerts', url: '/system/alerts', from: '/system/silos', link: ['link', 'Alerts'] },
    { name: 'inventory', url: '/system/inventory/sleds', from: '/system/silos', link: ['link', 'Inventory'] },
    { name: 'IP pools', url: '/system/networking/ip-pools', from: '/system/silos', link: ['link', 'IP Pools'] },
  ].map((p) => ({ ...p, ours: true }))
const only = (p) => !ONLY || ONLY.includes(p.name)
const PAGES = [...pagesOf('/projects/mock-project'), ...extraPagesOf('/projects/mock-project').filter((p) => ONLY?.includes(p.name))].filter(only)
/** The same pages in the project holding 5,000 instances and 5,000 disks. */
const SCALE_PAGES = SCALE
  ? pagesOf('/projects/scale-project')
      .filter((p) => p.scale && only(p))
      .map((p) => ({ ...p, atScale: true }))
  : []

// ---- the build served as the e2e suite and a deployment serve it (SPA fallback, CSP)
function serveFiles(dir, port, headers = SECURITY_HEADERS) {
  const server = createServer(staticFiles(dir, headers))
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok(server)))
}
const servers = await Promise.all(dirs.map((d, i) => serveFiles(d, PORT + i)))
// The other console's preview (BENCH_OTHER), served as it is deployed: files only, its mock in a service worker.
const otherPreview = OTHER ? { base: `http://127.0.0.1:${PORT + 40}`, server: await serveFiles(`${OTHER}/dist-preview`, PORT + 40, {}) } : null
const bases = dirs.map((_, i) => `http://127.0.0.1:${PORT + i}`)

// ---- in-page probes --------------------------------------------------------
// Runs before the page's own scripts: records when the page is ready (by
// default its first data row, a row with real cells, not the loading
// placeholder) and counts API calls (the mock swaps in its own fetch, so wrap
// whatever fetch is installed). At scale it also picks the mock's big seed,
// which the mock reads as it starts.
function probe({ rowSel, scale, record }) {
  if (scale) {
    try {
      localStorage.setItem('seed', 'scale')
    } catch {
      // about:blank has no storage
    }
  }
  const b = (window.__bench = { rowsAt: null, since: 0, api: 0, apiUrls: [], recorded: {} })
  b.shown = new Promise((resolve) => (b.onShown = resolve))
  new MutationObserver(() => {
    if (b.rowsAt === null && document.querySelector(rowSel)) {
      b.rowsAt = performance.now()
      b.onShown()
    }
  }).observe(document, { subtree: true, childList: true })
  let current = window.fetch
  const wrap = (f) =>
    function (input, init) {
      const url = typeof input === 'string' ? input : (input.url ?? String(input))
      const u = new URL(url, location.href)
      if (/\/(v1|device|login)\//.test(u.pathname)) {
        b.api++
        b.firstApiAt ??= performance.now()
        b.apiUrls.push([u.pathname + u.search, performance.now()])
        // For the production build's API stand-in: the mock's answers, kept as they came.
        if (record && (init?.method ?? 'GET').toUpperCase() === 'GET') {
          return f.call(this, input, init).then(async (r) => {
            b.recorded[u.pathname + u.search] = { status: r.status, body: await r.clone().text() }
            return r
          })
        }
      }
      return f.call(this, input, init)
    }
  current = wrap(current)
  Object.defineProperty(window, 'fetch', { configurable: true, get: () => current, set: (f) => {
    current = wrap(f)
  } })
  /** Before an in-app navigation: rows on screen now are not the next page's. */
  b.reset = () => {
    for (const tr of document.querySelectorAll('tbody tr')) tr.setAttribute('data-bench-old', '')
    b.rowsAt = null
    b.since = performance.now()
    b.apiUrls = []
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})

async function newPage(spec) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  await context.addInitScript(probe, { rowSel: spec.ready ?? ROW, scale: !!spec.atScale, record: !!spec.record })
  const page = await context.newPage()
  page.on('pageerror', (e) => console.log('  pageerror:', e.message))
  return { context, page }
}

const rowsShown = (page, timeout = 20_000) => page.waitForFunction(() => window.__bench.rowsAt !== null, null, { timeout, polling: 'raf' })
/**
 * A cold load's rows, waited for without Playwright's own in-page script: it
 * is injected on the first wait, and compiling it (≈ 10 ms on this machine)
 * landed on the page's main thread mid-load, in both consoles' loads alike.
 * A bare devtools-protocol evaluation of the probe's promise costs nothing.
 */
async function coldRowsShown(context, page, timeout = 20_000) {
  const cdp = await context.newCDPSession(page)
  let timer
  const wait = cdp.send('Runtime.evaluate', { expression: 'window.__bench.shown', awaitPromise: true })
  const late = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no rows in ${timeout} ms`)), timeout)))
  try {
    await Promise.race([wait, late])
  } finally {
    clearTimeout(timer)
    await cdp.detach()
  }
}

/** Until no new file was fetched and no API call made for 500 ms (lazy chunks, late calls). */
async function settle(page) {
  let last = ''
  for (let stableFor = 0; stableFor < 500; ) {
    const n = await page.evaluate(() => `${performance.getEntriesByType('resource').length} ${window.__bench.api}`)
    if (n === last) stableFor += 100
    else {
      stableFor = 0
      last = n
    }
    await page.waitForTimeout(100)
  }
}

async function coldLoad(base, spec, rtt = 0) {
  const { context, page } = await newPage(spec)
  // Added round-trip time on every request, files and API alike (Chromium's
  // network emulation): what a console across a VPN pays per round trip.
  if (rtt) {
    const net = await context.newCDPSession(page)
    await net.send('Network.enable')
    await net.send('Network.emulateNetworkConditions', { offline: false, latency: rtt, downloadThroughput: -1, uploadThroughput: -1 })
  }
  // BENCH_PROFILE=dir: a CPU profile of the load up to the rows, per page (dir/<page>.cpuprofile, for devtools).
  const profiler = process.env.BENCH_PROFILE ? await context.newCDPSession(page) : null
  if (profiler) {
    await profiler.send('Profiler.enable')
    await profiler.send('Profiler.setSamplingInterval', { interval: 200 })
    await profiler.send('Profiler.start')
  }
  // BENCH_TRACE=dir: a performance trace of the load up to the rows, per page (dir/<page>.json, for devtools).
  if (process.env.BENCH_TRACE) await browser.startTracing(page, { path: `${process.env.BENCH_TRACE}/${spec.name.replace(/\W+/g, '-')}.json`, screenshots: false })
  await page.goto(base + spec.url, { waitUntil: 'commit' })
  await coldRowsShown(context, page)
  const rowsAt = await page.evaluate(() => window.__bench.rowsAt)
  if (process.env.BENCH_TRACE) await browser.stopTracing()
  if (profiler) {
    const { profile } = await profiler.send('Profiler.stop')
    mkdirSync(process.env.BENCH_PROFILE, { recursive: true })
    writeFileSync(`${process.env.BENCH_PROFILE}/${spec.name.replace(/\W+/g, '-')}.cpuprofile`, JSON.stringify(profile))
  }
  await settle(page)
  // BENCH_TIMELINE=1: what each load fetched and when (ms from navigation start), to see what the rows waited on.
  if (process.env.BENCH_TIMELINE) {
    const timeline = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((r) => `${Math.round(r.startTime)}–${Math.round(r.responseEnd)} ${new URL(r.name).pathname}${new URL(r.name).search}`),
    )
    console.log(`  ${spec.name}: rows at ${Math.round(rowsAt)} ms\n    ${timeline.join('\n    ')}`)
  }
  const { js, files, api, mock, request, mockReady, appReady, codeBefore, callsBefore } = await page.evaluate(() => {
    const res = performance.getEntriesByType('resource')
    const before = res.filter((r) => r.startTime < window.__bench.rowsAt)
    const scripts = res.filter((r) => /\.m?js(\?|$)/.test(r.name))
    return {
      js: scripts.reduce((n, r) => n + r.decodedBodySize, 0),
      files: res.filter((r) => !/\/(v1|device|login)\//.test(new URL(r.name).pathname)).length + 1,
      api: window.__bench.api,
      // Starting the in-page mock (seeding its store), and when the first API call left.
      mock: performance.getEntriesByName('mock start', 'measure')[0]?.duration ?? NaN,
      mockReady: performance.getEntriesByName('mock start', 'measure')[0]?.startTime ?? NaN,
      appReady: performance.getEntriesByName('app ready', 'mark')[0]?.startTime ?? NaN,
      request: window.__bench.firstApiAt ?? NaN,
      // What the first rows waited on: JavaScript and CSS files, and API calls, asked for before they showed.
      codeBefore: before.filter((r) => /\.(m?js|css)(\?|$)/.test(r.name)).length,
      callsBefore: before.filter((r) => /^\/(v1|device|login)\//.test(new URL(r.name).pathname)).length,
    }
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  await context.close()
  return { rowsAt, js, files, api, heap: usedSize, mock, request, mockReady, appReady, codeBefore, callsBefore }
}

async function secondNavigation(base, spec) {
  const { context, page } = await newPage(spec)
  await page.goto(base + spec.from)
  const [role, name] = spec.link
  const link = page.getByRole(role, { name, exact: true }).first()
  await link.waitFor()
  await settle(page)
  await page.evaluate(() => window.__bench.reset())
  await link.click()
  await rowsShown(page)
  const ms = await page.evaluate(() => window.__bench.rowsAt - window.__bench.since)
  if (!page.url().endsWith(spec.url)) throw new Error(`${spec.name}: ended on ${page.url()}`)
  await context.close()
  return ms
}

const median = (xs) => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b)
  if (!s.length) return NaN
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}
const ratio = (a, b) => (Number.isNaN(a) || Number.isNaN(b) ? '—' : `${(a / b).toFixed(2)}×`)
const spread = (all) => {
  const xs = all.filter((x) => !Number.isNaN(x))
  if (!xs.length) return 'failed'
  const failed = all.length - xs.length ? ` (${all.length - xs.length} failed)` : ''
  return `${Math.round(Math.min(...xs))} / ${Math.round(median(xs))} / ${Math.round(Math.max(...xs))}${failed}`
}

/** One page measured RUNS times per build, its runs alternating with `twin`'s (the same page at scale). */
async function measure(spec, twin) {
  const specs = twin ? [spec, twin] : [spec]
  const cold = specs.map(() => dirs.map(() => []))
  const nav = specs.map(() => dirs.map(() => []))
  // A run that fails (a page missing from one build) is reported, not fatal.
  const attempt = (s, f) =>
    f().catch((e) => {
      console.log(`  ${s.name}${s.atScale ? ' (scale)' : ''}: ${e.message.split('\n')[0]}`)
      return NaN
    })
  const other = []
  for (let i = 0; i < RUNS; i++) {
    for (const d of dirs.keys()) for (const [k, s] of specs.entries()) cold[k][d].push(await attempt(s, () => coldLoad(bases[d], s)))
    if (otherPreview && process.env.BENCH_PREVIEW !== '0' && !spec.ready && !spec.ours) other.push(await attempt(spec, () => coldLoad(otherPreview.base, { ...spec, ready: OTHER_ROW })))
  }
  if (other.length) otherPreviewRows.push({ page: spec.name, rows: median(other.map((x) => x.rowsAt ?? NaN)), js: median(other.map((x) => x.js ?? NaN)) })
  for (let i = 0; i < RUNS; i++)
    for (const d of dirs.keys()) for (const [k, s] of specs.entries()) nav[k][d].push(await attempt(s, () => secondNavigation(bases[d], s)))
  return specs.map((s, k) =>
    dirs.map((_, d) => {
      const c = cold[k][d].map((x) =>
        typeof x === 'number' ? { rowsAt: NaN, js: NaN, files: NaN, api: NaN, heap: NaN, mock: NaN, request: NaN, mockReady: NaN, appReady: NaN } : x,
      )
      const row = {
        page: s.name,
        firstRows: spread(c.map((x) => x.rowsAt)),
        js: `${Math.round(median(c.map((x) => x.js)) / 1024)} KB`,
        jsMedian: median(c.map((x) => x.js)),
        requests: `${median(c.map((x) => x.files))} + ${median(c.map((x) => x.api))} API`,
        heap: `${(median(c.map((x) => x.heap)) / 2 ** 20).toFixed(1)} MB`,
        secondNav: spread(nav[k][d]),
        boot: `${Math.round(median(c.map((x) => x.request)))} (mock ${Math.round(median(c.map((x) => x.mock)))}; mock ready ${Math.round(median(c.map((x) => x.mockReady)))} / app ready ${Math.round(median(c.map((x) => x.appReady)))})`,
        // For the normal-vs-scale table.
        rowsMedian: median(c.map((x) => x.rowsAt)),
        navMedian: median(nav[k][d]),
        apiMax: Math.max(...c.map((x) => x.api)),
      }
      console.log(`${dirs[d]} ${s.name}${s.atScale ? ' (scale)' : ''}: ${JSON.stringify(row)}`)
      return row
    }),
  )
}

// ---- typing into a list's filter at scale -----------------------------------
const FILTER = process.env.BENCH_FILTER !== '0' && (!ONLY || ONLY.includes('filter'))
const FILTER_TEXT = 'instance-01'

async function filterRun(base) {
  const { context, page } = await newPage({ atScale: true })
  await page.goto(`${base}/projects/scale-project/instances`)
  await rowsShown(page)
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('combobox').selectOption('100')
  await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 100, null, { timeout: 20_000 })
  await settle(page)
  const box = page.getByRole('searchbox', { name: 'Filter instances' })
  // Each input: its timestamp to the frame after the render it caused (React renders in the event).
  await box.evaluate((el) => {
    window.__filterTimes = []
    el.addEventListener('input', (e) => {
      const t0 = e.timeStamp
      requestAnimationFrame(() => setTimeout(() => window.__filterTimes.push(performance.now() - t0)))
    })
  })
  await box.click()
  for (const ch of FILTER_TEXT) {
    const n = await page.evaluate(() => window.__filterTimes.length)
    await page.keyboard.type(ch)
    await page.waitForFunction((k) => window.__filterTimes.length > k, n)
  }
  const keys = await page.evaluate(() => window.__filterTimes)
  // Every page searched for one name far down the list.
  await box.fill('instance-4999')
  const t0 = Date.now()
  await page.getByRole('button', { name: 'Search all pages' }).click()
  await page.getByText(/All \d+ pages? searched: 1 match/).waitFor({ timeout: 60_000 })
  const searchAll = Date.now() - t0
  await context.close()
  return { keys, searchAll }
}

if (FILTER) {
  const runs = dirs.map(() => [])
  for (let i = 0; i < RUNS; i++)
    for (const d of dirs.keys())
      runs[d].push(
        await filterRun(bases[d]).catch((e) => {
          console.log(`  filter: ${e.message.split('\n')[0]}`)
          return { keys: [NaN], searchAll: NaN }
        }),
      )
  for (const d of dirs.keys()) {
    const keys = runs[d].flatMap((r) => r.keys)
    console.log(
      `\n${dirs[d]}: filtering scale-project's instances (5,000; 100 rows a page), ${RUNS} runs\n\n` +
        `| measure | ms (min / median / max) |\n|---|---|\n` +
        `| typing "${FILTER_TEXT}": input to paint, per key (${keys.length} keys) | ${spread(keys)} |\n` +
        `| Search all pages for instance-4999: click to all pages searched | ${spread(runs[d].map((r) => r.searchAll))} |`,
    )
  }
}

const otherPreviewRows = []
const results = dirs.map(() => [])
const scaleResults = dirs.map(() => [])
// BENCH_PREVIEW=0: the production build's table alone (the preview still records the answers it replays).
for (const spec of process.env.BENCH_PREVIEW === '0' ? [] : PAGES) {
  const [normal, scale] = await measure(
    spec,
    SCALE_PAGES.find((s) => s.name === spec.name),
  )
  for (const d of dirs.keys()) {
    results[d].push(normal[d])
    if (scale) scaleResults[d].push({ scale: scale[d], normal: normal[d] })
  }
}

// ---- the production build against a fixed-latency API stand-in (issue 20) ----
// BENCH_NEXUS=0 skips it; BENCH_NEXUS_DIR measures that build (default: built
// into dist/bench-nexus). The stand-in replays the preview seed's answers —
// recorded here from one preview load of each page (the same shapes and rows
// the preview shows) — after a fixed BENCH_LATENCY ms (default 40), behind one
// origin with the built files, as scripts/contract-server.mjs serves the build
// with Prism. A call it has no answer for gets Nexus's 404.
const NEXUS = process.env.BENCH_NEXUS !== '0'
const LATENCY = Number(process.env.BENCH_LATENCY ?? 40)
// BENCH_RTT=0,50,150: the production build's loads again with that much round-trip time added (0 first: the others are measured against it).
const RTTS = (process.env.BENCH_RTT ?? '0,50,150').split(',').map(Number)
const nexusRows = []
let warm = null
if (NEXUS) {
  let nexusDirs = process.env.BENCH_NEXUS_DIR?.split(',')
  if (!nexusDirs) {
    nexusDirs = ['dist/bench-nexus']
    console.log(`building the production build into ${nexusDirs[0]}…`)
    execFileSync('npx', ['vite', 'build', '--mode', 'nexus', '--outDir', nexusDirs[0], '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: { ...process.env, BUNDLE_REPORT: '1' },
    })
  }
  const answers = {}
  for (const spec of [...PAGES, { name: 'warm', url: '/projects' }]) {
    const { context, page } = await newPage({ ...spec, record: true })
    await page.goto(bases[0] + spec.url)
    await rowsShown(page).catch(() => {})
    await settle(page)
    if (spec.name === 'warm') {
      await page.getByRole('link', { name: 'mock-project', exact: true }).click()
      await page.waitForURL(/\/instances$/)
      await settle(page)
    }
    Object.assign(answers, await page.evaluate(() => window.__bench.recorded))
    await context.close()
  }
  // What the other console asks that ours does not, from its own mock.
  if (otherPreview)
    for (const spec of PAGES.filter((p) => !p.ready && !p.ours)) {
      const { context, page } = await newPage({ ...spec, ready: OTHER_ROW, record: true })
      await page.goto(otherPreview.base + spec.url)
      await rowsShown(page).catch(() => console.log(`  other console's preview, ${spec.name}: no rows`))
      await settle(page)
      for (const [url, a] of Object.entries(await page.evaluate(() => window.__bench.recorded))) answers[url] ??= a
      await context.close()
    }
  const notFound = JSON.stringify({ error_code: 'ObjectNotFound', message: 'not found', request_id: 'bench' })
  // Each build measured: ours (BENCH_NEXUS_DIR=a,b), then the other console's.
  const builds = [
    ...nexusDirs.map((dir) => ({ label: dir, dir, headers: SECURITY_HEADERS })),
    ...(OTHER ? [{ label: 'other console', dir: `${OTHER}/dist-nexus`, headers: {}, row: OTHER_ROW, other: true }] : []),
  ]
  // One stand-in per build: their runs alternate, as the preview's do.
  const standIns = await Promise.all(
    builds.map(async ({ dir, headers }, k) => {
      const files = staticFiles(dir, headers)
      const server = createServer((req, res) => {
        const { pathname, search } = new URL(req.url, 'http://x')
        if (!/^\/(v1|device|login)\//.test(pathname) || (req.method === 'GET' && !pathname.startsWith('/v1/'))) return files(req, res)
        const a = answers[pathname + search]
        setTimeout(() => {
          res.writeHead(a?.status ?? 404, { 'content-type': 'application/json', ...SECURITY_HEADERS })
          res.end(a?.body ?? notFound)
        }, LATENCY)
      })
      await new Promise((ok) => server.listen(PORT + 20 + k, '127.0.0.1', ok))
      return server
    }),
  )
  const nexusBases = builds.map((_, k) => `http://127.0.0.1:${PORT + 20 + k}`)
  const base = nexusBases[0]
  for (const rtt of RTTS)
    for (const spec of PAGES.filter((p) => !p.ready)) {
      const runs = builds.map(() => [])
      for (let i = 0; i < RUNS; i++)
        for (const [k, b] of builds.entries())
          if (!(b.other && spec.ours))
            runs[k].push(await coldLoad(nexusBases[k], { ...spec, ready: b.row ?? spec.ready }, rtt).catch(() => ({ rowsAt: NaN, js: NaN, api: NaN, request: NaN, codeBefore: NaN, callsBefore: NaN })))
      for (const [k, b] of builds.entries()) {
        if (!runs[k].length) continue
        const rows = median(runs[k].map((r) => r.rowsAt))
        const atZero = nexusRows.find((r) => r.dir === b.label && r.rtt === 0 && r.page === spec.name)?.rows
        nexusRows.push({
          dir: b.label,
          other: !!b.other,
          rowsMedian: rows,
          jsMedian: median(runs[k].map((r) => r.js)),
          rtt,
          page: spec.name,
          rows,
          firstRows: spread(runs[k].map((r) => r.rowsAt)),
          firstCall: Math.round(median(runs[k].map((r) => r.request))),
          js: Math.round(median(runs[k].map((r) => r.js)) / 1024),
          api: median(runs[k].map((r) => r.api)),
          before: `${median(runs[k].map((r) => r.codeBefore))} + ${median(runs[k].map((r) => r.callsBefore))}`,
          // Each round trip on the critical path costs one RTT more than at no added latency.
          trips: rtt && atZero != null ? ((rows - atZero) / rtt).toFixed(1) : '—',
        })
      }
    }
  // Warm navigation: projects → a project's instances, in a running console.
  const navs = []
  for (let i = 0; i < RUNS; i++) {
    const { context, page } = await newPage({ name: 'warm' })
    try {
      await page.goto(`${base}/projects`)
      await rowsShown(page)
      await settle(page)
      // Past the lists' 2 s freshness: what is still answered from the cache then is the session's.
      await page.waitForTimeout(2100)
      await page.evaluate(() => window.__bench.reset())
      await page.getByRole('link', { name: 'mock-project', exact: true }).click()
      await rowsShown(page)
      navs.push(
        await page.evaluate(() => {
          const b = window.__bench
          const before = b.apiUrls.filter(([, at]) => at <= b.rowsAt).map(([url]) => url)
          // Page reads vs the rows' own follow-ups (one per row, by id: the instances' IPs).
          const reads = before.filter((u) => !/[0-9a-f]{8}-[0-9a-f]{4}-/.test(u))
          return { ms: b.rowsAt - b.since, calls: reads.length, followUps: before.length - reads.length, urls: reads }
        }),
      )
    } catch (e) {
      console.log(`  warm navigation: ${e.message.split('\n')[0]}`)
    }
    await context.close()
  }
  warm = { ms: spread(navs.map((n) => n.ms)), calls: median(navs.map((n) => n.calls)), followUps: median(navs.map((n) => n.followUps)), urls: navs[0]?.urls ?? [] }
  for (const server of standIns) server.close()
}

await browser.close()
for (const s of servers) s.close()
otherPreview?.server.close()

if (NEXUS) {
  console.log(
    `\nproduction build (dist/nexus's kind) behind one origin, API stand-in replaying the preview seed's answers after ${LATENCY} ms each; ${RUNS} cold loads per page, ${new Date().toISOString()}\n` +
      (OTHER ? '' : `(the other console, from issue 20: first rows 492–661 ms, first-load JS 848–1,040 KB, warm navigation 2 /v1 calls; targets ≤ 0.6× of those; BENCH_OTHER measures it)\n`),
  )
  console.log('| build | added RTT | page | first rows, ms (min / median / max) | first call at, ms | first-load JS (decoded) | API calls | JS+CSS files + API calls before the rows | round trips on the critical path (≈) |\n|---|---|---|---|---|---|---|---|---|')
  for (const r of nexusRows) console.log(`| ${r.dir} | ${r.rtt} ms | ${r.page} | ${r.firstRows} | ${r.firstCall} | ${r.js} KB | ${r.api} | ${r.before} | ${r.trips} |`)
  if (warm) console.log(`\nwarm navigation projects → mock-project's instances: ${warm.ms} ms to rows; /v1 calls before the rows: ${warm.calls} (${warm.urls.join(', ')}) + ${warm.followUps} row follow-ups by id`)
  if (OTHER) {
    console.log('\nagainst the other console (medians, same stand-in, same run; targets: first rows ≤ 0.6×, first-load JS ≤ 0.7×)\n')
    console.log('| build | added RTT | page | first rows: ours / other, ms | ratio | first-load JS: ours / other | ratio |\n|---|---|---|---|---|---|---|')
    for (const r of nexusRows.filter((r) => !r.other)) {
      const o = nexusRows.find((x) => x.other && x.rtt === r.rtt && x.page === r.page)
      console.log(`| ${r.dir} | ${r.rtt} ms | ${r.page} | ${Math.round(r.rowsMedian)} / ${Math.round(o.rowsMedian)} | ${ratio(r.rowsMedian, o.rowsMedian)} | ${r.js} / ${o.js} KB | ${ratio(r.jsMedian, o.jsMedian)} |`)
    }
  }
}

const head = [
  'page',
  'first rows, ms (min / median / max)',
  'first call at, ms (mock start; mock ready / app ready)',
  'JS (decoded)',
  'requests (files + API)',
  'heap',
  'second navigation, ms',
]
const table = (rows) => {
  console.log(`| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|`)
  for (const r of rows) console.log(`| ${[r.page, r.firstRows, r.boot, r.js, r.requests, r.heap, r.secondNav].join(' | ')} |`)
}
for (const d of dirs.keys()) {
  console.log(`\n${dirs[d]}: ${RUNS} runs each, ${new Date().toISOString()}\n`)
  table(results[d])
  if (!scaleResults[d].length) continue
  console.log(`\n${dirs[d]} at scale (localStorage.seed = 'scale'; project pages in scale-project: 5,000 instances, 5,000 disks)\n`)
  table(scaleResults[d].map((r) => r.scale))
  console.log(`\n${dirs[d]}: normal vs large (medians; API calls: most any one cold load made)\n`)
  const h = ['page', 'first rows, ms: normal', 'large', 'large / normal', 'second navigation, ms: normal', 'large', 'API calls: normal', 'large']
  console.log(`| ${h.join(' | ')} |\n|${h.map(() => '---').join('|')}|`)
  for (const { normal: n, scale: s } of scaleResults[d]) {
    const cells = [n.page, Math.round(n.rowsMedian), Math.round(s.rowsMedian), ratio(s.rowsMedian, n.rowsMedian)]
    cells.push(Math.round(n.navMedian), Math.round(s.navMedian), n.apiMax, s.apiMax)
    console.log(`| ${cells.join(' | ')} |`)
  }
}

if (otherPreviewRows.length) {
  console.log(`\npreviews side by side against the other console's (its mock in a service worker), medians, same run; target: first rows ≤ 0.7×\n`)
  console.log('| build | page | first rows: ours / other, ms | ratio | JS: ours / other | ratio |\n|---|---|---|---|---|---|')
  for (const d of dirs.keys())
    for (const o of otherPreviewRows) {
      const r = results[d].find((x) => x.page === o.page)
      console.log(`| ${dirs[d]} | ${o.page} | ${Math.round(r.rowsMedian)} / ${Math.round(o.rows)} | ${ratio(r.rowsMedian, o.rows)} | ${r.js} / ${Math.round(o.js / 1024)} KB | ${ratio(r.jsMedian, o.js)} |`)
    }
}

// The bundle's own report (vite.config.ts bundleReport, written when the build
// ran with BUNDLE_REPORT=1): what the application chunk every first page loads
// carries, by package or src/ folder, minified.
for (const dir of [...dirs, ...(NEXUS ? (process.env.BENCH_NEXUS_DIR ?? 'dist/bench-nexus').split(',') : [])]) {
  let report
  try {
    report = JSON.parse(readFileSync(`${dir}/bundle-report.json`, 'utf8'))
  } catch {
    continue
  }
  const app = report.find((c) => c.name === 'app')
  const groups = Object.entries(app.minified ?? {}).slice(0, 12)
  console.log(`\n${dir}: the app chunk, ${Math.round(app.bytes / 1024)} KB; largest parts (minified): ${groups.map(([g, b]) => `${g} ${Math.round(b / 1024)} KB`).join(', ')}`)
  const mirage = report.find((c) => c.name === 'mirage')
  if (mirage) console.log(`${dir}: the mock's chunk (every first page of the preview), ${Math.round(mirage.bytes / 1024)} KB`)
}
