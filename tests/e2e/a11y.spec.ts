import { writeFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { routes as seededRoutes, unmapped } from './seeded-routes'
import { expect, test } from './fixtures'
import { axeViolations, stillFrames, switchTheme } from './axe'
import { openConsole, openInApp, presetStorage } from './helpers'

/**
 * WCAG 2.0/2.1 A and AA and axe's best practices on every route of spec §2
 * (the contract walk's list), in the light and the dark theme. Each page
 * opens in-app, as a link opens it; the theme then switches in place, as the
 * user menu does it.
 */

const routes = [...seededRoutes, '/no/such/page']

test('every route of the contract list has seeded names to be checked with', () => {
  expect(unmapped).toEqual([])
})

/** Settled: a heading shows and nothing is loading (no busy region, bar or spinner). */
async function settled(page: Page) {
  await expect(page.locator('#splash')).toHaveCount(0)
  await expect(page.getByRole('heading').first()).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(page.getByTestId('page-busy')).toHaveCount(0)
  await expect(page.getByTestId('spinner')).toHaveCount(0)
  await stillFrames(page)
}

// The animations' end states are what is measured (a side modal half faded in has no contrast to speak of).
// (Firefox is not told: over WebDriver BiDi Playwright 1.63 cannot emulate media
// features there; stillFrames waits for the animations to end instead.)
test.use({ reducedMotion: 'reduce' })

const CHUNKS = 8
const size = Math.ceil(routes.length / CHUNKS)
for (let c = 0; c < CHUNKS; c++) {
  const chunk = routes.slice(c * size, (c + 1) * size)
  if (chunk.length === 0) continue
  test(`axe: no violations, light and dark (${chunk[0]} … ${chunk.length} routes)`, async ({ page, browserName }) => {
    // axe takes two to three times as long in Firefox (1–3 min a chunk here, against 30–70 s).
    test.setTimeout(chunk.length * (browserName === 'firefox' ? 45_000 : 20_000))
    const found: string[] = []
    const report: Record<string, { light: number; dark: number }> = {}
    // What is measured is each page's markup and colours, not the mock's 200–400 ms per call.
    await presetStorage(page, { latency: '0' })
    await openConsole(page)
    for (const path of chunk) {
      await openInApp(page, path)
      await settled(page)
      await switchTheme(page, 'light')
      const light = (await axeViolations(page, 'light')).map((v) => `${path} ${v}`)
      await switchTheme(page, 'dark')
      const dark = (await axeViolations(page, 'dark')).map((v) => `${path} ${v}`)
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
