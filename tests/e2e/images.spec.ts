import { type Locator, type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { closeMenu, navTo, openConsole, typeInto } from './helpers'

const SNAPSHOTS = '/projects/mock-project/snapshots'

async function rowAction(page: Page, row: Locator, action: string) {
  await row.getByRole('button', { name: /^Actions for / }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

/** In-app (a reload would wipe the preview's data): the projects list, through the breadcrumbs. */
async function toProjects(page: Page) {
  await navTo(page, 'Projects')
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible()
}

async function toSiloImages(page: Page) {
  await toProjects(page)
  await navTo(page, 'Images')
  await expect(page).toHaveURL(/\/\/[^/]+\/images$/)
}

async function confirmWith(page: Page, label: string, text: string) {
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText(text)
  await dialog.getByRole('button', { name: label }).click()
  await expect(dialog).toBeHidden()
}

test('an image from a snapshot: into the project, promoted to the silo, demoted to another project, deleted', { tag: '@firefox' }, async ({ page }) => {
  // Many steps, each a few mock round trips of 200–400 ms.
  test.slow()
  await openConsole(page, SNAPSHOTS)
  const snapshots = page.getByRole('table', { name: 'Snapshots' })
  const snapshot = snapshots.getByRole('row').filter({ hasText: 'snapshot-1' })
  await expect(snapshot).toContainText('disk-1')
  await expect(snapshot).toContainText('ready')
  // The disk this one was taken from is gone.
  await expect(snapshots.getByRole('row').filter({ hasText: 'snapshot-of-deleted-disk' })).toContainText('Deleted')

  // Create an image from the snapshot: it lands in the project's images.
  await rowAction(page, snapshot, 'Create image')
  await expect(page).toHaveURL(/\/snapshots\/snapshot-1\/images-new$/)
  const create = page.getByRole('dialog', { name: 'Create image from snapshot' })
  await expect(create).toContainText('From snapshot snapshot-1')
  await typeInto(create.getByLabel('Name'), 'e2e-image')
  await create.getByRole('button', { name: 'Create image' }).click()
  await expect(create.getByText('OS is required')).toBeVisible()
  await typeInto(create.getByRole('textbox', { name: 'OS' }), 'debian')
  await typeInto(create.getByRole('textbox', { name: 'Version' }), '12')
  await create.getByRole('button', { name: 'Create image' }).click()
  await expect(create).toBeHidden()
  await expect(page.getByText('Image e2e-image created')).toBeVisible()
  await expect(page).toHaveURL(/\/projects\/mock-project\/images$/)
  const projectImages = page.getByRole('table', { name: 'Project images' })
  const inProject = projectImages.getByRole('row').filter({ hasText: 'e2e-image' })
  await expect(inProject).toContainText('debian')
  await expect(inProject).toContainText('10 GiB')

  // Its properties, read-only.
  await rowAction(page, inProject, 'View')
  await expect(page).toHaveURL(/\/images\/e2e-image\/edit$/)
  const details = page.getByRole('dialog', { name: 'Image' })
  await expect(details).toContainText('Project')
  await expect(details).toContainText('Images cannot be changed once created.')
  await details.getByRole('button', { name: 'Close' }).last().click()
  await expect(details).toBeHidden()

  // Promote: it leaves the project for the silo.
  await rowAction(page, inProject, 'Promote')
  await confirmWith(page, 'Promote', 'e2e-image')
  await expect(page.getByText('Image e2e-image promoted')).toBeVisible()
  await expect(inProject).toHaveCount(0)

  await toSiloImages(page)
  const siloImages = page.getByRole('table', { name: 'Silo images' })
  const inSilo = siloImages.getByRole('row').filter({ hasText: 'e2e-image' })
  await expect(inSilo).toContainText('10 GiB')

  // Demote into another project.
  await rowAction(page, inSilo, 'Demote')
  const demote = page.getByRole('dialog', { name: 'Demote image' })
  const project = demote.getByRole('combobox', { name: 'Project' })
  await expect(project).toBeEnabled()
  await project.selectOption('other-project')
  await demote.getByRole('button', { name: 'Demote image' }).click()
  await expect(demote).toBeHidden()
  await expect(page.getByText('Image e2e-image demoted to project other-project')).toBeVisible()
  await expect(inSilo).toHaveCount(0)

  // There it is; delete it.
  await toProjects(page)
  await page.getByRole('link', { name: 'other-project', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()
  await navTo(page, 'Images')
  await expect(page).toHaveURL(/\/projects\/other-project\/images$/)
  const inOther = page.getByRole('table', { name: 'Project images' }).getByRole('row').filter({ hasText: 'e2e-image' })
  await rowAction(page, inOther, 'Delete')
  await confirmWith(page, 'Delete', 'e2e-image')
  await expect(page.getByText('Image e2e-image deleted')).toBeVisible()
  await expect(inOther).toHaveCount(0)
})

test('snapshot a disk: only attached and detached disks can be picked; then delete the snapshot', async ({ page }) => {
  await openConsole(page, SNAPSHOTS)
  await page.getByRole('link', { name: 'New snapshot' }).click()
  const modal = page.getByRole('dialog', { name: 'Create snapshot' })
  const disk = modal.getByRole('combobox', { name: 'Disk' })
  await expect(disk).toBeEnabled()
  await expect(disk.locator('option', { hasText: 'disk-faulted' })).toBeDisabled()
  await expect(disk.locator('option', { hasText: 'disk-faulted' })).toContainText('Only available when the disk is attached or detached')
  await expect(disk.locator('option', { hasText: /^disk-3 / })).toBeEnabled()
  await expect(modal.getByLabel('Name')).toHaveValue(/^snapshot-[0-9a-f]{6}$/)

  await modal.getByRole('button', { name: 'Create snapshot' }).click()
  await expect(modal.getByText('Disk is required')).toBeVisible()
  await disk.selectOption('disk-3')
  await typeInto(modal.getByLabel('Name'), 'e2e-snap')
  await modal.getByRole('button', { name: 'Create snapshot' }).click()
  await expect(modal).toBeHidden()
  await expect(page.getByText('Snapshot e2e-snap created')).toBeVisible()
  const row = page.getByRole('table', { name: 'Snapshots' }).getByRole('row').filter({ hasText: 'e2e-snap' })
  await expect(row).toContainText('disk-3')
  await expect(row).toContainText('100 GiB')
  await expect(row).toContainText('ready')

  await rowAction(page, row, 'Delete')
  await confirmWith(page, 'Delete', 'e2e-snap')
  await expect(page.getByText('Snapshot e2e-snap deleted')).toBeVisible()
  await expect(row).toHaveCount(0)
})

test('promote from the silo page: pick a project, then one of its images', async ({ page }) => {
  await openConsole(page, '/images')
  await page.getByRole('button', { name: 'Promote image' }).click()
  const modal = page.getByRole('dialog', { name: 'Promote image' })
  const image = modal.getByRole('combobox', { name: 'Image' })
  await expect(image).toBeDisabled()
  const project = modal.getByRole('combobox', { name: 'Project' })
  await expect(project).toBeEnabled()
  await project.selectOption('mock-project')
  await expect(image).toBeEnabled()
  await image.selectOption('image-2')
  // Another project starts the image choice over.
  await project.selectOption('other-project')
  await expect(image).toHaveValue('')
  await expect(image.locator('option', { hasText: 'other-image' })).toHaveCount(1)
  await project.selectOption('mock-project')
  await expect(image).toBeEnabled()
  await image.selectOption('image-2')
  await modal.getByRole('button', { name: 'Promote image' }).click()
  await expect(modal).toBeHidden()
  const toasts = page.getByRole('region', { name: 'Notifications' })
  await expect(toasts.getByText('Image image-2 promoted')).toBeVisible()
  // Where the toast shows: the list holds just this one, and it is fixed, so it stays there.
  const toast = (await toasts.boundingBox())!
  const row = page.getByRole('table', { name: 'Silo images' }).getByRole('row').filter({ hasText: 'image-2' })
  await expect(row).toContainText('alpine')

  // Toasts keep clear of a side modal's buttons.
  await rowAction(page, row, 'Demote')
  const submit = page.getByRole('dialog', { name: 'Demote image' }).getByRole('button', { name: 'Demote image' })
  await expect(submit).toBeVisible()
  // Measured where the modal comes to rest, not mid-slide.
  await submit.evaluate((el) => Promise.all(el.closest('[role=dialog]')!.getAnimations({ subtree: true }).map((a) => a.finished)))
  const button = (await submit.boundingBox())!
  const apart = (a: typeof button, b: typeof button) =>
    a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y
  expect(apart(toast, button)).toBe(true)
})

test('a silo image shows its properties; an unknown one is not found', async ({ page }) => {
  await openConsole(page, '/images')
  await rowAction(page, page.getByRole('table', { name: 'Silo images' }).getByRole('row').filter({ hasText: 'debian-12' }), 'View')
  await expect(page).toHaveURL(/\/images\/debian-12\/edit$/)
  const details = page.getByRole('dialog', { name: 'Image' })
  await expect(details).toContainText('debian-12')
  await expect(details).toContainText('Silo')
  await details.getByRole('button', { name: 'Close' }).last().click()
  await expect(page).toHaveURL(/\/images$/)

  // The page's own address opens it too.
  await page.goto('/images/ubuntu-24-04/edit')
  await expect(page.getByRole('dialog', { name: 'Image' })).toContainText('ubuntu-24-04')

  await page.goto('/images/nope/edit')
  await expect(page.getByRole('heading', { name: 'Page not found', exact: true })).toBeVisible()
})

test('only a ready snapshot can become an image; the others say why', async ({ page }) => {
  await openConsole(page, SNAPSHOTS)
  const snapshots = page.getByRole('table', { name: 'Snapshots' })
  for (const name of ['snapshot-3', 'snapshot-faulted']) {
    await snapshots.getByRole('button', { name: `Actions for ${name}` }).click()
    const item = page.getByRole('menuitem', { name: 'Create image' })
    await expect(item).toHaveAttribute('aria-disabled', 'true')
    await expect(item).toHaveAccessibleDescription('Only a ready snapshot can be an image’s source')
    await closeMenu(page)
    await expect(item).toBeHidden()
  }
  await snapshots.getByRole('button', { name: 'Actions for snapshot-1' }).click()
  await expect(page.getByRole('menuitem', { name: 'Create image' })).not.toHaveAttribute('aria-disabled', 'true')
})
