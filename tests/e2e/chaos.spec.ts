import { expect, test } from './fixtures'
import { presetStorage } from './helpers'

// With every call failing, each page must still say something: an error
// page, the login page, or not-found — never a blank screen.
for (const path of ['/projects', '/settings/profile', '/system/silos', '/device/verify']) {
  // (/projects in Firefox too: a test's storage setting there once threw SecurityError, helpers.ts presetStorage.)
  test(`chaos 100% never leaves ${path} blank`, { tag: path === '/projects' ? ['@firefox'] : [] }, async ({ page }) => {
    await presetStorage(page, { chaos: '100' })
    await page.goto(path)
    await expect(
      page
        .getByRole('heading', { name: /Something went wrong|Page not found|Sign in|Device Authentication/ })
        .first(),
    ).toBeVisible()
    expect((await page.locator('#root').innerText()).trim().length).toBeGreaterThan(20)
  })
}
