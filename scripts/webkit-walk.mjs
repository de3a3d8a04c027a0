// `npm run test:webkit`: every route of spec §2 (tests/e2e/seeded-routes.ts,
// the a11y walk's list, plus a not-found URL) in WebKit, Safari's engine, with
// no page error. It walks a built preview: `npm run build:preview` first (it
// builds one itself only when the folder has none).
//
// Playwright's WebKit cannot be downloaded here, so this drives Debian's
// WebKitGTK through its W3C WebDriver server (`WebKitWebDriver`, package
// webkit2gtk-driver; it starts WebKitGTK's MiniBrowser) over plain HTTP, under
// `xvfb-run -a` when there is no display. Missing packages are installed with
// apt (as root or through sudo), as scripts/ensure-browsers.mjs does.
//
// The preview keeps its data in the page, so the console is loaded once
// (/projects) and every route is reached by an in-app navigation
// (history.pushState + popstate, what the router's links do), one after the
// other, side modal to side modal included. A collector in the page records
// uncaught errors, unhandled rejections and CSP violations (failures) and
// console.error calls (listed: the API client logs every failed call). A route
// passes when, within WEBKIT_ROUTE_TIMEOUT, it lands where spec §2 says (its
// URL or its redirect), the splash is gone, a title shows (a side modal's, or
// the page's h1), nothing is loading (no aria-busy, busy bar or spinner), and
// that has held for three polls; and the title is neither "Something went
// wrong" nor, unless expected, "Page not found". When WebKit drops the page
// (its web process crashed or hung) the route is tried once more in a new
// browser; a second loss on the same route fails it.
//
//   node scripts/webkit-walk.mjs [dist/preview]
//   WEBKIT_SHOTS=/tmp/webkit-shots   a PNG of every route into that folder
//   WEBKIT_ONLY=/projects,/system    only the routes starting with these
//   WEBKIT_LATENCY=20-80             the mock's latency in ms (default; empty: the preview's 200–400)
//   WEBKIT_VERBOSE=1                 the driver's and browser's own output
import { execSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createServer as netServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'
import { SECURITY_HEADERS } from './csp.mjs'
import { staticFiles } from './lib/static-files.mjs'

const DIR = process.argv[2] ?? process.env.PREVIEW_DIR ?? 'dist/preview'
const DRIVER = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver'
const ROUTE_TIMEOUT = Number(process.env.WEBKIT_ROUTE_TIMEOUT ?? 15_000)
const BOOT_TIMEOUT = 60_000
const SHOTS = process.env.WEBKIT_SHOTS
const ONLY = process.env.WEBKIT_ONLY?.split(',')
const VERBOSE = !!process.env.WEBKIT_VERBOSE
// The mock answers in 200–400 ms in the preview; the walk asks for less (still
// asynchronous, answers in a random order): 138 routes in about 80 s, not 125.
const LATENCY = process.env.WEBKIT_LATENCY ?? '20-80'
const started = Date.now()
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`

// ── Packages ────────────────────────────────────────────────────────────────
function ensurePackages() {
  const missing = []
  if (!existsSync(DRIVER)) missing.push('webkit2gtk-driver')
  if (!process.env.DISPLAY && !existsSync('/usr/bin/xvfb-run')) missing.push('xvfb')
  if (missing.length === 0) return
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  console.log(`missing ${missing.join(', ')}; installing with apt…`)
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' })
  } catch {
    console.error(`\nCould not install them. Install them yourself and run again:\n  sudo apt-get install -y ${missing.join(' ')}\n`)
    process.exit(1)
  }
}

// ── Routes ──────────────────────────────────────────────────────────────────
async function loadRoutes() {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const load = (file) =>
    runnerImport(`${root}/${file}`, {
      configFile: false,
      logLevel: 'warn',
      resolve: { alias: { '~': `${root}/src` } },
    }).then((r) => r.module)
  const [{ seededPath, unmapped }, { walkRoutes }] = await Promise.all([
    load('tests/e2e/seeded-routes.ts'),
    load('tests/contract/routes.ts'),
  ])
  if (unmapped.length) throw new Error(`routes without seeded names (tests/e2e/seeded-routes.ts): ${unmapped.join(', ')}`)
  return walkRoutes.map((r) => {
    const path = r.expect === 'not-found' ? r.path : seededPath(r.path)
    // The contract list's redirects name Prism's placeholders ('string'): any one segment here.
    const lands = r.lands ? new RegExp(r.lands.source.replaceAll('string', '[^/]+')) : null
    return { path, lands, notFound: r.expect === 'not-found' }
  })
}

// ── Processes ───────────────────────────────────────────────────────────────
const freePort = () =>
  new Promise((resolve, reject) => {
    const s = netServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
    s.on('error', reject)
  })

const children = []
function startDriver(port) {
  const args = [`--port=${port}`]
  // Its own process group: the driver, the browser it starts and Xvfb end together.
  const child = process.env.DISPLAY
    ? spawn(DRIVER, args, { detached: true, stdio: VERBOSE ? 'inherit' : 'ignore' })
    : spawn('xvfb-run', ['-a', '-s', '-screen 0 1440x1000x24', DRIVER, ...args], {
        detached: true,
        stdio: VERBOSE ? 'inherit' : 'ignore',
      })
  children.push(child)
  return child
}
function stopChildren() {
  for (const c of children) {
    try {
      process.kill(-c.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
}

// ── WebDriver over HTTP ─────────────────────────────────────────────────────
let wd = ''
async function call(method, path, body, timeout = 30_000) {
  const res = await fetch(`${wd}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(timeout),
  })
  const json = await res.json()
  if (!res.ok) throw new Error(`WebDriver ${method} ${path}: ${json.value?.error}: ${json.value?.message}`)
  return json.value
}
const exec = (session, fn, ...args) =>
  call('POST', `/session/${session}/execute/sync`, { script: `return (${fn}).apply(null, arguments)`, args })
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

