import { expect, type Page } from '@playwright/test'

/** The preview starts signed in as the fleet admin; wait for the shell. */
export async function openConsole(page: Page, path = '/projects') {
  await page.goto(path)
  await expect(page.getByRole('region', { name: 'Technical preview' })).toBeVisible()
}

/** Sign out through the user menu; ends on the login page. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: /^User menu/ }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login/)
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible()
}

export async function signIn(page: Page, username: string, password = 'oxide') {
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
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
