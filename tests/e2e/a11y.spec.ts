import AxeBuilder from '@axe-core/playwright'
import { writeFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { childId, ids } from '../../mirage/seed/ids'
import { sledId } from '../../mirage/seed/hardware'
import { SWITCH_SEED, switchId } from '../../mirage/seed/switches'
import { SEEDED_BUNDLES } from '../../mirage/seed/support-bundles'
import { walkRoutes } from '../contract/routes'
import { expect, test } from './fixtures'

/**
 * WCAG 2.0/2.1 A and AA and axe's best practices on every route of spec §2
 * (the contract walk's list), in the light and the dark theme. Each page
 * loads once; the theme then switches in place, as the user menu does it.
 */

// The contract list names everything as Prism does ('string', example UUIDs);
// here each placeholder becomes the seeded resource the segment before it names.
const seeded: Record<string, string> = {
  login: 'maze-war',
  saml: 'mock-idp',
  projects: 'mock-project',
  instances: 'db1',
  vpcs: 'mock-vpc',
  'firewall-rules': 'allow-web',
  'firewall-rules-new': 'allow-web',
  subnets: 'mock-subnet',
  routers: 'mock-custom-router',
  routes: 'to-gateway',
  'internet-gateways': 'default',
  'floating-ips': 'rootbeer-float',
  probes: 'edge-probe',
  disks: 'disk-1',
  snapshots: 'snapshot-1',
  images: 'ubuntu-24-04',
  affinity: 'romulus-remus',
  certificates: 'maze-war-tls',
  'ssh-keys': 'm1-macbook-pro',
  silos: 'maze-war',
  users: ids.user.ada,
  'ip-pools': 'ip-pool-1',
  'address-lots': 'initial-infra',
  'support-bundles': SEEDED_BUNDLES.older,
  sleds: sledId('BRM42220014'),
  alerts: 'ops-pager',
  'announce-sets': 'rack-uplinks',
  switches: switchId('switch0'),
  'switch-port-settings': SWITCH_SEED.settings,
}
const db1 = childId('instance', 'mock-project', 'db1')
const projectImage = { images: 'image-1' }
const placeholder = /^(string|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

class Unmapped extends Error {}

export function seededPath(path: string): string {
  const [pathname, query = ''] = path.split('?')
  const segs = pathname.split('/')
  const out = segs.map((s, i) => {
    if (!placeholder.test(s)) return s
    const before = segs[i - 1]
    if (segs[1] === 'lookup') return db1
    // A switch port's page: /switch-ports/{rack}/{switch}/{port}, one segment after another.
    const port = segs.indexOf('switch-ports')
    if (port > 0 && i - port === 1) return ids.rack
    if (port > 0 && i - port === 2) return 'switch0'
    if (port > 0 && i - port === 3) return 'qsfp0'
    if (before === 'images' && segs[1] === 'projects') return projectImage.images
    const v = seeded[before]
    if (!v) throw new Unmapped(`${path} (after "${before}")`)
    return v
  })
  return out.join('/') + (query ? `?${query}` : '')
}

const routes: string[] = []
/** Routes whose placeholders have no seeded name above yet: add one to `seeded`. */
const unmapped: string[] = []
for (const r of walkRoutes.filter((w) => w.expect !== 'not-found')) {
  try {
    routes.push(seededPath(r.path))
  } catch (e) {
    if (!(e instanceof Unmapped)) throw e
    unmapped.push(e.message)
  }
}

test('every route of the contract list has seeded names to be checked with', () => {
  expect(unmapped).toEqual([])
})
routes.push('/no/such/page')

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/** Settled: a heading shows and nothing is loading (no busy region, bar or spinner). */
async function settled(page: Page) {
  await expect(page.locator('#splash')).toHaveCount(0)
  await expect(page.getByRole('heading').first()).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(page.getByTestId('page-busy')).toHaveCount(0)
  await expect(page.getByTestId('spinner')).toHaveCount(0)
  await stillFrames(page)
}

/**
 * Every running animation (a side modal fading in) has finished and a frame has
 * been drawn since: under load, a 0.01 ms animation can still be mid-way when
 * axe reads the colours, and half an opacity fails contrast.
 */
async function stillFrames(page: Page) {
  await page.evaluate(async () => {
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)))
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
  })
}

async function violations(page: Page, path: string, theme: 'light' | 'dark') {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${path} [${theme}] ${v.id}: ${n.target.join(' ')}`),
  )
}

// The animations' end states are what is measured (a side modal half faded in has no contrast to speak of).
test.use({ reducedMotion: 'reduce' })

const CHUNKS = 8
const size = Math.ceil(routes.length / CHUNKS)
for (let c = 0; c < CHUNKS; c++) {
  const chunk = routes.slice(c * size, (c + 1) * size)
  if (chunk.length === 0) continue
  test(`axe: no violations, light and dark (${chunk[0]} … ${chunk.length} routes)`, async ({ page }) => {
    test.setTimeout(chunk.length * 20_000)
    const found: string[] = []
    const report: Record<string, { light: number; dark: number }> = {}
    for (const path of chunk) {
      await page.goto(path)
      await settled(page)
      await page.evaluate(() => (document.documentElement.dataset.theme = 'light'))
      await stillFrames(page)
      const light = await violations(page, path, 'light')
      await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'))
      await stillFrames(page)
      const dark = await violations(page, path, 'dark')
      found.push(...light, ...dark)
      report[path] = { light: light.length, dark: dark.length }
    }
    // A11Y_REPORT=dir writes each chunk's counts (for the before/after in the README).
    if (process.env.A11Y_REPORT) {
      writeFileSync(`${process.env.A11Y_REPORT}/a11y-${c}.json`, JSON.stringify({ report, found }, null, 1))
    }
    expect(found, 'axe violations (route [theme] rule: element)').toEqual([])
  })
}

test('"Skip to content" is the first stop in the tab order and moves focus to the main region', async ({ page }) => {
  await page.goto('/projects')
  await settled(page)
  // From the start of the document, whatever took focus while the page loaded.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
})

test('an in-app navigation is announced and focus lands on the new page heading', async ({ page }) => {
  await page.goto('/projects')
  await settled(page)
  const announcer = page.getByTestId('navigation-announcer')
  // Opening a side modal is not a navigation away: nothing is said.
  await page.getByRole('link', { name: 'New project' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(announcer).toHaveText('')

  await page.getByRole('link', { name: 'mock-project', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeFocused()
  await expect(announcer).toHaveText(/^Instances\. .*mock-project.*Instances/)
})