async function waitFor(what, timeout, probe) {
  const end = Date.now() + timeout
  let last
  for (;;) {
    last = await probe()
    if (last?.ok) return last
    if (Date.now() > end) throw new Error(`${what}: not within ${secs(timeout)} (${JSON.stringify(last)})`)
    await sleep(150)
  }
}

// ── In the page ─────────────────────────────────────────────────────────────
// Each function is sent as source and run in the page: no closure over this file.

/** Records what went wrong in the page from now on (gone with a full reload). */
function installCollector() {
  if (window.__walk) return 'already'
  const found = []
  window.__walk = found
  const text = (v) => (v instanceof Error ? `${v.name}: ${v.message}` : typeof v === 'string' ? v : JSON.stringify(v))
  window.addEventListener('error', (e) => found.push({ fails: true, text: `error: ${e.message || text(e.error)}` }))
  window.addEventListener('unhandledrejection', (e) => found.push({ fails: true, text: `unhandled rejection: ${text(e.reason)}` }))
  document.addEventListener('securitypolicyviolation', (e) =>
    found.push({ fails: true, text: `CSP: ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}` }),
  )
  // Said, not failed: the API client logs every failed call (a seeded snapshot of a deleted disk is one).
  const consoleError = console.error
  console.error = (...args) => {
    found.push({ fails: false, text: `console.error: ${args.map(text).join(' ').split('\n')[0].slice(0, 240)}` })
    consoleError.apply(console, args)
  }
  return 'installed'
}

function navigate(url) {
  window.history.pushState({}, '', url)
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
}

