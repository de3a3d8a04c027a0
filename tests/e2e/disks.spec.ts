import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { closeMenu, navTo, openConsole, typeInto } from './helpers'

// Seed: disk-1 and disk-2 are attached to db1 (running; disk-1 is its boot
// disk), disk-3 and disk-4 are detached, and there is a disk in every other
// state. Each test has its own in-page mock, so they do not see each other's changes.
const disks = '/projects/mock-project/disks'

const table = (page: Page) => page.getByRole('table', { name: 'Disks' })
const rowOf = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) })

async function openRowMenu(page: Page, name: string) {
  await rowOf(page, name).getByRole('button', { name: /^Actions for / }).click()
}

test('lists the disks with their size, state and instance', async ({ page }) => {
  await openConsole(page, disks)
  await expect(page.getByRole('heading', { name: 'Disks', exact: true })).toBeVisible()
  await expect(rowOf(page, 'disk-2')).toContainText('20 GiB')
  await expect(rowOf(page, 'disk-2')).toContainText('attached')
  await expect(rowOf(page, 'disk-import-ready')).toContainText('import ready')
  // The attached instance, by name, links to it.
  await rowOf(page, 'disk-2').getByRole('link', { name: 'db1' }).click()
  await expect(page).toHaveURL(/\/projects\/mock-project\/instances\/db1\/storage$/)
})

test('create a blank disk, snapshot it, and find the snapshot on the snapshots page', { tag: '@firefox' }, async ({ page }) => {
  await openConsole(page, disks)
  await page.getByRole('link', { name: 'New disk' }).first().click()
  const modal = page.getByRole('dialog', { name: 'Create disk' })
  // A generated name to start with.
  await expect(modal.getByLabel('Name')).toHaveValue(/^disk-[0-9a-f]{6}$/)
  await typeInto(modal.getByLabel('Name'), 'e2e-blank')
  await modal.getByLabel('Block size').selectOption('512')
  await typeInto(modal.getByRole('spinbutton', { name: /^Size/ }), '0')
  await modal.getByRole('button', { name: 'Create disk' }).click()
  await expect(modal.getByText('Must be at least 1 GiB')).toBeVisible()
  await typeInto(modal.getByRole('spinbutton', { name: /^Size/ }), '5')
  await modal.getByRole('button', { name: 'Create disk' }).click()
  await expect(modal).toBeHidden()
  await expect(page.getByText('Disk e2e-blank created')).toBeVisible()
  await expect(page).toHaveURL(/\/disks$/)
  const row = rowOf(page, 'e2e-blank')
  await expect(row).toContainText('5 GiB')
  await expect(row).toContainText('detached')

  await openRowMenu(page, 'e2e-blank')
  await page.getByRole('menuitem', { name: 'Snapshot' }).click()
  const toast = page.getByText(/^Snapshot e2e-blank-snapshot-[0-9a-f]{6} created$/)
  await expect(toast).toBeVisible()
  const snapshotName = (await toast.textContent())!.replace(/^Snapshot (\S+) created$/, '$1')

  await navTo(page, 'Snapshots')
  await expect(page).toHaveURL(/\/snapshots$/)
  await expect(page.getByRole('cell', { name: snapshotName, exact: true })).toBeVisible()
})

test('a disk made from an image is at least the image’s size', async ({ page }) => {
  await openConsole(page, disks)
  await page.getByRole('link', { name: 'New disk' }).first().click()
  const modal = page.getByRole('dialog', { name: 'Create disk' })
  await typeInto(modal.getByLabel('Name'), 'e2e-from-image')
  await modal.getByRole('radio', { name: 'Image' }).check()
  await modal.getByRole('combobox', { name: 'Image' }).selectOption({ label: 'windows-server-2022 (silo image, 20 GiB)' })
  const size = modal.getByRole('spinbutton', { name: /^Size/ })
  await expect(size).toHaveValue('20')
  await expect(size).toHaveAccessibleDescription('20–1023 GiB; at least the image’s size, 20 GiB')
  await typeInto(size, '19')
  await modal.getByRole('button', { name: 'Create disk' }).click()
  await expect(modal.getByText('Must be at least 20 GiB')).toBeVisible()
  await typeInto(size, '20')
  await modal.getByRole('button', { name: 'Create disk' }).click()
  await expect(page.getByText('Disk e2e-from-image created')).toBeVisible()
  await expect(rowOf(page, 'e2e-from-image')).toContainText('20 GiB')
})

