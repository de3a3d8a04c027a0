// The e2e suite drives Debian's Chromium and Firefox ESR (Playwright cannot
// download its own browsers here). Install each with apt when missing and we
// can; else say how. Firefox is driven over WebDriver BiDi, which needs a
// recent enough ESR (README "Browsers"): an older one is upgraded the same way.
import { execFileSync, execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

// The ESR the suite is run with (1.63.0's BiDi calls work there; ESR 140 lacks
// network.addDataCollector, which Playwright sends when it starts Firefox).
const FIREFOX_MIN_MAJOR = 153

const browsers = [
  { name: 'Chromium', env: 'CHROMIUM_PATH', path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium' },
  {
    name: 'Firefox ESR',
    env: 'FIREFOX_PATH',
    path: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    pkg: 'firefox-esr',
    minMajor: FIREFOX_MIN_MAJOR,
  },
]

/** The browser's major version from `--version` ("Mozilla Firefox 153.8.0esr"), or null. */
function major(path) {
  try {
    const m = /(\d+)\.\d+/.exec(execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }))
    return m ? Number(m[1]) : null
  } catch {
    return null
  }
}

function problem(b) {
  if (!existsSync(b.path)) return `${b.name} not found at ${b.path}`
  if (b.minMajor === undefined) return null
  const v = major(b.path)
  return v !== null && v < b.minMajor ? `${b.name} ${v} at ${b.path} is older than ${b.minMajor}` : null
}

const missing = browsers.filter((b) => problem(b) !== null)
if (missing.length === 0) process.exit(0)

const isRoot = process.getuid?.() === 0
const sudo = isRoot ? '' : 'sudo '
const pkgs = missing.map((b) => b.pkg).join(' ')
for (const b of missing) console.log(`${problem(b)}; installing Debian's ${b.pkg} package…`)
try {
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq ${pkgs}`, { stdio: 'inherit' })
} catch {
  // Fall through: the check below says what is still wrong.
}
const still = browsers.filter((b) => problem(b) !== null)
if (still.length > 0) {
  console.error(
    `\n${still.map(problem).join('\n')}.\nInstall ${still.length > 1 ? 'them' : 'it'} yourself and run the tests again:\n  sudo apt-get update && sudo apt-get install -y ${still.map((b) => b.pkg).join(' ')}\n(or set ${still.map((b) => b.env).join(' / ')} to another binary)\n`,
  )
  process.exit(1)
}
