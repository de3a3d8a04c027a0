import { expect, test, type Page } from '@playwright/test'
import { appendFileSync } from 'node:fs'
import { walkRoutes } from './routes'

/**
 * The production build against Prism (playwright.contract.config.ts): every
 * route of spec §2 shows its content, or its proper not-found state, within
 * a few seconds; nothing throws; and Prism rejects none of the requests the
 * console sends.
 */

type Rejection = { request: string; status: number; violations: unknown[] }

/**
 * Requests Prism found invalid against the document: a 422, or `sl-violations`
 * about the request. Violations about the response are Prism's own generated
 * data failing the schema (e.g. maps of timeseries), not the console's doing.
 */
function watchRejections(page: Page) {
  const rejected: Rejection[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (!url.pathname.startsWith('/v1/') && !url.pathname.startsWith('/login/') && !url.pathname.startsWith('/device/')) return
    const header = response.headers()['sl-violations']
    const violations = header ? (JSON.parse(header) as { location: string[] }[]) : []
    const onRequest = violations.filter((v) => v.location[0] === 'request')
    if (response.status() === 422 || onRequest.length > 0) {
      rejected.push({
        request: `${response.request().method()} ${url.pathname}${url.search}`,
        status: response.status(),
        violations: onRequest,
      })
    }
  })
  return rejected
}

const errorHeadings = /^(Something went wrong|Page not found)$/

for (const route of walkRoutes) {
  test(`${route.path} shows ${route.expect ?? 'its content'}`, async ({ page }, testInfo) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    const rejected = watchRejections(page)

    await page.goto(route.path)
    // Where the route settles (its redirect), then: the splash is gone and a page title shows.
    const target = route.lands ?? new RegExp(`${escape(route.path.split('?')[0])}(\\?.*)?$`)
    await expect(page).toHaveURL(target)
    await expect(page.locator('#splash')).toHaveCount(0)
    // The page's title, or the title of the side modal open over it (the page is then hidden from roles).
    const title = page.getByRole('heading').first()
    await expect(title).toBeVisible()

    const notFound = route.expect === 'not-found' || (route.lookedUpInList && testInfo.project.name === 'dynamic')
    if (notFound && (await title.innerText()) === 'Page not found') {
      await expect(page.getByText("The page you are looking for doesn't exist")).toBeVisible()
    } else {
      expect(route.expect, `${route.path} should be not-found`).toBeUndefined()
      await expect(title).not.toHaveText(errorHeadings)
      // Everything the page loads has arrived: no spinner is left.
      await expect(page.getByTestId('spinner')).toHaveCount(0)
      expect((await page.locator('#root').innerText()).trim().length).toBeGreaterThan(20)
    }

    // Over a network every file is a round trip, six at a time: a page's code
    // comes in a bounded number of files. The HTML asks for five (the theme,
    // the boot module and its styles, the libraries, the app); the page, once
    // matched, for at most four more (its own chunk, its area's and its side's
    // shared code, and one lazy part: a chart, a form's half).
    // CONTRACT_CODE_FILES=file writes them, a line per route.
    const codeFiles = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((r) => /\.(m?js|css)(\?|$)/.test(r.name))
        .map((r) => new URL(r.name).pathname.split('/').pop()),
    )
    if (process.env.CONTRACT_CODE_FILES) appendFileSync(process.env.CONTRACT_CODE_FILES, `${codeFiles.length} ${route.path} ${codeFiles.join(' ')}\n`)
    expect(codeFiles.length, `JavaScript and CSS files the page needed: ${codeFiles.join(', ')}`).toBeLessThanOrEqual(9)
    expect(errors, 'uncaught errors in the page').toEqual([])
    expect(rejected, 'requests Prism rejected').toEqual([])
  })
}

/** A path as a literal inside a RegExp. */
function escape(path: string) {
  return path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
