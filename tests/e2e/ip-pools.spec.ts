import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { closeMenu, navTo, openConsole, signIn, signOut, typeInto } from './helpers'

// Seed: ip-pool-1 (maze-war's default, two IPv4 ranges) … ip-pool-4 (linked to
// no silo); silos maze-war, myriad and thrax. Each test has its own in-page mock.

async function rowAction(page: Page, row: Locator, item: string) {
  await row.getByRole('button', { name: /^Actions for / }).click()
  await page.getByRole('menuitem', { name: item }).click()
}

const rowWith = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text })

async function confirmIn(page: Page, button: string, toast: string) {
  const confirm = page.getByRole('alertdialog')
  await confirm.getByRole('button', { name: button }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText(toast)).toBeVisible()
}

test('the list shows each pool’s addresses in use', async ({ page }) => {
  await openConsole(page, '/system/silos')
  await navTo(page, 'IP Pools')
  await expect(page).toHaveURL(/\/system\/networking\/ip-pools$/)
  const pools = page.getByRole('table', { name: 'IP Pools' })
  await expect(rowWith(pools, 'ip-pool-1')).toContainText(/\d+ \/ 122/)
  await expect(rowWith(pools, 'ip-pool-3')).toContainText('65,535')
  await expect(rowWith(pools, 'ip-pool-4')).toContainText('0 / 5 (0%)')
})

