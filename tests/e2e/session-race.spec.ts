// A session's data dies with it (issue 27): signed out while the first page's
// reads are still under way — on a slow computer, or a busy one — no page of
// the next visit shows what was read for the last session. The CPU is slowed
// through the DevTools protocol, so these run in Chromium.
import { expect, test } from './fixtures'
import { presetStorage, signOut } from './helpers'

/** In-app navigation, as a link would (a reload would start the preview's mock over, signed in). */
const goInApp = (page: import('@playwright/test').Page, url: string) =>
  page.evaluate((u) => {
    history.pushState({}, '', u)
    dispatchEvent(new PopStateEvent('popstate'))
  }, url)

for (const rate of [1, 4, 8]) {
  test(`signed out as soon as the page is usable, no page shows the last session (CPU ${rate}×)${rate === 1 ? ' @firefox' : ''}`, async ({ page, browserName }) => {
    if (rate > 1) {
      test.skip(browserName !== 'chromium', 'slowing the CPU needs the DevTools protocol')
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    }
    // Answers take 0.1–1.5 s, so reads of the first page are still on their way at sign-out.
    await presetStorage(page, { latency: '100-1500' })
    await page.goto('/projects')
    await signOut(page)
    await goInApp(page, '/projects')
    await expect(page).toHaveURL(/\/login\?redirect_uri=%2Fprojects$/)
    await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible()
    await expect(page.getByText('Ada Lovelace')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'mock-project', exact: true })).toHaveCount(0)
    // And the next user sees only their own.
    await goInApp(page, '/login/myriad/saml/mock-idp?redirect_uri=%2Fprojects')
    await page.getByRole('button', { name: 'Sign in with mock-idp' }).click()
    await expect(page.getByRole('link', { name: 'myriad-research', exact: true })).toBeVisible()
    await expect(page.getByText('Ada Lovelace')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'mock-project', exact: true })).toHaveCount(0)
  })
}
