import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openConsole, typeInto } from './helpers'

// Seed: analytics is stopped (boot disk analytics-boot), db1 is running
// (boot disk disk-1, also disk-2); disk-3 is detached. Each test has its own
// in-page mock, so they do not see each other's changes.
const storage = (instance: string) => `/projects/mock-project/instances/${instance}/storage`
const networking = (instance: string) => `/projects/mock-project/instances/${instance}/networking`

const otherDisks = (page: Page) => page.getByRole('table', { name: 'Other disks' })
const rowOf = (page: Page, table: string, text: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text })

async function rowAction(page: Page, table: string, rowText: string, action: string) {
  await rowOf(page, table, rowText).getByRole('button', { name: /^Actions for / }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

test('attach an existing disk to a stopped instance, then detach it', async ({ page }) => {
  await openConsole(page, storage('analytics'))
  await expect(page.getByRole('table', { name: 'Boot disk' })).toContainText('analytics-boot')

  await page.getByRole('button', { name: 'Attach existing disk' }).click()
  const modal = page.getByRole('dialog', { name: 'Attach disk' })
  // Only disks that may be attached are offered.
  await expect(modal.getByRole('option', { name: /^disk-3/ })).toHaveCount(1)
  await expect(modal.getByRole('option', { name: /^disk-1 / })).toHaveCount(0)
  await modal.getByRole('button', { name: 'Attach disk' }).click()
  await expect(modal.getByText('Disk is required')).toBeVisible()
  await modal.getByRole('combobox', { name: 'Disk' }).selectOption('disk-3')
  await modal.getByRole('button', { name: 'Attach disk' }).click()
  await expect(modal).toBeHidden()
  await expect(page.getByText('Disk disk-3 attached')).toBeVisible()
  const row = rowOf(page, 'Other disks', 'disk-3')
  // attaching → attached: the list polls until it settles.
  await expect(row).toContainText('attached', { timeout: 15_000 })
  await expect(row).not.toContainText('attaching')

  await rowAction(page, 'Other disks', 'disk-3', 'Detach')
  await expect(page.getByText('Disk disk-3 detached')).toBeVisible()
  await expect(otherDisks(page).getByRole('row').filter({ hasText: 'disk-3' })).toHaveCount(0, { timeout: 15_000 })
})

test('create a new disk on a stopped instance', async ({ page }) => {
  await openConsole(page, storage('analytics'))
  await page.getByRole('button', { name: 'Create new disk' }).click()
  const modal = page.getByRole('dialog', { name: 'Create disk' })
  await typeInto(modal.getByLabel('Name'), 'e2e-disk')
  await typeInto(modal.getByLabel('Size'), '2000')
  await modal.getByRole('button', { name: 'Create disk' }).click()
  await expect(modal.getByText('Must be 1023 GiB or less')).toBeVisible()
  await typeInto(modal.getByLabel('Size'), '5')
  await modal.getByRole('button', { name: 'Create disk' }).click()
  await expect(modal).toBeHidden()
  await expect(page.getByText('Disk e2e-disk created and attached')).toBeVisible()
  await expect(rowOf(page, 'Other disks', 'e2e-disk')).toContainText('5 GiB')
})

test('snapshot a disk', async ({ page }) => {
  await openConsole(page, storage('db1'))
  await rowAction(page, 'Other disks', 'disk-2', 'Snapshot')
  await expect(page.getByText('Snapshot of disk disk-2 created')).toBeVisible()
})

test('a running instance cannot take disks, and says why', async ({ page }) => {
  await openConsole(page, storage('db1'))
  await expect(rowOf(page, 'Other disks', 'disk-2')).toBeVisible()
  const reason = 'Only available when the instance is creating or stopped'
  for (const name of ['Attach existing disk', 'Create new disk']) {
    const button = page.getByRole('button', { name })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAccessibleDescription(reason)
  }
  await rowOf(page, 'Other disks', 'disk-2').getByRole('button', { name: /^Actions for / }).click()
  const detach = page.getByRole('menuitem', { name: 'Detach' })
  await expect(detach).toHaveAttribute('aria-disabled', 'true')
  await expect(detach).toHaveAccessibleDescription('Only available when the instance is creating, stopped or failed')
})

test('add and delete a network interface on a stopped instance', async ({ page }) => {
  await openConsole(page, networking('analytics'))
  await expect(rowOf(page, 'Network interfaces', 'nic0')).toContainText('primary')

  await page.getByRole('button', { name: 'Add network interface' }).click()
  const modal = page.getByRole('dialog', { name: 'Add network interface' })
  await typeInto(modal.getByLabel('Name'), 'nic-e2e')
  await modal.getByLabel('VPC').selectOption('mock-vpc')
  await expect(modal.getByLabel('Subnet')).not.toHaveValue('')
  await typeInto(modal.getByLabel('IP address'), 'not-an-ip')
  await modal.getByRole('button', { name: 'Add network interface' }).click()
  await expect(modal.getByText('Not a valid IP address')).toBeVisible()
  await modal.getByLabel('IP address').clear()
  await modal.getByRole('button', { name: 'Add network interface' }).click()
  await expect(modal).toBeHidden()
  await expect(page.getByText('Network interface nic-e2e added')).toBeVisible()
  await expect(rowOf(page, 'Network interfaces', 'nic-e2e')).toContainText('mock-vpc')

  await rowAction(page, 'Network interfaces', 'nic-e2e', 'Delete')
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('nic-e2e')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText('Network interface nic-e2e deleted')).toBeVisible()
  await expect(rowOf(page, 'Network interfaces', 'nic-e2e')).toHaveCount(0)
})

test('a running instance keeps its network interfaces', async ({ page }) => {
  await openConsole(page, networking('db1'))
  const add = page.getByRole('button', { name: 'Add network interface' })
  await expect(add).toBeDisabled()
  await expect(add).toHaveAccessibleDescription('Only available when the instance is stopped')
})

test('attach and detach an ephemeral IP', async ({ page }) => {
  await openConsole(page, networking('analytics'))
  const attach = page.getByRole('button', { name: 'Attach ephemeral IP' })
  await attach.click()
  const modal = page.getByRole('dialog', { name: 'Attach ephemeral IP' })
  const pool = modal.getByLabel('IP pool')
  await expect(pool).toBeEnabled()
  // The silo's default pool is the choice, listed once among the silo's pools.
  await expect(pool).toHaveValue('ip-pool-1')
  await expect(pool.getByRole('option')).toHaveText(['ip-pool-1 (default)', 'ip-pool-2'])
  await modal.getByRole('button', { name: 'Attach' }).click()
  await expect(modal).toBeHidden()
  await expect(page.getByText(/^Ephemeral IP .+ attached$/)).toBeVisible()
  await expect(rowOf(page, 'External IPs', 'Ephemeral')).toHaveCount(1)
  // One ephemeral IP per instance.
  await expect(attach).toBeDisabled()
  await expect(attach).toHaveAccessibleDescription('This instance already has an ephemeral IP')

  await rowAction(page, 'External IPs', 'Ephemeral', 'Detach')
  const confirm = page.getByRole('alertdialog')
  await confirm.getByRole('button', { name: 'Detach' }).click()
  await expect(confirm).toBeHidden()
  await expect(rowOf(page, 'External IPs', 'Ephemeral')).toHaveCount(0)
  await expect(attach).toBeEnabled()
})

test('unset and set the boot disk of a stopped instance', async ({ page }) => {
  await openConsole(page, storage('analytics'))
  await rowAction(page, 'Boot disk', 'analytics-boot', 'Unset as boot disk')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unset boot disk' }).click()
  await expect(page.getByText('Boot disk unset')).toBeVisible()
  await expect(page.getByText('No boot disk set')).toBeVisible()
  await expect(rowOf(page, 'Other disks', 'analytics-boot')).toHaveCount(1)

  await rowAction(page, 'Other disks', 'analytics-boot', 'Set as boot disk')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Set boot disk' }).click()
  await expect(page.getByText('Boot disk set to analytics-boot')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Boot disk' })).toContainText('analytics-boot')
})

test('attach and detach a floating IP; edit a network interface', async ({ page }) => {
  await openConsole(page, networking('analytics'))
  await page.getByRole('button', { name: 'Attach floating IP' }).click()
  const modal = page.getByRole('dialog', { name: 'Attach floating IP' })
  // rootbeer-float is attached to db1 already: not offered.
  await expect(modal.getByRole('option', { name: /rootbeer-float/ })).toHaveCount(0)
  await modal.getByRole('combobox', { name: 'Floating IP' }).selectOption('cola-float')
  await modal.getByRole('button', { name: 'Attach' }).click()
  await expect(page.getByText('Floating IP cola-float attached')).toBeVisible()
  await expect(rowOf(page, 'External IPs', 'cola-float')).toContainText('Floating')

  await rowAction(page, 'External IPs', 'cola-float', 'Detach')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Detach' }).click()
  await expect(rowOf(page, 'External IPs', 'cola-float')).toHaveCount(0)

  await rowAction(page, 'Network interfaces', 'nic0', 'Edit')
  const edit = page.getByRole('dialog', { name: 'Edit network interface' })
  await expect(edit.getByLabel('Make primary')).toBeDisabled()
  await typeInto(edit.getByLabel('Description'), 'edited in e2e')
  await edit.getByRole('button', { name: 'Update network interface' }).click()
  await expect(page.getByText('Network interface nic0 updated')).toBeVisible()
})

test('transit IPs of a stopped instance: a bad network is refused, a good one listed', async ({ page }) => {
  await openConsole(page, networking('analytics'))
  await rowAction(page, 'Network interfaces', 'nic0', 'Edit')
  const edit = page.getByRole('dialog', { name: 'Edit network interface' })
  await typeInto(edit.getByLabel('Description'), 'routes for the VPN')
  await typeInto(edit.getByRole('textbox', { name: 'Transit IP' }), '10.10.0.0/33')
  await edit.getByRole('button', { name: 'Update network interface' }).click()
  // Refused before any request, the form as it was.
  await expect(edit.getByText('Max width for IPv4 is 32')).toBeVisible()
  await expect(edit.getByLabel('Description')).toHaveValue('routes for the VPN')
  await expect(edit.getByRole('textbox', { name: 'Transit IP' })).toHaveValue('10.10.0.0/33')

  await typeInto(edit.getByRole('textbox', { name: 'Transit IP' }), '10.10.0.0/16')
  await edit.getByRole('button', { name: 'Add transit IP' }).click()
  await expect(edit.getByRole('table', { name: 'Transit IPs' })).toContainText('10.10.0.0/16')
  await typeInto(edit.getByRole('textbox', { name: 'Transit IP' }), '10.10.0.0/16')
  await edit.getByRole('button', { name: 'Add transit IP' }).click()
  await expect(edit.getByText('Items must be unique')).toBeVisible()
  await edit.getByRole('textbox', { name: 'Transit IP' }).clear()
  await edit.getByRole('button', { name: 'Update network interface' }).click()
  await expect(page.getByText('Network interface nic0 updated')).toBeVisible()
  await expect(rowOf(page, 'Network interfaces', 'nic0')).toContainText('10.10.0.0/16')
})

test('the connect tab lists the SSH keys the instance was given; the storage tab where its disks came from', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/instances/db1/connect')
  const keys = page.getByRole('table', { name: 'SSH public keys' })
  await expect(keys.getByRole('row').filter({ hasText: 'm1-macbook-pro' })).toBeVisible()
  await expect(keys.getByRole('row').filter({ hasText: 'mac-mini' })).toBeVisible()

  await page.getByRole('tab', { name: 'Storage' }).click()
  await expect(rowOf(page, 'Boot disk', 'disk-1').getByRole('link', { name: 'ubuntu-24-04' })).toBeVisible()
  await expect(rowOf(page, 'Other disks', 'disk-2')).toContainText('blank')
})