test('create a pool, add IPv4 and IPv6 ranges, link a silo as default, unlink, remove the ranges, delete the pool', { tag: '@firefox' }, async ({
  page,
}) => {
  await openConsole(page, '/system/networking/ip-pools')
  await page.getByRole('link', { name: 'New IP pool' }).first().click()
  const create = page.getByRole('dialog', { name: 'Create IP pool' })
  await typeInto(create.getByLabel('Name'), 'E2E')
  await typeInto(create.getByLabel('Description'), 'made in e2e')
  await create.getByRole('button', { name: 'Create IP pool' }).click()
  await expect(create.getByText('Must start with a lower-case letter')).toBeVisible()
  await typeInto(create.getByLabel('Name'), 'e2e-pool')
  await create.getByRole('button', { name: 'Create IP pool' }).click()
  await expect(page.getByText('IP pool e2e-pool created')).toBeVisible()
  await expect(page).toHaveURL(/\/system\/networking\/ip-pools\/e2e-pool$/)
  await expect(page.getByRole('heading', { name: 'e2e-pool' })).toBeVisible()
  await expect(page.getByText('No IP ranges')).toBeVisible()

  // An IPv4 range: the form checks addresses, version and order first; nothing typed is lost.
  await page.getByRole('link', { name: 'Add range' }).first().click()
  const add = page.getByRole('dialog', { name: 'Add IP range' })
  await typeInto(add.getByLabel('First address'), '10.20.0.300')
  await typeInto(add.getByLabel('Last address'), '10.20.0.1')
  await add.getByRole('button', { name: 'Add IP range' }).click()
  await expect(add.getByText('Not a valid IP address')).toBeVisible()
  await typeInto(add.getByLabel('First address'), '10.20.0.9')
  await expect(add.getByText('Last address must not come before the first')).toBeVisible()
  await typeInto(add.getByLabel('Last address'), 'fd20::1')
  await expect(add.getByText('First and last addresses must both be IPv4 or both be IPv6')).toBeVisible()
  await expect(add.getByLabel('First address')).toHaveValue('10.20.0.9')
  // Nexus refuses a range overlapping another pool's (ip-pool-2 holds 10.0.0.20–30): its words, in the form.
  await typeInto(add.getByLabel('First address'), '10.0.0.25')
  await typeInto(add.getByLabel('Last address'), '10.0.0.40')
  await add.getByRole('button', { name: 'Add IP range' }).click()
  await expect(add.getByText('The provided IP range 10.0.0.25-10.0.0.40 overlaps with an existing range')).toBeVisible()
  await expect(add.getByLabel('Last address')).toHaveValue('10.0.0.40')
  await typeInto(add.getByLabel('First address'), '10.20.0.1')
  await typeInto(add.getByLabel('Last address'), '10.20.0.9')
  await expect(add.getByText('9 addresses')).toBeVisible()
  await add.getByRole('button', { name: 'Add IP range' }).click()
  await expect(add).toBeHidden()
  await expect(page.getByText('IP range 10.20.0.1–10.20.0.9 added')).toBeVisible()
  const ranges = page.getByRole('table', { name: 'IP ranges' })
  await expect(rowWith(ranges, '10.20.0.1')).toContainText('IPv4')
  const property = (label: string) => page.locator('dl > div').filter({ hasText: label })
  await expect(property('IPv4 in use')).toContainText('0 / 9 (0%)')

  // An IPv6 /64: 2^64 addresses, shown compact, every digit a hover (or focus) away.
  await page.getByRole('link', { name: 'Add range' }).first().click()
  await typeInto(add.getByLabel('First address'), 'fd20::')
  await typeInto(add.getByLabel('Last address'), 'fd20::ffff:ffff:ffff:ffff')
  await expect(add.getByText('18,446,744,073,709,551,616 addresses')).toBeVisible()
  await add.getByRole('button', { name: 'Add IP range' }).click()
  await expect(page.getByText('IP range fd20::–fd20::ffff:ffff:ffff:ffff added')).toBeVisible()
  await expect(rowWith(ranges, 'fd20::ffff:ffff:ffff:ffff')).toContainText('IPv6')
  await expect(property('IPv6 in use')).toContainText('0 / 1.84E19 (0%)')
  const capacity = property('IPv6 in use').getByText('1.84E19')
  await expect(capacity).toHaveAttribute('title', '18,446,744,073,709,551,616')
  await capacity.focus()
  await expect(page.getByRole('tooltip')).toHaveText('18,446,744,073,709,551,616')

  // Rename through the pool's Actions menu.
  await page.getByRole('button', { name: 'IP pool actions' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit IP pool' })
  await expect(edit.getByLabel('Name')).toHaveValue('e2e-pool')
  await typeInto(edit.getByLabel('Description'), 'edited in e2e')
  await edit.getByRole('button', { name: 'Update IP pool' }).click()
  await expect(page.getByText('IP pool e2e-pool updated')).toBeVisible()
  await expect(page.getByText('edited in e2e')).toBeVisible()

  // Linked silos: link maze-war as its default pool (ip-pool-1 was), then unlink it.
  await page.getByRole('tab', { name: 'Linked silos' }).click()
  await expect(page).toHaveURL(/\/ip-pools\/e2e-pool\?tab=silos$/)
  await expect(page.getByText('No linked silos')).toBeVisible()
  await page.getByRole('button', { name: 'Link silo' }).first().click()
  const link = page.getByRole('dialog', { name: 'Link silo' })
  await link.getByRole('button', { name: 'Link' }).click()
  await expect(link.getByText('Silo is required')).toBeVisible()
  await link.getByRole('combobox', { name: 'Silo' }).selectOption('maze-war')
  await link.getByLabel('Make this the silo’s default pool').check()
  await link.getByRole('button', { name: 'Link' }).click()
  await expect(link).toBeHidden()
  await expect(page.getByText('Silo maze-war linked to e2e-pool as its default pool')).toBeVisible()
  const silos = page.getByRole('table', { name: 'Linked silos' })
  const mazeWar = rowWith(silos, 'maze-war')
  await expect(mazeWar).toContainText('default')
  await mazeWar.getByRole('button', { name: 'Actions for maze-war' }).click()
  await expect(page.getByRole('menuitem', { name: 'Make default' })).toHaveAttribute('aria-disabled', 'true')
  await closeMenu(page)

  await rowAction(page, mazeWar, 'Unlink')
  await expect(page.getByRole('alertdialog')).toContainText('It is the silo’s default pool')
  await confirmIn(page, 'Unlink', 'Silo maze-war unlinked from e2e-pool')
  await expect(page.getByText('No linked silos')).toBeVisible()

  // Nexus keeps a pool that has ranges: the dialog reads them first, gives Nexus's reason and offers no Delete.
  await page.getByRole('button', { name: 'IP pool actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('IP Pool cannot be deleted while it contains IP ranges')
  await expect(confirm.getByRole('region', { name: '2 ranges' })).toContainText('10.20.0.1–10.20.0.9')
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeDisabled()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()

  // Remove the ranges; then the pool goes.
  await page.getByRole('tab', { name: 'IP ranges' }).click()
  await expect(page).toHaveURL(/\/ip-pools\/e2e-pool$/)
  await rowAction(page, rowWith(ranges, '10.20.0.1'), 'Remove')
  await confirmIn(page, 'Remove', 'IP range 10.20.0.1–10.20.0.9 removed')
  await rowAction(page, rowWith(ranges, 'fd20::'), 'Remove')
  await confirmIn(page, 'Remove', 'IP range fd20::–fd20::ffff:ffff:ffff:ffff removed')
  await expect(page.getByText('No IP ranges')).toBeVisible()

  await page.getByRole('button', { name: 'IP pool actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await confirmIn(page, 'Delete', 'IP pool e2e-pool deleted')
  await expect(page).toHaveURL(/\/system\/networking\/ip-pools$/)
  await expect(rowWith(page.getByRole('table', { name: 'IP Pools' }), 'e2e-pool')).toHaveCount(0)
})

test('an unknown pool is not found', async ({ page }) => {
  await openConsole(page, '/system/networking/ip-pools/nope')
  await expect(page.getByText('Page not found')).toBeVisible()
})

// The service pool (oxide-service-pool): 198.51.100.1–20, which holds the
// services' own addresses, and 198.51.100.100–110, free.
test('the service pool: linked from the pools, an IPv4 range added, a range the services use refused in Nexus’s words', async ({ page }) => {
  await openConsole(page, '/system/networking/ip-pools')
  await page.getByRole('link', { name: 'service IP pool' }).click()
  await expect(page).toHaveURL(/\/system\/networking\/ip-pools-service$/)
  await expect(page.getByRole('heading', { name: 'Service IP pool' })).toBeVisible()
  await expect(page.getByText('it cannot be linked to a silo')).toBeVisible()
  const ranges = page.getByRole('table', { name: 'IP ranges' })
  await expect(rowWith(ranges, '198.51.100.100')).toContainText('11')

  await page.getByRole('link', { name: 'Add range' }).first().click()
  const add = page.getByRole('dialog', { name: 'Add IP range' })
  await typeInto(add.getByLabel('First address'), 'fd00:5::1')
  await typeInto(add.getByLabel('Last address'), 'fd00:5::9')
  await add.getByRole('button', { name: 'Add IP range' }).click()
  await expect(add.getByText('The service pool takes IPv4 ranges only')).toBeVisible()
  await typeInto(add.getByLabel('First address'), '198.51.100.200')
  await typeInto(add.getByLabel('Last address'), '198.51.100.209')
  await add.getByRole('button', { name: 'Add IP range' }).click()
  await expect(add).toBeHidden()
  await expect(page.getByText('IP range 198.51.100.200–198.51.100.209 added')).toBeVisible()
  await expect(rowWith(ranges, '198.51.100.200')).toContainText('10')

  const inUse = ranges.getByRole('button', { name: 'Actions for 198.51.100.1–198.51.100.20' })
  await inUse.click()
  await page.getByRole('menuitem', { name: 'Remove' }).click()
  await expect(page.getByRole('alertdialog')).toContainText('Remove the range 198.51.100.1–198.51.100.20 from the service IP pool?')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
  await expect(
    page.getByText('IP pool ranges cannot be deleted while external IP addresses are allocated from them'),
  ).toBeVisible()
  // The dialog stays open on a refusal; the range stays.
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
  await expect(inUse).toBeVisible()
})

test('a fleet viewer reads the service pool, its writes disabled with the reason', async ({ page }) => {
  await openConsole(page)
  await signOut(page)
  await signIn(page, 'grace-hopper')
  await expect(page).toHaveURL(/\/projects$/)
  // In-app only: a reload would start the preview over, signed in as the admin.
  await page.getByRole('button', { name: 'Switch between silo and system' }).click()
  await page.getByRole('menuitem', { name: 'System' }).click()
  await navTo(page, 'IP Pools')
  await page.getByRole('link', { name: 'service IP pool' }).click()
  await expect(page.getByRole('heading', { name: 'Service IP pool' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add range' })).toBeDisabled()
  await expect(page.getByText('Only a fleet admin can change the service pool’s ranges').first()).toBeAttached()
  const ranges = page.getByRole('table', { name: 'IP ranges' })
  await rowWith(ranges, '198.51.100.100').getByRole('button', { name: /^Actions for / }).click()
  await expect(page.getByRole('menuitem', { name: 'Remove' })).toBeDisabled()
  await closeMenu(page)
})

test('a fleet viewer reads the pools, every write disabled with the reason', async ({ page }) => {
  await openConsole(page)
  await signOut(page)
  await signIn(page, 'grace-hopper')
  await expect(page).toHaveURL(/\/projects$/)
  // In-app only: a reload would start the preview over, signed in as the admin.
  await page.getByRole('button', { name: 'Switch between silo and system' }).click()
  await page.getByRole('menuitem', { name: 'System' }).click()
  await navTo(page, 'IP Pools')
  const pools = 'Only a fleet admin can create, edit or delete IP pools'
  await expect(page.getByRole('button', { name: 'New IP pool' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'New IP pool' })).toHaveAccessibleDescription(pools)
  await rowWith(page.getByRole('table', { name: 'IP Pools' }), 'ip-pool-4').getByRole('button', { name: /^Actions for / }).click()
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeDisabled()
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveAccessibleDescription(pools)
  await closeMenu(page)

  await page.getByRole('link', { name: 'ip-pool-1' }).click()
  await expect(page.getByRole('button', { name: 'Add range' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Add range' })).toHaveAccessibleDescription('Only a fleet admin can change a pool’s ranges')
  await page.getByRole('tab', { name: 'Linked silos' }).click()
  await expect(page.getByRole('button', { name: 'Link silo' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Link silo' })).toHaveAccessibleDescription(
    'Only a fleet admin can change which silos a pool is linked to',
  )
})
