import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { closeMenu, navTo, openConsole, signIn, signOut, typeInto } from './helpers'

// Seed: the target release is 15.0.0 (generation 2); the uploaded releases are
// 14.0.0, 15.0.0 and 16.0.0. Four sleds (BRM42220052 non provisionable), and
// two sleds in the rack not yet added (BRM42220063 in cubby 14, BRM42220071 in
// 15). ada-lovelace (us) is fleet admin, grace-hopper fleet viewer. Each test
// has its own in-page mock.

const rowWith = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text })
const properties = (page: Page) => page.getByRole('region', { name: 'Current target release' })

async function confirmIn(page: Page, button: string, toast: string) {
  const confirm = page.getByRole('alertdialog')
  await confirm.getByRole('button', { name: button }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText(toast)).toBeVisible()
}

test('set a target release: the form checks the version, the confirm says what happens, Nexus refuses what is not uploaded', { tag: '@firefox' }, async ({
  page,
}) => {
  await openConsole(page, '/system/silos')
  await navTo(page, 'Update')
  await expect(page).toHaveURL(/\/system\/update$/)
  await expect(page.getByRole('heading', { name: 'System update' })).toBeVisible()
  await expect(properties(page)).toContainText('15.0.0')
  await expect(properties(page)).toContainText('System version (set by an operator)')

  await page.getByRole('link', { name: 'Set target release' }).click()
  await expect(page).toHaveURL(/\/system\/update\/set-target-release$/)
  const form = page.getByRole('dialog', { name: 'Set target release' })
  const version = form.getByLabel('System version')
  const submit = form.getByRole('button', { name: 'Set target release' })

  // Not a version, then an older one: the form says why, nothing is sent.
  await typeInto(version, '16')
  await submit.click()
  await expect(form.getByText('Use a version like 1.2.3')).toBeVisible()
  await expect(page.getByRole('alertdialog')).toBeHidden()
  await typeInto(version, '14.0.0')
  await expect(form.getByText('Older than the current target release (15.0.0)')).toBeVisible()

  // A version whose repository was never uploaded: confirmed, and Nexus's answer shows in the form.
  await typeInto(version, '17.0.0')
  await submit.click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('The rack will update to system version 17.0.0')
  await expect(confirm).toContainText('fleet-wide')
  await confirm.getByRole('button', { name: 'Set target release' }).click()
  await expect(form.getByText('not found: tuf-repo with id "17.0.0"')).toBeVisible()
  await expect(version).toHaveValue('17.0.0')

  // Cancelling the confirm sends nothing.
  await typeInto(version, '16.0.0')
  await submit.click()
  await expect(page.getByRole('alertdialog')).toContainText('16.0.0')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('alertdialog')).toBeHidden()
  await expect(form).toBeVisible()

  await submit.click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Set target release' }).click()
  await expect(page.getByText('Target release 16.0.0 set')).toBeVisible()
  await expect(page).toHaveURL(/\/system\/update$/)
  await expect(properties(page)).toContainText('16.0.0')
  await expect(properties(page)).toContainText(/Generation\s*3/i)
})

test('mark a sled non provisionable from the list and provisionable again from its page', { tag: '@firefox' }, async ({ page }) => {
  await openConsole(page, '/system/silos')
  await navTo(page, 'Inventory')
  const sleds = page.getByRole('table', { name: 'Sleds' })
  const sled = rowWith(sleds, 'BRM42220014')
  await expect(sled).toContainText('provisionable')

  await sled.getByRole('button', { name: /^Actions for / }).click()
  await page.getByRole('menuitem', { name: 'Mark non provisionable' }).click()
  await expect(page.getByRole('alertdialog')).toContainText('No new instances or disks will be placed on this sled')
  await confirmIn(page, 'Mark non provisionable', 'Sled BRM42220014 marked non provisionable')
  await expect(sled).toContainText('non provisionable')

  await sled.getByRole('link').first().click()
  await expect(page.getByRole('heading', { name: 'Sled BRM42220014' })).toBeVisible()
  await page.getByRole('button', { name: 'Mark provisionable' }).click()
  await expect(page.getByRole('alertdialog')).toContainText('New instances and disks may be placed on this sled')
  await confirmIn(page, 'Mark provisionable', 'Sled BRM42220014 marked provisionable')
  await expect(page.getByRole('button', { name: 'Mark non provisionable' })).toBeVisible()
})

