// A session's data dies with it: signed out — at once, while the first page's
// reads are still under way, or after a pause — on a slow computer or a busy
// one, no page of the next visit shows what was read for the last session:
// not a page the router still holds (the one on screen, whose URL only gained
// a query), not after Back. The CPU is slowed through the DevTools protocol,
// so those run in Chromium.
import { expect, test } from './fixtures'

/** In-app navigation, as a link or the router's Back does (a reload would start the preview's mock over, signed in). */
const goInApp = (page: import('@playwright/test').Page, url: string) =>
  page.evaluate((u) => {
    history.pushState({}, '', u)
    dispatchEvent(new PopStateEvent('popstate'))
  }, url)

for (const rate of [1, 4, 8]) {
  for (const pause of [0, 5_000]) {
    const when = pause ? 'after a pause' : 'as soon as the page is usable'
    test(`signed out ${when}, no page shows the last session (CPU ${rate}×)${rate === 1 && !pause ? ' @firefox' : ''}`, async ({ page, browserName }) => {
      test.setTimeout(90_000)
      if (rate > 1) {
        test.skip(browserName !== 'chromium', 'slowing the CPU needs the DevTools protocol')
        const cdp = await page.context().newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate })
      }
      await page.goto('/projects')
      const userMenu = page.getByRole('button', { name: /^User menu/ })
      await expect(userMenu).toContainText('Ada Lovelace', { timeout: 30_000 })
      if (pause) await page.waitForTimeout(pause) // the user reads the page: a pause is the scenario, not a wait for state
      await userMenu.click()
      await page.getByRole('menuitem', { name: 'Sign out' }).click()
      // As soon as the address says so, while the sign-in page may still be on its way:
      // to the page the router still holds, its URL changed only by a query.
      await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 })
      await goInApp(page, '/projects?x=1')
      await expect(page).toHaveURL(/\/login\?redirect_uri=%2Fprojects%3Fx%3D1$/, { timeout: 20_000 })
      await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible()
      await expect(page.getByText('Ada Lovelace')).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'mock-project', exact: true })).toHaveCount(0)
      // Back, then the list itself.
      await page.evaluate(() => history.back())
      await goInApp(page, '/projects')
      await expect(page).toHaveURL(/\/login\?redirect_uri=%2Fprojects$/, { timeout: 20_000 })
      await expect(page.getByText('Ada Lovelace')).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'mock-project', exact: true })).toHaveCount(0)
      // And the next user sees only their own.
      await goInApp(page, '/login/myriad/saml/mock-idp?redirect_uri=%2Fprojects')
      await page.getByRole('button', { name: 'Sign in with mock-idp' }).click()
      await expect(page.getByRole('link', { name: 'myriad-research', exact: true })).toBeVisible({ timeout: 20_000 })
      await expect(page.getByText('Ada Lovelace')).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'mock-project', exact: true })).toHaveCount(0)
    })
  }
}
