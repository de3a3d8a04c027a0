import type { Page } from '@playwright/test'
import { CSP } from '../../scripts/csp.mjs'
import { expect, test } from './fixtures'
import { typeInto } from './helpers'

// The preview is served under the strict Content-Security-Policy
// (scripts/csp.mjs, README "Content-Security-Policy"). Every page, the serial
// console's terminal and the metrics charts included, runs with 0 violations:
// no inline script or style, no eval, nothing from another origin.
const P = '/projects/mock-project'
const I = `${P}/instances/db1`
const V = `${P}/vpcs/mock-vpc`

/** Each route, and what shows once it has everything it loads. */
const routes: { path: string; ready: (page: Page) => Promise<void> }[] = [
  ...[
    '/projects',
    '/projects-new',
    '/images',
    '/utilization',
    '/access',
    `${P}/instances`,
    `${P}/instances-new`,
    `${I}/storage`,
    `${I}/networking`,
    `${I}/connect`,
    `${I}/settings`,
    `${P}/disks`,
    `${P}/disks-new`,
    `${P}/snapshots`,
    `${P}/images`,
    `${P}/images-new`,
    `${P}/vpcs`,
    `${V}/firewall-rules`,
    `${V}/firewall-rules-new`,
    `${V}/subnets`,
    `${V}/routers`,
    `${V}/internet-gateways`,
    `${P}/floating-ips`,
    `${P}/affinity`,
    `${P}/access`,
    '/settings/profile',
    '/settings/ssh-keys',
    '/settings/access-tokens',
    '/system/silos',
    '/state-charts',
    '/device/verify',
    '/login',
    '/no/such/page',
  ].map((path) => ({ path, ready: settled })),
  ...(['cpu', 'disk', 'network'] as const).map((metric) => ({
    path: `${I}/metrics/${metric}`,
    ready: async (page: Page) => {
      await settled(page)
      await expect(page.locator('.apexcharts-svg').first()).toBeVisible()
    },
  })),
  {
    path: `${I}/serial-console`,
    ready: async (page: Page) => {
      await settled(page)
      await expect(page.getByText('Connected', { exact: true })).toBeVisible()
      await expect(page.locator('.xterm-rows')).toContainText('login:')
    },
  },
]

/** The first page is up: splash gone, a title, nothing left loading. */
async function settled(page: Page) {
  await expect(page.locator('#splash')).toHaveCount(0)
  await expect(page.getByRole('heading').first()).toBeVisible()
  await expect(page.getByTestId('spinner')).toHaveCount(0)
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`),
    )
  })
})

test('the preview is served with the strict policy', async ({ page }) => {
  const response = await page.goto('/projects')
  expect(response?.headers()['content-security-policy']).toBe(CSP)
  // The theme script and splash styles are files now: the page has no inline script or style.
  expect(await page.locator('script:not([src]), style').count()).toBe(0)
})

// Each route loaded on its own is a long walk: `npm run test:walks` runs it
// (CSP_WALK=1), beside the WebKit walk, which also fails on any CSP report;
// CI's e2e run keeps the policy's header and the terminal's and charts' checks.
for (const route of process.env.CSP_WALK ? routes : []) {
  test(`${route.path} runs with no CSP violation`, async ({ page }) => {
    await page.goto(route.path)
    await route.ready(page)
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([])
  })
}

// xterm colours the find's matches and the selected cells through `style`
// attributes (src/views/ui/style-attributes.ts sends them through the CSSOM).
test('the serial console selects and finds with no CSP violation', { tag: '@firefox' }, async ({ page }) => {
  await page.goto(`${I}/serial-console`)
  await expect(page.locator('.xterm-rows')).toContainText('login:')
  const toolbar = page.getByRole('toolbar', { name: 'Serial output' })
  // Cells selected by dragging across a line.
  const box = (await page.locator('.xterm-rows').getByText(/Hypervisor detected/).boundingBox())!
  await page.mouse.move(box.x + 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 })
  await page.mouse.up()
  await expect(toolbar.getByRole('button', { name: 'Copy selection' })).toBeEnabled()
  await toolbar.getByRole('button', { name: 'Find' }).click()
  await typeInto(toolbar.getByRole('searchbox', { name: 'Find in output' }), 'systemd')
  await expect(toolbar.getByRole('status', { name: 'Matches' })).toHaveText(/^1 of \d+$/)
  // The matches are drawn in their colour.
  await expect(page.locator('.xterm-rows span[style*="background-color"]').first()).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([])
})
