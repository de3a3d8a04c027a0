import { readFile } from 'node:fs/promises'
import { expect, type Locator, type Page } from '@playwright/test'

/** The preview starts signed in as the fleet admin; wait for the shell. */
export async function openConsole(page: Page, path = '/projects') {
  await page.goto(path)
  await expect(page.getByRole('region', { name: 'Technical preview' })).toBeVisible()
}

const NOT_FOUND = '/no/such/page'

/**
 * Opens a route in-app, as a link does (a load per route would start the app
 * and its mock over each time), from the not-found page: that page stays on
 * screen until the route's page has its data, so once it is gone what shows is
 * the route's own page.
 */
export async function openInApp(page: Page, path: string) {
  const navigate = (to: string) =>
    page.evaluate((p) => {
      history.pushState({}, '', p)
      dispatchEvent(new PopStateEvent('popstate'))
    }, to)
  const notFound = page.getByRole('heading', { name: 'Page not found', exact: true })
  await navigate(NOT_FOUND)
  await expect(notFound).toBeVisible()
  if (path === NOT_FOUND) return
  await navigate(path)
  await expect(notFound, path).toHaveCount(0)
}

/**
 * Types text into a field as a person does: clears it, then presses each key.
 * The suite types rather than `fill()`s: in Firefox (driven over WebDriver
 * BiDi) Playwright's fill() sets the value from a page script, which React's
 * controlled inputs never see (the form keeps its old value and says "Name is
 * required"); keys pressed reach them in every browser. `clear()` is a real
 * Delete key and works everywhere. (A date-time input, which is not typed
 * into character by character, is still filled: fill() sets it from
 * Playwright's own world, which React does see.)
 */
export async function typeInto(field: Locator, text: string) {
  await field.clear()
  await field.pressSequentially(text)
}

/**
 * Sets the preview's localStorage switches (chaos, latency, seed…) before the
 * page's own scripts run, on every load of the page (an init script). Firefox
 * also runs init scripts in a new tab's first, empty document (about:blank,
 * which has no origin), where storage throws SecurityError "The operation is
 * insecure"; that document is left alone. An init script of a test's own that
 * touches storage makes the same check (`location.protocol`).
 */
export async function presetStorage(page: Page, items: Record<string, string>) {
  await page.addInitScript((entries) => {
    if (!location.protocol.startsWith('http')) return
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
  }, items)
}

/** Sign out through the user menu; ends on the login page. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: /^User menu/ }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login/)
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible()
}

export async function signIn(page: Page, username: string, password = 'oxide') {
  await typeInto(page.getByLabel('Username'), username)
  await typeInto(page.getByLabel('Password'), password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/**
 * Calls the in-page mock API directly (as another browser tab of the same
 * user would); a reload would wipe the preview's data, so tests never reload.
 */
export function inPageFetch(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ([m, u, b]) => {
      const r = await fetch(u as string, {
        method: m as string,
        headers: { 'content-type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      })
      return r.status
    },
    [method, url, body] as const,
  )
}

/** In-app navigation through the sidebar (keeps the in-page mock's data). */
export async function navTo(page: Page, label: string) {
  await page.getByRole('link', { name: label, exact: true }).first().click()
}

/**
 * Wait until the seeded instances and disks caught mid-change when the
 * preview started (creating, stopping, attaching…) have finished it
 * (mirage/lib/seed-settle.ts), for a test that counts what they hold.
 */
export async function seededChangesSettled(page: Page, project = 'mock-project') {
  const underWay = () =>
    page.evaluate(async (p) => {
      const get = async (url: string) => ((await (await fetch(url)).json()) as { items: unknown[] }).items
      const instances = (await get(`/v1/instances?project=${p}&limit=1000`)) as { run_state: string }[]
      const disks = (await get(`/v1/disks?project=${p}&limit=1000`)) as { state: { state: string } }[]
      return (
        instances.filter((i) => ['creating', 'starting', 'stopping', 'rebooting'].includes(i.run_state)).length +
        disks.filter((d) => ['creating', 'attaching', 'detaching', 'finalizing', 'importing_from_url'].includes(d.state.state))
          .length
      )
    }, project)
  await expect.poll(underWay, { timeout: 15_000 }).toBe(0)
}

/**
 * Closes the open action menu by keyboard. The menu takes focus a frame after
 * it opens (later on a loaded machine); an Escape before that goes nowhere.
 */
export async function closeMenu(page: Page) {
  await expect(page.getByRole('menu')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toBeHidden()
}

/** In the preview, act as another mock user (the banner's "Learn more" dialog). */
export async function actAs(page: Page, user: string) {
  await page.getByRole('button', { name: 'Learn more' }).click()
  const about = page.getByRole('dialog', { name: 'About the technical preview' })
  await about.getByRole('row').filter({ hasText: user }).getByRole('button', { name: /^Act as/ }).click()
  await page.keyboard.press('Escape')
  await expect(about).toBeHidden()
}

/** A file the page had the browser save: its name and contents. */
export type SavedFile = { name: string; text: string; size: number }

/**
 * What `click` makes the browser save (an `<a download>` the page clicks). In
 * Chromium, Playwright's download: the file on disk. Firefox saves a blob:
 * download to disk as well but reports none over WebDriver BiDi (no
 * browsingContext.downloadWillBegin for a blob: URL, ESR 153), so Playwright
 * never sees it: there the link the page clicks, and the blob behind its URL,
 * are read in the page instead.
 */
export async function savedFile(page: Page, click: () => Promise<unknown>): Promise<SavedFile> {
  if (page.context().browser()?.browserType().name() !== 'firefox') {
    const [download] = await Promise.all([page.waitForEvent('download'), click()])
    const bytes = await readFile(await download.path())
    return { name: download.suggestedFilename(), text: bytes.toString('utf8'), size: bytes.byteLength }
  }
  type Watch = { saved: { name: string; href: string }[]; blobs: Map<string, Blob> }
  const before = await page.evaluate(() => {
    const w = window as unknown as { __saves?: Watch }
    if (!w.__saves) {
      const watch: Watch = { saved: [], blobs: new Map() }
      w.__saves = watch
      const create = URL.createObjectURL.bind(URL)
      URL.createObjectURL = (obj: Blob | MediaSource) => {
        const url = create(obj)
        if (obj instanceof Blob) watch.blobs.set(url, obj)
        return url
      }
      document.addEventListener(
        'click',
        (e) => {
          const a = e.target instanceof Element ? e.target.closest('a[download]') : null
          if (a instanceof HTMLAnchorElement) watch.saved.push({ name: a.download, href: a.href })
        },
        true,
      )
    }
    return w.__saves.saved.length
  })
  await click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { __saves: Watch }).__saves.saved.length)).toBeGreaterThan(before)
  return page.evaluate(async (i) => {
    const watch = (window as unknown as { __saves: Watch }).__saves
    const { name, href } = watch.saved[i]
    const blob = watch.blobs.get(href) ?? (await (await fetch(href)).blob())
    return { name, text: await blob.text(), size: blob.size }
  }, before)
}