/** Where the page is and whether it looks settled. */
function pageState() {
  const visible = (el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'
  // A side modal's title first: it is what the route opened.
  const headings = [...document.querySelectorAll('[role=dialog] h2'), ...document.querySelectorAll('h1')].filter(visible)
  const busy = [...document.querySelectorAll('[aria-busy=true], [data-testid=page-busy], [data-testid=spinner]')].filter(
    visible,
  )
  return {
    url: location.pathname + location.search,
    splash: !!document.getElementById('splash'),
    collector: Array.isArray(window.__walk),
    errors: window.__walk ? window.__walk.splice(0) : [],
    headings: headings.map((h) => h.textContent.trim()),
    busy: busy.map((b) => b.getAttribute('data-testid') || b.tagName.toLowerCase()),
    text: (document.getElementById('root')?.innerText ?? '').trim().length,
  }
}

function consoleReady() {
  const banner = document.querySelector('[aria-label="Technical preview"]')
  const table = document.querySelector('#content table')
  return { ok: !!banner && !!table && !document.getElementById('splash'), banner: !!banner, table: !!table }
}

// ── The walk ────────────────────────────────────────────────────────────────
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function visit(session, route) {
  const t = Date.now()
  const target = route.lands ?? new RegExp(`^${escape(route.path.split('?')[0])}(\\?.*)?$`)
  const errors = []
  const notes = []
  const take = (found) => found.forEach((f) => (f.fails ? errors : notes).push(f.text))
  await exec(session, navigate, route.path)
  let stable = 0
  let s
  for (;;) {
    s = await exec(session, pageState)
    take(s.errors)
    if (!s.collector) {
      errors.push('the page reloaded (the collector is gone)')
      return { ...route, ms: Date.now() - t, url: s.url, errors, notes, reloaded: true }
    }
    const ready = target.test(s.url) && !s.splash && s.headings.length > 0 && s.busy.length === 0 && s.text > 20
    // Settled: ready on three polls in a row (~0.3 s), so a page between two renders does not count.
    stable = ready ? stable + 1 : 0
    if (stable >= 3) break
    if (Date.now() - t > ROUTE_TIMEOUT) {
      errors.push(`not settled within ${secs(ROUTE_TIMEOUT)}: at ${s.url}, headings ${JSON.stringify(s.headings)}, busy ${JSON.stringify(s.busy)}`)
      break
    }
    await sleep(100)
  }
  const ms = Date.now() - t
  const title = s.headings[0]
  if (s.headings.includes('Something went wrong')) errors.push('the error page is shown')
  if (title === 'Page not found' && !route.notFound) errors.push('"Page not found" is shown')
  if (route.notFound && title !== 'Page not found') errors.push(`"Page not found" expected, the title is ${JSON.stringify(title)}`)
  return { ...route, ms, url: s.url, title, errors, notes }
}

async function screenshot(session, path) {
  const png = await call('GET', `/session/${session}/screenshot`)
  mkdirSync(SHOTS, { recursive: true })
  const file = `${SHOTS}/${path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'root'}.png`
  writeFileSync(file, Buffer.from(png, 'base64'))
}

/** A new browser with the console on /projects and the collector in it. */
async function openConsole(base) {
  const { sessionId } = await call('POST', '/session', { capabilities: { alwaysMatch: {} } }, 60_000)
  await call('POST', `/session/${sessionId}/window/rect`, { width: 1280, height: 800 }).catch(() => undefined)
  // The mock's latency is read from localStorage when it starts: set it on a
  // static file of the same origin first, so the console boots with it.
  if (LATENCY) {
    await call('POST', `/session/${sessionId}/url`, { url: `${base}/favicon.svg` }, BOOT_TIMEOUT)
    await exec(sessionId, (l) => localStorage.setItem('latency', l), LATENCY)
  }
  await call('POST', `/session/${sessionId}/url`, { url: `${base}/projects` }, BOOT_TIMEOUT)
  await waitFor('the console (preview banner and the Projects table)', BOOT_TIMEOUT, () => exec(sessionId, consoleReady))
  await exec(sessionId, installCollector)
  return sessionId
}

const lost = (e) => /invalid session id|crash|hang/i.test(e.message)

async function main() {
  ensurePackages()
  if (!existsSync(`${DIR}/index.html`)) {
    console.log(`no build in ${DIR}; building the preview…`)
    execSync(`npx vite build --mode preview --outDir ${DIR} --logLevel warn`, { stdio: 'inherit' })
  }
  let routes = await loadRoutes()
  if (ONLY) routes = routes.filter((r) => ONLY.some((o) => r.path.startsWith(o)))

  const [appPort, driverPort] = [await freePort(), await freePort()]
  const server = createServer(staticFiles(DIR, SECURITY_HEADERS)).listen(appPort, '127.0.0.1')
  const base = `http://127.0.0.1:${appPort}`
  wd = `http://127.0.0.1:${driverPort}`
  const driver = startDriver(driverPort)
  let driverExit = null
  driver.on('exit', (code) => (driverExit = code))

  let session
  const results = []
  let restarts = 0
  try {
    await waitFor('WebKitWebDriver to start', 20_000, async () => {
      if (driverExit !== null) throw new Error(`WebKitWebDriver exited (${driverExit}); run with WEBKIT_VERBOSE=1`)
      return call('GET', '/status', undefined, 2_000).then((v) => ({ ok: v.ready }), () => ({ ok: false }))
    })
    session = await openConsole(base)
    console.log(`WebKit showed the console in ${secs(Date.now() - started)} (mock latency ${LATENCY ? `${LATENCY} ms` : "the preview's"}); walking ${routes.length} routes…\n`)

    for (const route of routes) {
      let r
      for (let attempt = 1; ; attempt++) {
        try {
          r = await visit(session, route)
          if (SHOTS) await screenshot(session, r.path)
          if (attempt > 1) r.notes.push('passed in a new browser after WebKit lost the page (its web process crashed or hung)')
          break
        } catch (e) {
          if (!lost(e)) throw e
          // WebKit dropped the session (its web process crashed or hung): a new
          // browser, and the route once more there. Twice on one route is the app's doing.
          restarts++
          console.log(`      ! WebKit lost the page on ${route.path}: ${e.message}`)
          await call('DELETE', `/session/${session}`, undefined, 10_000).catch(() => undefined)
          session = await openConsole(base)
          if (attempt >= 2 || restarts > 3) {
            r = { ...route, ms: 0, errors: [`WebKit lost the page ${attempt} times on this route`], notes: [] }
            break
          }
        }
      }
      if (r.reloaded) session = await call('DELETE', `/session/${session}`).then(() => openConsole(base))
      results.push(r)
      const mark = r.errors.length ? '✖' : '✔'
      const landed = r.url && r.url !== r.path ? ` → ${r.url}` : ''
      console.log(`${mark} ${String(r.ms).padStart(5)} ms  ${r.path}${landed}  [${r.title ?? '—'}]`)
      for (const e of r.errors) console.log(`      ✖ ${e}`)
      for (const n of r.notes) console.log(`      · ${n}`)
    }
  } finally {
    if (session) await call('DELETE', `/session/${session}`, undefined, 10_000).catch(() => undefined)
    stopChildren()
    server.close()
  }

  const failed = results.filter((r) => r.errors.length)
  const times = results.map((r) => r.ms).sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)] ?? 0
  console.log(
    `\n${results.length - failed.length}/${routes.length} routes settled with no error; per route median ${median} ms, max ${times.at(-1) ?? 0} ms; ${restarts} browser restart(s); total ${secs(Date.now() - started)}`,
  )
  for (const r of failed) console.log(`✖ ${r.path}\n${r.errors.map((e) => `      ${e}`).join('\n')}`)
  if (SHOTS) console.log(`screenshots in ${SHOTS}`)
  if (failed.length || results.length < routes.length) process.exit(1)
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    stopChildren()
    process.exit(130)
  })
}
main().catch((e) => {
  console.error(`\n✖ ${e.message}`)
  stopChildren()
  process.exit(1)
})
