import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openConsole, typeInto } from './helpers'

const AFFINITY = '/projects/mock-project/affinity'

async function openAddInstance(page: Page) {
  await page.getByRole('button', { name: 'Add instance' }).first().click()
  const modal = page.getByRole('dialog', { name: 'Add instance' })
  await expect(modal).toBeVisible()
  const select = modal.getByRole('combobox', { name: 'Instance' })
  // The project's instances have loaded once a choice can be made.
  await expect(select).toBeEnabled()
  return { modal, select }
}

test('create a group, add and remove a stopped member, rename it, delete it', async ({ page }) => {
  await openConsole(page, AFFINITY)
  const table = page.getByRole('table', { name: 'Anti-affinity groups' })
  await expect(table.getByRole('row').filter({ hasText: 'romulus-remus' })).toContainText('fail')

  await page.getByRole('link', { name: 'New group' }).first().click()
  const create = page.getByRole('dialog', { name: 'Create anti-affinity group' })
  await typeInto(create.getByLabel('Name'), 'e2e-group')
  await typeInto(create.getByLabel('Description'), 'made by e2e')
  await create.getByRole('radio', { name: 'Fail' }).check()
  await create.getByRole('button', { name: 'Create group' }).click()
  await expect(create).toBeHidden()
  await expect(page.getByText('Anti-affinity group e2e-group created')).toBeVisible()
  const row = table.getByRole('row').filter({ hasText: 'e2e-group' })
  await expect(row).toContainText('made by e2e')
  await expect(row).toContainText('fail')
  await expect(row).toContainText('sled')

  await row.getByRole('link', { name: 'e2e-group' }).click()
  await expect(page).toHaveURL(/\/affinity\/e2e-group$/)
  await expect(page.getByRole('heading', { name: 'e2e-group', level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Affinity/e2e-group')
  await expect(page.getByText('No members')).toBeVisible()

  // Add a stopped instance.
  const { modal, select } = await openAddInstance(page)
  await select.selectOption('legacy-app')
  await modal.getByRole('button', { name: 'Add to group' }).click()
  await expect(modal).toBeHidden()
  await expect(page.getByText('legacy-app added to e2e-group')).toBeVisible()
  const members = page.getByRole('table', { name: 'Members' })
  const member = members.getByRole('row').filter({ hasText: 'legacy-app' })
  await expect(member).toContainText('stopped')
  await expect(member.getByRole('link', { name: 'legacy-app' })).toHaveAttribute(
    'href',
    '/projects/mock-project/instances/legacy-app',
  )

  // A member is not offered again.
  const again = await openAddInstance(page)
  await expect(again.select.locator('option', { hasText: 'legacy-app' })).toHaveCount(0)
  await again.modal.getByRole('button', { name: 'Cancel' }).click()
  await expect(again.modal).toBeHidden()

  // Rename: the page follows the new name and still lists the member.
  await page.getByRole('button', { name: 'Group actions' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit anti-affinity group' })
  await expect(edit.getByLabel('Name')).toHaveValue('e2e-group')
  await expect(edit.getByRole('radio', { name: 'Fail' })).toBeChecked()
  await expect(edit.getByRole('radio', { name: 'Fail' })).toBeDisabled()
  await typeInto(edit.getByLabel('Name'), 'e2e-renamed')
  await edit.getByRole('button', { name: 'Update group' }).click()
  await expect(edit).toBeHidden()
  await expect(page).toHaveURL(/\/affinity\/e2e-renamed$/)
  await expect(page.getByRole('heading', { name: 'e2e-renamed', level: 1 })).toBeVisible()
  await expect(member).toBeVisible()

  // Remove the member.
  await member.getByRole('button', { name: /^Actions for / }).click()
  await page.getByRole('menuitem', { name: 'Remove' }).click()
  const confirmRemove = page.getByRole('alertdialog')
  await expect(confirmRemove).toContainText('legacy-app')
  await confirmRemove.getByRole('button', { name: 'Remove' }).click()
  await expect(confirmRemove).toBeHidden()
  await expect(page.getByText('legacy-app removed from e2e-renamed')).toBeVisible()
  await expect(member).toHaveCount(0)
  await expect(page.getByText('No members')).toBeVisible()

  // Delete the group: back to the list, without it.
  await page.getByRole('button', { name: 'Group actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirmDelete = page.getByRole('alertdialog')
  await expect(confirmDelete).toContainText('e2e-renamed')
  await confirmDelete.getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(/\/affinity$/)
  await expect(page.getByText('Anti-affinity group e2e-renamed deleted')).toBeVisible()
  await expect(table.getByRole('row').filter({ hasText: 'e2e-renamed' })).toHaveCount(0)
})

test('only a stopped instance can be added; the others say why', async ({ page }) => {
  await openConsole(page, `${AFFINITY}/empty-group`)
  const { modal, select } = await openAddInstance(page)
  const reason = 'Only available when the instance is stopped'
  const running = select.locator('option', { hasText: 'db1' })
  await expect(running).toBeDisabled()
  await expect(running).toHaveText(`db1 (running): ${reason}`)
  await expect(select.locator('option', { hasText: 'crashy' })).toBeDisabled()
  await expect(select.locator('option', { hasText: 'legacy-app' })).toBeEnabled()
  await expect(select.locator('option', { hasText: 'legacy-app' })).toHaveText('legacy-app (stopped)')

  // Nothing chosen: the form says so and calls nothing.
  await modal.getByRole('button', { name: 'Add to group' }).click()
  await expect(modal.getByText('Instance is required')).toBeVisible()
  await expect(select).toHaveAttribute('aria-invalid', 'true')
})

test('edit from the list row and delete from the list', async ({ page }) => {
  await openConsole(page, AFFINITY)
  const table = page.getByRole('table', { name: 'Anti-affinity groups' })
  const row = table.getByRole('row').filter({ hasText: 'set-apart' })
  await expect(row).toContainText('2')
  await row.getByRole('button', { name: /^Actions for / }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit anti-affinity group' })
  await typeInto(edit.getByLabel('Description'), 'edited from the list')
  await edit.getByRole('button', { name: 'Update group' }).click()
  await expect(edit).toBeHidden()
  await expect(page.getByText('edited from the list')).toBeVisible()

  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Affinity' }).click()
  const emptyRow = table.getByRole('row').filter({ hasText: 'empty-group' })
  await emptyRow.getByRole('button', { name: /^Actions for / }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Anti-affinity group empty-group deleted')).toBeVisible()
  await expect(emptyRow).toHaveCount(0)
})

test('create an affinity group and add a stopped member; one started meanwhile is refused in Nexus words', async ({ page }) => {
  await openConsole(page, AFFINITY)
  const table = page.getByRole('table', { name: 'Affinity groups', exact: true })
  await expect(table.getByRole('row').filter({ hasText: 'close-together' })).toContainText('3')

  // The form offers the kind; its title follows the choice.
  await page.getByRole('link', { name: 'New group' }).click()
  await page.getByRole('dialog', { name: 'Create anti-affinity group' }).getByRole('radio', { name: 'Affinity', exact: true }).check()
  const create = page.getByRole('dialog', { name: 'Create affinity group' })
  await typeInto(create.getByLabel('Name'), 'e2e-near')
  await create.getByRole('button', { name: 'Create group' }).click()
  await expect(page.getByText('Affinity group e2e-near created')).toBeVisible()
  const row = table.getByRole('row').filter({ hasText: 'e2e-near' })
  await expect(row).toContainText('allow')
  await expect(page.getByRole('table', { name: 'Anti-affinity groups' }).getByRole('row').filter({ hasText: 'e2e-near' })).toHaveCount(0)

  await row.getByRole('link', { name: 'e2e-near' }).click()
  await expect(page).toHaveURL(/\/affinity-groups\/e2e-near$/)
  await expect(page.getByRole('heading', { name: 'e2e-near', level: 1 })).toBeVisible()

  const { modal, select } = await openAddInstance(page)
  await select.selectOption('legacy-app')
  await modal.getByRole('button', { name: 'Add to group' }).click()
  await expect(page.getByText('legacy-app added to e2e-near')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasText: 'legacy-app' })).toContainText('stopped')

  // analytics is stopped when the form opens, then someone starts it: Nexus refuses, and the form says so.
  const again = await openAddInstance(page)
  await again.select.selectOption('analytics')
  const started = await page.evaluate(async () => (await fetch('/v1/instances/analytics/start?project=mock-project', { method: 'POST' })).status)
  expect(started).toBe(202)
  await again.modal.getByRole('button', { name: 'Add to group' }).click()
  await expect(again.modal.getByText('Instance cannot be added to affinity group with reservation')).toBeVisible()
  await again.modal.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('alertdialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click()
  await expect(again.modal).toBeHidden()

  // The instance's settings list the group beside its anti-affinity groups.
  await page.getByRole('table', { name: 'Members' }).getByRole('link', { name: 'legacy-app' }).click()
  await page.getByRole('tab', { name: 'Settings' }).click()
  await expect(page.getByRole('table', { name: 'Affinity groups', exact: true }).getByRole('link', { name: 'e2e-near' })).toBeVisible()
  await expect(page.getByText('In no anti-affinity group')).toBeVisible()
})

test('an unknown group is not found', async ({ page }) => {
  await openConsole(page, `${AFFINITY}/no-such-group`)
  await expect(page.getByText('Page not found')).toBeVisible()
})

test('the new-group form opens on the kind its URL names, and another query is another form', async ({ page }) => {
  // `?kind=affinity`: what an empty affinity section's own "New affinity group" links to.
  await openConsole(page, AFFINITY)
  await page.goto(`${AFFINITY}-new?kind=affinity`)
  const create = page.getByRole('dialog', { name: 'Create affinity group' })
  await expect(create.getByRole('radio', { name: 'Affinity', exact: true })).toBeChecked()
  await typeInto(create.getByLabel('Name'), 'e2e-by-url')
  await create.getByRole('button', { name: 'Create group' }).click()
  // The toast names the kind saved, not the form's noun.
  await expect(page.getByText('Affinity group e2e-by-url created')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Affinity groups', exact: true }).getByRole('row').filter({ hasText: 'e2e-by-url' })).toBeVisible()

  await page.getByRole('link', { name: 'New group' }).click()
  await expect(page.getByRole('dialog', { name: 'Create anti-affinity group' }).getByRole('radio', { name: 'Anti-affinity' })).toBeChecked()
})
