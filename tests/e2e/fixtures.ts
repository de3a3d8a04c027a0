import { test as base, expect } from '@playwright/test'
import { recordApiRequests } from './api-recorder'
import { requestViolations } from './api-requests'

/**
 * Playwright itself, before each screenshot (a test's, or the one taken on
 * failure), adds a `<style>body {}</style>` to the page to settle animations.
 * The console's CSP refuses it, and Firefox reports that refusal as a page
 * error (Chromium says nothing): not the page's doing, so not counted. Any
 * other CSP report still is.
 */
const SCREENSHOT_STYLE_HASH = 'sha256-YjaKGiklmzC6wjXA513HAMmzus8VE61XCOT+SmwNZWA=' // sha256 of 'body {}'
const playwrightsOwn = (message: string) => message.includes(SCREENSHOT_STYLE_HASH)

/**
 * Every e2e test fails on an uncaught error in the page: a screen that
 * "works" while throwing underneath is not done. (console.error is not
 * counted: the API layer logs every failed call there on purpose.)
 */
export const test = base.extend<{ quickMock: void; noPageErrors: void; validRequests: void }>({
  /**
   * The preview's mock answers after 200–400 ms, as a network would; the tests
   * assert what shows, not when, so they run without it. A test about timing
   * asks for its own latency (presetStorage), which runs after this one.
   */
  quickMock: [
    async ({ page }, use) => {
      await page.addInitScript(() => {
        if (location.protocol.startsWith('http')) localStorage.setItem('latency', '0')
      })
      await use()
    },
    { auto: true },
  ],
  noPageErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = []
      page.on('pageerror', (e) => {
        if (!playwrightsOwn(e.message)) errors.push(e.message)
      })
      await use()
      // A test that removes the page's files on purpose (a deploy) names what
      // the browser then reports (Firefox reports a module it was refused as a
      // page error; nothing the page threw).
      const expected = testInfo.annotations.filter((a) => a.type === 'expected page error').map((a) => a.description ?? '')
      const unexpected = errors.filter((m) => !expected.some((prefix) => m.startsWith(prefix)))
      expect(unexpected, 'uncaught errors in the page').toEqual([])
    },
    { auto: true },
  ],
  /**
   * …and on any API call the OpenAPI document does not allow: an unknown
   * operation, query key or body field, or a bad value (tests/e2e/api-requests.ts).
   */
  validRequests: [
    async ({ page }, use, testInfo) => {
      const violations: string[] = []
      await page.exposeFunction('__apiRequest', (method: string, url: string, body: string | null) => {
        violations.push(...requestViolations(method, url, body))
      })
      await page.addInitScript(recordApiRequests)
      await use()
      // A test that types a bad URL on purpose names the calls it expects to be invalid.
      const expected = testInfo.annotations.filter((a) => a.type === 'invalid request').map((a) => a.description ?? '')
      const unexpected = violations.filter((v) => !expected.some((prefix) => v.startsWith(prefix)))
      expect(unexpected, 'requests the API document does not allow').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
