import type { Page } from '@playwright/test'
import { HOSTILE, hostileNames } from '../../mirage/seed/hostile'
import { expect, test } from './fixtures'
import { openConsole, presetStorage } from './helpers'

// No API string is ever markup (README "Security"): with the hostile seed
// (mirage/seed/hostile.ts), descriptions, key text and display names holding
// `<img src=x onerror=…>` and `"><script>` show as the literal text in lists,
// details, confirm dialogs and toasts, a URL holding them is a plain 'Page not
// found', and nothing of them runs.

test.beforeEach(async ({ page }) => {
  await presetStorage(page, { seed: 'hostile' })
  // An alert() from injected markup opens a dialog: that must never happen.
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`)
  })
})

/** Nothing of the payloads became elements. */
async function expectNoInjection(page: Page) {
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
  expect(await page.locator('body script').count()).toBe(0)
}

test('a list shows a hostile description as text', async ({ page }) => {
  await openConsole(page, '/projects')
  const row = page.getByRole('row').filter({ hasText: hostileNames.project })
  await expect(row).toContainText(HOSTILE.img)
  await expectNoInjection(page)
})

test('a details view shows hostile key text and description as text', async ({ page }) => {
  await page.goto(`/settings/ssh-keys/${hostileNames.sshKey}/edit`)
  const details = page.getByRole('dialog', { name: 'SSH key' })
  await expect(details.getByRole('definition').filter({ hasText: HOSTILE.script }).first()).toHaveText(HOSTILE.script)
  await expect(details).toContainText(`ssh-ed25519 ${HOSTILE.img} ${HOSTILE.script}`)
  await expectNoInjection(page)
})

test('a confirm dialog and its toast show a hostile display name as text', async ({ page }) => {
  await openConsole(page, `/projects/${hostileNames.project}/access`)
  const row = page.getByRole('row').filter({ hasText: HOSTILE.img })
  await expect(row).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: HOSTILE.script })).toBeVisible()
  await row.getByRole('button', { name: /actions|Row actions|More/i }).click()
  await page.getByRole('menuitem', { name: /Remove/ }).click()
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'))
  await expect(confirm).toContainText(`of ${HOSTILE.img} on project ${hostileNames.project}?`)
  await expectNoInjection(page)
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(`Role of ${HOSTILE.img} removed`)
  await expectNoInjection(page)
})

test('a hostile path segment is never markup: breadcrumbs, title and the not-found page', async ({ page }) => {
  // Crumbs hold route parameters (resource names, which cannot hold markup);
  // a URL anyone can send may hold anything, and the page that cannot find it says so as text.
  const segment = encodeURIComponent(HOSTILE.script)
  test.info().annotations.push({ type: 'invalid request', description: `GET /v1/me/ssh-keys/${segment}:` })
  await page.goto(`/settings/ssh-keys/${segment}/edit`)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  // The title echoes the segment: as the literal text (a title is never parsed as markup).
  expect(await page.title()).toContain(HOSTILE.script)
  await expectNoInjection(page)

  // The trail of a page whose names come from the hostile seed.
  await page.goto(`/projects/${hostileNames.project}/access`)
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText(hostileNames.project)
  await expectNoInjection(page)
})