test('delete a detached disk', async ({ page }) => {
  await openConsole(page, disks)
  await openRowMenu(page, 'disk-3')
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('disk-3')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText('Disk disk-3 deleted')).toBeVisible()
  await expect(rowOf(page, 'disk-3')).toHaveCount(0)
})

test('an attached disk cannot be deleted, nor detached from a running instance, and says why', async ({ page }) => {
  await openConsole(page, disks)
  await openRowMenu(page, 'disk-2')
  const del = page.getByRole('menuitem', { name: 'Delete' })
  await expect(del).toHaveAttribute('aria-disabled', 'true')
  await expect(del).toHaveAccessibleDescription('Only available when the disk is detached or faulted')
  const detach = page.getByRole('menuitem', { name: 'Detach' })
  await expect(detach).toHaveAttribute('aria-disabled', 'true')
  await expect(detach).toHaveAccessibleDescription('Only available when the instance is creating, stopped or failed')
  await expect(page.getByRole('menuitem', { name: 'Snapshot' })).not.toHaveAttribute('aria-disabled', 'true')
  await closeMenu(page)

  // A disk in neither state offers no snapshot. (Not the seeded disk-attaching:
  // it finishes attaching moments after the preview starts, mirage/lib/seed-settle.ts.)
  await openRowMenu(page, 'disk-maintenance')
  await expect(page.getByRole('menuitem', { name: 'Snapshot' })).toHaveAccessibleDescription(
    'Only available when the disk is attached or detached',
  )
})

test('detach a disk from a stopped instance, then delete it', async ({ page }) => {
  // Attach disk-4 to analytics (stopped) through its storage tab, then go to the disks.
  await openConsole(page, '/projects/mock-project/instances/analytics/storage')
  await page.getByRole('button', { name: 'Attach existing disk' }).click()
  const modal = page.getByRole('dialog', { name: 'Attach disk' })
  await modal.getByRole('combobox', { name: 'Disk' }).selectOption('disk-4')
  await modal.getByRole('button', { name: 'Attach disk' }).click()
  await expect(page.getByText('Disk disk-4 attached')).toBeVisible()
  await navTo(page, 'Disks')
  await expect(page).toHaveURL(/\/disks$/)

  // The boot disk must be unset before it can be detached.
  await openRowMenu(page, 'analytics-boot')
  await expect(page.getByRole('menuitem', { name: 'Detach' })).toHaveAccessibleDescription(
    'Unset the boot disk before detaching it',
  )
  await closeMenu(page)

  await expect(rowOf(page, 'disk-4')).toContainText('analytics')
  await openRowMenu(page, 'disk-4')
  await page.getByRole('menuitem', { name: 'Detach' }).click()
  await expect(page.getByText('Disk disk-4 detached')).toBeVisible()
  await expect(rowOf(page, 'disk-4')).toContainText('detached')
  await openRowMenu(page, 'disk-4')
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Disk disk-4 deleted')).toBeVisible()
  await expect(rowOf(page, 'disk-4')).toHaveCount(0)
})

test('each disk says where it came from: an image or a snapshot, linked, or blank', async ({ page }) => {
  await openConsole(page, disks)
  await expect(rowOf(page, 'disk-1').getByRole('link', { name: 'ubuntu-24-04' })).toBeVisible()
  await expect(rowOf(page, 'disk-4').getByRole('link', { name: 'snapshot-1' })).toBeVisible()
  await expect(rowOf(page, 'disk-3')).toContainText('blank')
  await rowOf(page, 'disk-1').getByRole('link', { name: 'ubuntu-24-04' }).click()
  await expect(page).toHaveURL(/\/images\/ubuntu-24-04\/edit$/)
})