test('add an uninitialized sled to the rack: it leaves the list and is one of the sleds', async ({ page }) => {
  await openConsole(page, '/system/inventory/sleds')
  await page.getByRole('tab', { name: 'Uninitialized sleds' }).click()
  await expect(page).toHaveURL(/\/system\/inventory\/sleds-uninitialized$/)
  const seen = page.getByRole('table', { name: 'Uninitialized sleds' })
  await expect(seen.getByRole('row')).toHaveCount(3)
  const row = rowWith(seen, 'BRM42220063')
  await expect(row).toContainText('14')

  await row.getByRole('button', { name: 'Add to rack' }).click()
  await expect(page.getByRole('alertdialog')).toContainText(
    'Add sled BRM42220063 (part 913-0000019, cubby 14) to the rack?',
  )
  await confirmIn(page, 'Add to rack', 'Sled BRM42220063 added to the rack')
  await expect(row).toBeHidden()
  await expect(seen.getByRole('row')).toHaveCount(2)

  await page.getByRole('tab', { name: 'Sleds', exact: true }).click()
  const added = rowWith(page.getByRole('table', { name: 'Sleds' }), 'BRM42220063')
  await expect(added).toContainText('provisionable')
  await expect(added).toContainText('active')
})

test('a fleet viewer sees the writes disabled, with the reason', async ({ page }) => {
  await openConsole(page)
  await signOut(page)
  await signIn(page, 'grace-hopper')
  await expect(page).toHaveURL(/\/projects$/)
  // In-app only: a reload would start the preview over, signed in as the admin.
  await page.getByRole('button', { name: 'Switch between silo and system' }).click()
  await page.getByRole('menuitem', { name: 'System' }).click()
  await expect(page).toHaveURL(/\/system\/silos$/)

  await navTo(page, 'Update')
  await expect(properties(page)).toContainText('15.0.0')
  await expect(page.getByRole('button', { name: 'Set target release' })).toBeDisabled()
  await expect(page.getByText('Only a fleet admin can set the target release')).toBeAttached()

  await navTo(page, 'Inventory')
  const sled = rowWith(page.getByRole('table', { name: 'Sleds' }), 'BRM42220014')
  await sled.getByRole('button', { name: /^Actions for / }).click()
  await expect(page.getByRole('menuitem', { name: 'Mark non provisionable' })).toBeDisabled()
  await expect(page.getByText('Only a fleet admin can change the rack’s sleds').first()).toBeVisible()
  await closeMenu(page)

  await page.getByRole('tab', { name: 'Uninitialized sleds' }).click()
  const row = rowWith(page.getByRole('table', { name: 'Uninitialized sleds' }), 'BRM42220063')
  await expect(row.getByRole('button', { name: 'Add to rack' })).toBeDisabled()
})

test('a sled’s disks tab lists its drives, and a disk and the rack open from there', async ({ page }) => {
  await openConsole(page, '/system/inventory/sleds')
  const sleds = page.getByRole('table', { name: 'Sleds' })
  await rowWith(sleds, 'BRM42220014').getByRole('link').first().click()
  await expect(page.getByRole('heading', { name: 'Sled BRM42220014' })).toBeVisible()
  await page.getByRole('tab', { name: 'Disks' }).click()
  await expect(page).toHaveURL(/\/sleds\/[^/]+\/disks$/)
  const disks = page.getByRole('table', { name: 'Physical disks' })
  // Ten U.2 and two M.2 drives, and the header row.
  await expect(disks.getByRole('row')).toHaveCount(13)
  await expect(rowWith(disks, 'A084A7040000')).toContainText('U.2')
  await rowWith(disks, 'A084A7040000').getByRole('link').click()
  await expect(page.getByRole('heading', { name: 'Disk A084A7040000' })).toBeVisible()
  await expect(page.getByText('WUS4C6432DSP3X3')).toBeVisible()
  await page.getByRole('link', { name: 'BRM42220014' }).click()
  await expect(page).toHaveURL(/\/sleds\/[^/]+\/disks$/)

  // The sled's rack: its four sleds and its switches.
  await page.locator('dl > div').filter({ hasText: 'Rack' }).getByRole('link').click()
  await expect(page.getByRole('heading', { name: 'Rack', exact: true })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Sleds' }).getByRole('row')).toHaveCount(5)
  await expect(page.getByRole('table', { name: 'Switches' }).getByRole('row').nth(1)).toBeVisible()
})
