// The e2e suite drives Debian's Chromium (Playwright cannot download its own
// browser here). Install it with apt when missing and we can; else say how.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (existsSync(path)) process.exit(0)

const isRoot = process.getuid?.() === 0
const sudo = isRoot ? '' : 'sudo '
console.log(`Chromium not found at ${path}; installing Debian's chromium package…`)
try {
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, { stdio: 'inherit' })
} catch {
  console.error(
    `\nCould not install Chromium. Install it yourself and run the tests again:\n  sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to a Chromium binary)\n`,
  )
  process.exit(1)
}
