// A tab outlives a deploy: the console open, a new build put in its place on
// the server (every content-named file renamed, the old ones gone, as when
// Nexus is updated), then a page whose code the tab has not loaded yet. The
// page says a new version is there and, in the preview, asks before loading
// it (a reload starts the preview's data over), then loads it at the address
// the user was going to. With no server at all it says that, with Retry.
import { expect, test } from './fixtures'
import { axeBothThemes } from './axe'
import { deployableServer, nextVersionOf } from './deploy'
import { typeInto } from './helpers'

const BUILD = process.env.PREVIEW_DIR ?? 'dist/preview'
const NEW_VERSION = 'A new version of the console is available'
const DATA_NOTE = /technical preview, loading the new version starts its data over/

/** In-app navigation, as a link does. */
const goInApp = (page: import('@playwright/test').Page, url: string) =>
  page.evaluate((u) => {
    history.pushState({}, '', u)
    dispatchEvent(new PopStateEvent('popstate'))
  }, url)

/** The build's scripts the page runs now (its content-named files), by URL. */
const scripts = (page: import('@playwright/test').Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('/assets/') && n.endsWith('.js')))

let server: Awaited<ReturnType<typeof deployableServer>>
test.beforeEach(async () => {
  server = await deployableServer(BUILD)
  // Firefox reports each module it was refused (the old build's, now missing) as a page error.
  test.info().annotations.push({ type: 'expected page error', description: `Loading module from “${server.url}/assets/` })
})
test.afterEach(async () => {
  await server.close()
})

test('a page whose code changed on the server: the new version, asked first, at that page', { tag: '@firefox' }, async ({ page }) => {
  await page.goto(`${server.url}/projects`)
  await expect(page.getByRole('link', { name: 'mock-project', exact: true })).toBeVisible()
  server.deploy(nextVersionOf(BUILD))
  await goInApp(page, '/system/silos')
  await expect(page.getByRole('heading', { name: NEW_VERSION })).toBeVisible()
  await expect(page.getByText(DATA_NOTE)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
  expect(await axeBothThemes(page)).toEqual([])
  await page.getByRole('button', { name: 'Load the new version' }).click()
  await expect(page).toHaveURL(`${server.url}/system/silos`)
  await expect(page.getByRole('heading', { name: 'Silos', exact: true })).toBeVisible()
  const loaded = await scripts(page)
  expect(loaded.length).toBeGreaterThan(0)
  expect(loaded.filter((name) => !name.endsWith('v2.js'))).toEqual([])
})

test('a part of the page whose code changed: the page goes on, and a form’s input survives loading the new version', { tag: '@firefox' }, async ({ page }) => {
  await page.goto(`${server.url}/projects/mock-project/instances-new`)
  const form = page.getByRole('form', { name: 'Create instance' })
  await typeInto(form.getByRole('textbox', { name: 'Name', exact: true }), 'before-the-deploy')
  server.deploy(nextVersionOf(BUILD))
  // The user menu's code is fetched when it is first wanted.
  await page.getByRole('button', { name: /^User menu/ }).click()
  const notice = page.getByRole('alert').filter({ hasText: NEW_VERSION })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText(DATA_NOTE)
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('before-the-deploy')
  expect(await axeBothThemes(page)).toEqual([])
  await notice.getByRole('button', { name: 'Load the new version' }).click()
  await expect(page).toHaveURL(`${server.url}/projects/mock-project/instances-new`)
  await expect(page.getByRole('form', { name: 'Create instance' }).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('before-the-deploy')
  expect((await scripts(page)).filter((name) => !name.endsWith('v2.js'))).toEqual([])
})

test('no server: it says so, and Retry goes on once it is back', async ({ page, browserName }) => {
  test.skip(browserName !== 'chromium', 'going offline needs the DevTools protocol')
  await page.goto(`${server.url}/projects`)
  await expect(page.getByRole('link', { name: 'mock-project', exact: true })).toBeVisible()
  await page.context().setOffline(true)
  await goInApp(page, '/system/silos')
  await expect(page.getByRole('heading', { name: 'Can’t reach the console’s server' })).toBeVisible()
  await expect(page.getByRole('heading', { name: NEW_VERSION })).toHaveCount(0)
  expect(await axeBothThemes(page)).toEqual([])
  await page.context().setOffline(false)
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('heading', { name: 'Silos', exact: true })).toBeVisible()
  await expect(page).toHaveURL(`${server.url}/system/silos`)
})
