import type { Page } from '@playwright/test'
import { routes } from './seeded-routes'
import { expect, test } from './fixtures'
import { openConsole, openInApp, presetStorage } from './helpers'

/**
 * Every route of spec §2 (the contract list, with the preview's seeded names)
 * opened in-app, one after the other in the same page, as links do: each
 * settles on its page with a heading, nothing left loading, and nothing thrown
 * (fixtures). The axe walk (a11y.spec.ts) opens each route the same way, and
 * is what Chromium runs; this one is quick enough for Firefox's default slice
 * (tagged @firefox), and also shows that leaving each page for the next goes
 * cleanly.
 */

async function settled(page: Page, path: string) {
  await expect(page.getByRole('heading').first(), path).toBeVisible()
  await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0)
  await expect(page.getByTestId('page-busy'), path).toHaveCount(0)
  await expect(page.getByTestId('spinner'), path).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Something went wrong' }), path).toHaveCount(0)
}

const CHUNKS = 4
const size = Math.ceil(routes.length / CHUNKS)
for (let c = 0; c < CHUNKS; c++) {
  const chunk = routes.slice(c * size, (c + 1) * size)
  if (chunk.length === 0) continue
  // Firefox's (playwright.config.ts): Chromium opens every route already, in the axe walk (a11y.spec.ts).
  test(`every seeded route opens in-app (${chunk[0]} … ${chunk.length} routes)`, { tag: '@firefox' }, async ({ page }) => {
    test.setTimeout(chunk.length * 5_000)
    // What is walked is each page, not the mock's §9 200–400 ms per call (slow-network.spec.ts has those).
    await presetStorage(page, { latency: '0' })
    await openConsole(page)
    for (const path of chunk) {
      await openInApp(page, path)
      await settled(page, path)
    }
  })
}
