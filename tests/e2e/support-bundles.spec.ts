import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { closeMenu, navTo, openConsole, savedFile, signIn, signOut } from './helpers'

// Seed: two active bundles and one failed ("Allocated dataset no longer
// exists"). ada-lovelace (us) is fleet admin, grace-hopper fleet viewer. The
// mock moves a new bundle from collecting to active on its clock (1.5–2.5 s).
// Each test has its own in-page mock.

const bundlesTable = (page: Page) => page.getByRole('table', { name: 'Support bundles' })

test('collect a bundle, wait for it, download a file, view one in place, delete it', { tag: '@firefox' }, async ({ page }) => {
  await openConsole(page, '/system/silos')
  await navTo(page, 'Support bundles')
  await expect(page).toHaveURL(/\/system\/support-bundles$/)
  await expect(bundlesTable(page).getByText('Allocated dataset no longer exists')).toBeVisible()
  const before = await bundlesTable(page).getByRole('row').count()

  await page.getByRole('button', { name: 'Collect a bundle' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('several minutes')
  await expect(confirm).toContainText('logs')
  await confirm.getByRole('button', { name: 'Collect' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText('Support bundle collection started')).toBeVisible()

  // Newest first: the new bundle is the first row, collecting, then active (the list polls).
  const rows = bundlesTable(page).getByRole('row')
  await expect(rows).toHaveCount(before + 1)
  const first = rows.nth(1)
  await expect(first).toContainText('collecting')
  await expect(first).toContainText('active')
  await page.screenshot({ path: '/tmp/bundles-list.png', fullPage: true })

  await first.getByRole('link').click()
  await expect(page).toHaveURL(/\/system\/support-bundles\/[0-9a-f-]{36}$/)
  const files = page.getByRole('list', { name: 'Files' })
  await expect(files).toContainText('bundle_id.txt')
  await expect(files).toContainText('oxide-sled-agent.log')
  // Sizes come from HEADs, one by one.
  const idRow = files.getByRole('listitem').filter({ hasText: 'bundle_id.txt' })
  await expect(idRow).toContainText('37 B')

  const file = await savedFile(page, () => idRow.getByRole('link', { name: 'Download bundle_id.txt' }).click())
  expect(file.name).toBe('bundle_id.txt')
  expect(file.size).toBe(37)

  await page.screenshot({ path: '/tmp/bundles-page.png' })
  await idRow.getByRole('button', { name: 'View bundle_id.txt' }).click()
  const viewer = page.getByRole('dialog', { name: 'bundle_id.txt' })
  const id = page.url().split('/').at(-1)!
  await expect(viewer.getByLabel('File contents')).toHaveText(id)
  await page.screenshot({ path: '/tmp/bundles-viewer.png' })
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()

  const whole = await savedFile(page, () => page.getByRole('link', { name: 'Download bundle', exact: true }).click())
  expect(whole.name).toBe(`support-bundle-${id}.zip`)
  expect(whole.size).toBeGreaterThan(1000)

  await page.getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(/\/system\/support-bundles$/)
  // Destroying, then gone.
  await expect(bundlesTable(page).getByRole('row')).toHaveCount(before)
  await expect(bundlesTable(page)).not.toContainText(id)
})

test('a failed bundle says why, has no files, and is deleted at once', async ({ page }) => {
  await openConsole(page, '/system/support-bundles')
  const failed = bundlesTable(page).getByRole('row').filter({ hasText: 'failed' })
  await failed.getByRole('button', { name: /^Actions for / }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(bundlesTable(page)).not.toContainText('Allocated dataset no longer exists')
})

test('a fleet viewer sees collect and delete disabled, with the reason', async ({ page }) => {
  await openConsole(page)
  await signOut(page)
  await signIn(page, 'grace-hopper')
  await expect(page).toHaveURL(/\/projects$/)
  await page.getByRole('button', { name: 'Switch between silo and system' }).click()
  await page.getByRole('menuitem', { name: 'System' }).click()
  await navTo(page, 'Support bundles')
  await expect(page.getByRole('button', { name: 'Collect a bundle' }).first()).toBeDisabled()
  await expect(page.getByText('Only a fleet admin can collect or delete support bundles').first()).toBeAttached()
  const row = bundlesTable(page).getByRole('row').nth(1)
  await row.getByRole('button', { name: /^Actions for / }).click()
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeDisabled()
  await closeMenu(page)
})
