import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { actAs, navTo, openConsole, typeInto } from './helpers'

// Rack networking. Seed: address lots initial-infra (infra: 172.20.15.1–254 and
// fd00:99::1–ff) and uplink-pool (pool); switch0's loopback 172.20.15.10/32
// from initial-infra (so that lot is in use); the allow-list lets any source
// in. The mock's client address is 192.168.1.20. Each test has its own mock.

const rowWith = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text })

async function rowAction(page: Page, row: Locator, item: string) {
  await row.getByRole('button', { name: /^Actions for / }).click()
  await page.getByRole('menuitem', { name: item }).click()
}

test('create an address lot with two blocks, view them, delete it; a lot in use is refused', async ({ page }) => {
  await openConsole(page, '/system/silos')
  await navTo(page, 'Address lots')
  await expect(page).toHaveURL(/\/system\/networking\/address-lots$/)
  const lots = page.getByRole('table', { name: 'Address lots' })
  await expect(rowWith(lots, 'initial-infra')).toContainText('Infrastructure')
  await expect(rowWith(lots, 'uplink-pool')).toContainText('Pool')

  await page.getByRole('link', { name: 'New address lot' }).first().click()
  await expect(page).toHaveURL(/\/system\/networking\/address-lots-new$/)
  const form = page.getByRole('dialog', { name: 'New address lot' })
  await typeInto(form.getByLabel('Name'), 'e2e-lot')
  await typeInto(form.getByLabel('Description'), 'made in e2e')
  await form.getByRole('radio', { name: /^Pool/ }).check()
  await typeInto(form.getByLabel('Block 1 first address'), '10.30.0.9')
  await typeInto(form.getByLabel('Block 1 last address'), '10.30.0.1')
  await form.getByRole('button', { name: 'Add block' }).click()
  await typeInto(form.getByLabel('Block 2 first address'), 'fd30::1')
  await typeInto(form.getByLabel('Block 2 last address'), '10.30.1.1')
  await form.getByRole('button', { name: 'Create address lot' }).click()
  // Each block's own message, on its field; nothing typed is lost.
  await expect(form.getByText('Last address must not come before the first')).toBeVisible()
  await expect(form.getByText('First and last addresses must both be IPv4 or both be IPv6')).toBeVisible()
  await typeInto(form.getByLabel('Block 1 first address'), '10.30.0.1')
  await typeInto(form.getByLabel('Block 1 last address'), '10.30.0.9')
  await typeInto(form.getByLabel('Block 2 last address'), 'fd30::ff')
  await expect(form.getByText('255 addresses')).toBeVisible()
  await form.getByRole('button', { name: 'Create address lot' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByText('Address lot e2e-lot created')).toBeVisible()
  await expect(rowWith(lots, 'e2e-lot')).toContainText('made in e2e')

  // Its blocks, in a side modal with its own URL.
  await lots.getByRole('link', { name: 'e2e-lot' }).click()
  await expect(page).toHaveURL(/\/system\/networking\/address-lots\/e2e-lot$/)
  const details = page.getByRole('dialog', { name: 'Address lot' })
  const blocks = details.getByRole('table', { name: 'Blocks' })
  await expect(rowWith(blocks, '10.30.0.1')).toContainText('10.30.0.9')
  await expect(rowWith(blocks, 'fd30::1')).toContainText('255')
  await details.getByRole('button', { name: 'Close' }).first().click()
  await expect(details).toBeHidden()
  await expect(page).toHaveURL(/\/system\/networking\/address-lots$/)

  // A lot a loopback address uses: Nexus's refusal, the lot stays.
  await rowAction(page, rowWith(lots, 'initial-infra'), 'Delete')
  const refused = page.getByRole('alertdialog')
  await refused.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('lot is in use')).toBeVisible()
  await refused.getByRole('button', { name: 'Cancel' }).click()
  await expect(refused).toBeHidden()
  await expect(rowWith(lots, 'initial-infra')).toBeVisible()

  await rowAction(page, rowWith(lots, 'e2e-lot'), 'Delete')
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('e2e-lot')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Address lot e2e-lot deleted')).toBeVisible()
  await expect(rowWith(lots, 'e2e-lot')).toHaveCount(0)
})

