// `npm test`: every check, in the order that fails fastest. The same command
// runs in CI (.ci/run).
import { execSync } from 'node:child_process'

const steps = [
  ['Type-check', 'npm run typecheck'],
  ['Lint', 'npm run lint'],
  ['Import graph (no cycle, nothing upward or sideways)', 'node scripts/check-imports.mjs'],
  ['Unit, component and model tests', 'npx vitest run'],
  ['Production (Nexus) build', 'npm run build'],
  ['No mock code in the Nexus build', 'node scripts/check-nexus-bundle.mjs'],
  ['Technical-preview build', 'npm run build:preview'],
  ['Browsers for e2e (Chromium, Firefox ESR)', 'node scripts/ensure-browsers.mjs'],
  // One of the walk's two modes, to keep CI under 25 minutes: the generated
  // data (odd strings, extra fields, empty pages with tokens).
  // `npm run test:contract` walks both.
  ['Contract walk (Nexus build against Prism, dynamic mode)', 'npx playwright test -c playwright.contract.config.ts --project dynamic'],
  // Every e2e test in Chromium. To keep CI under 25 minutes the other engines
  // run from scripts: `npm run test:firefox-slice` (the @firefox flows and the
  // in-app route walk in Firefox), `npm run test:walks` (the WebKit walk and
  // the contract walk's static mode).
  ['End-to-end tests (Playwright, static preview build, Chromium)', 'npx playwright test --project=chromium'],
]

for (const [name, cmd] of steps) {
  const t = Date.now()
  console.log(`\n▶ ${name}: ${cmd}`)
  try {
    execSync(cmd, { stdio: 'inherit' })
  } catch {
    console.error(`\n✖ ${name} failed`)
    process.exit(1)
  }
  console.log(`✔ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`)
}