test('add and remove a loopback address', async ({ page }) => {
  await openConsole(page, '/system/networking/loopback-addresses')
  const table = page.getByRole('table', { name: 'Loopback addresses' })
  await expect(rowWith(table, '172.20.15.10/32')).toContainText('initial-infra')

  await page.getByRole('link', { name: 'New loopback address' }).first().click()
  await expect(page).toHaveURL(/\/system\/networking\/loopback-addresses-new$/)
  const form = page.getByRole('dialog', { name: 'New loopback address' })
  await form.getByRole('radio', { name: 'switch1' }).check()
  await typeInto(form.getByRole('textbox', { name: 'Address', exact: true }), '172.20.15')
  await typeInto(form.getByLabel('Mask'), '33')
  await form.getByRole('button', { name: 'Create loopback address' }).click()
  await expect(form.getByText('Not a valid IP address')).toBeVisible()
  // An address outside the lot: Nexus's words, in the form.
  await typeInto(form.getByRole('textbox', { name: 'Address', exact: true }), '10.99.0.1')
  await expect(form.getByText('Mask must be 32 or less for this address')).toBeVisible()
  await typeInto(form.getByLabel('Mask'), '32')
  await form.getByRole('button', { name: 'Create loopback address' }).click()
  await expect(form.getByText('address not in lot')).toBeVisible()
  await typeInto(form.getByRole('textbox', { name: 'Address', exact: true }), '172.20.15.12')
  await form.getByRole('button', { name: 'Create loopback address' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByText('Loopback address 172.20.15.12/32 created')).toBeVisible()
  const added = rowWith(table, '172.20.15.12/32')
  await expect(added).toContainText('switch1')
  await expect(added).toContainText('initial-infra')

  await rowAction(page, added, 'Delete')
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('switch1')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Loopback address 172.20.15.12/32 deleted')).toBeVisible()
  await expect(added).toHaveCount(0)
})

test('edit the allow-list: a bad network, a duplicate, the warning, Nexus’s refusal, save; then any source again', async ({
  page,
}) => {
  await openConsole(page, '/system/networking/allow-list')
  await expect(page.getByText('Any source')).toBeVisible()
  await page.getByRole('link', { name: 'Edit allow-list' }).click()
  await expect(page).toHaveURL(/\/system\/networking\/allow-list\/edit$/)
  const form = page.getByRole('dialog', { name: 'Edit allow-list' })
  await form.getByRole('radio', { name: /^Only these addresses/ }).check()
  const entry = form.getByLabel('Address or network')
  await typeInto(entry, '10.0.0/8')
  await form.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(form.getByText('Not a valid IP address')).toBeVisible()
  await typeInto(entry, '10.0.0.0/33')
  await expect(form.getByText('Not a valid IP address')).toBeHidden()
  await entry.press('Enter')
  await expect(form.getByText('Max width for IPv4 is 32')).toBeVisible()
  await typeInto(entry, '10.0.0.0/8')
  await entry.press('Enter')
  const entries = form.getByRole('table', { name: 'Addresses and networks' })
  await expect(rowWith(entries, '10.0.0.0/8')).toBeVisible()
  await expect(entry).toHaveValue('')
  await typeInto(entry, '10.0.0.0/8')
  await entry.press('Enter')
  await expect(form.getByText('Items must be unique')).toBeVisible()
  await entry.clear()

  // Saving a list asks first, and says the console cannot tell the browser's address.
  await form.getByRole('button', { name: 'Save allow-list' }).click()
  const warning = page.getByRole('alertdialog')
  await expect(warning).toContainText('cannot tell which address')
  await warning.getByRole('button', { name: 'Save allow-list' }).click()
  // The mock's client (192.168.1.20) is not in it: Nexus refuses, the form keeps the list.
  await expect(form.getByText(/would prevent access from the current client/)).toBeVisible()
  await expect(rowWith(entries, '10.0.0.0/8')).toBeVisible()

  await typeInto(entry, '192.168.1.0/24')
  await entry.press('Enter')
  await form.getByRole('button', { name: 'Save allow-list' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save allow-list' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByText('Allow-list (2 entries) saved')).toBeVisible()
  const saved = page.getByRole('table', { name: 'Allowed addresses and networks' })
  await expect(rowWith(saved, '10.0.0.0/8')).toBeVisible()
  await expect(rowWith(saved, '192.168.1.0/24')).toBeVisible()

  // Any source again: nothing to warn about.
  await page.getByRole('link', { name: 'Edit allow-list' }).click()
  await form.getByRole('radio', { name: 'Any source' }).check()
  await form.getByRole('button', { name: 'Save allow-list' }).click()
  await expect(page.getByText('Allow-list (any source) saved')).toBeVisible()
  await expect(saved).toBeHidden()
})

test('a fleet viewer sees the pages read-only, each write disabled with its reason', async ({ page }) => {
  await openConsole(page, '/system/networking/address-lots')
  await actAs(page, 'grace-hopper')
  const reason = 'Only a fleet admin can change the rack’s networking'
  const create = page.getByRole('button', { name: 'New address lot' })
  await expect(create).toBeDisabled()
  await expect(create).toHaveAccessibleDescription(reason)
  await expect(page.getByRole('table', { name: 'Address lots' })).toContainText('initial-infra')
  await navTo(page, 'Loopback addresses')
  await expect(page.getByRole('button', { name: 'New loopback address' })).toBeDisabled()
  await navTo(page, 'Allow-list')
  const edit = page.getByRole('button', { name: 'Edit allow-list' })
  await expect(edit).toBeDisabled()
  await expect(edit).toHaveAccessibleDescription(reason)
})
