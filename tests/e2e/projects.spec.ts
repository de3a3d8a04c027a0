import { expect, test } from './fixtures'
import { inPageFetch, openConsole, typeInto } from './helpers'

test('create, edit and delete a project', { tag: '@firefox' }, async ({ page }) => {
  await openConsole(page)
  await page.getByRole('link', { name: 'New project' }).first().click()
  const modal = page.getByRole('dialog', { name: 'Create project' })
  await expect(modal).toBeVisible()

  // Bad input: a clear message, and nothing typed is lost.
  await typeInto(modal.getByLabel('Name'), 'Bad name')
  await typeInto(modal.getByLabel('Description'), 'kept')
  await modal.getByRole('button', { name: 'Create project' }).click()
  await expect(modal.getByText('Must start with a lower-case letter')).toBeVisible()
  await expect(modal.getByLabel('Description')).toHaveValue('kept')

  await typeInto(modal.getByLabel('Name'), 'e2e-project')
  await modal.getByRole('button', { name: 'Create project' }).click()
  await expect(modal).toBeHidden()
  await expect(page.getByText('Project e2e-project created')).toBeVisible()
  const table = page.getByRole('table', { name: 'Projects' })
  const row = table.getByRole('row').filter({ hasText: 'e2e-project' })
  await expect(row).toContainText('kept')

  // A name in use: the server's message, values kept.
  await page.getByRole('link', { name: 'New project' }).first().click()
  await typeInto(modal.getByLabel('Name'), 'e2e-project')
  await modal.getByRole('button', { name: 'Create project' }).click()
  await expect(modal.getByText('Project name already exists')).toBeVisible()
  await expect(modal.getByLabel('Name')).toHaveValue('e2e-project')
  await modal.getByRole('button', { name: 'Cancel' }).click()
  const discard = page.getByRole('alertdialog')
  if (await discard.isVisible()) await discard.getByRole('button', { name: /discard/i }).click()
  await expect(modal).toBeHidden()

  await row.getByRole('button', { name: /^Actions for / }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit project' })
  await expect(edit.getByLabel('Name')).toHaveValue('e2e-project')
  await typeInto(edit.getByLabel('Description'), 'edited')
  await edit.getByRole('button', { name: 'Update project' }).click()
  await expect(edit).toBeHidden()
  await expect(row).toContainText('edited')

  // Nexus refuses to delete a project that still holds its default VPC: the
  // dialog reads it first, names it, and offers no Delete.
  await row.getByRole('button', { name: /^Actions for / }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Project e2e-project cannot be deleted yet')
  await expect(confirm.getByRole('region', { name: '1 VPC' })).toContainText('default')
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeDisabled()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(row).toBeVisible()
})

test('delete an empty project', async ({ page }) => {
  await openConsole(page)
  const table = page.getByRole('table', { name: 'Projects' })
  const row = table.getByRole('row').filter({ hasText: 'empty-project' })
  await row.getByRole('button', { name: /^Actions for / }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText('Project empty-project deleted')).toBeVisible()
  await expect(table.getByRole('row').filter({ hasText: 'empty-project' })).toHaveCount(0)
})

test('pagination walks more than 50 projects', async ({ page }) => {
  // Create them before the list first loads, then come to it in-app.
  await openConsole(page, '/settings/profile')
  await Promise.all(
    Array.from({ length: 55 }, (_, i) =>
      inPageFetch(page, 'POST', '/v1/projects', { name: `page-${String(i).padStart(2, '0')}`, description: '' }),
    ),
  )
  await page.getByRole('link', { name: 'Oxide Console home' }).click()
  const table = page.getByRole('table', { name: 'Projects' })
  await expect(page.getByText(/rows per page/i).first()).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(51)
  const prev = page.getByRole('button', { name: /previous/i })
  const next = page.getByRole('button', { name: /next/i })
  await expect(prev).toBeDisabled()
  await next.click()
  await expect(prev).toBeEnabled()
  await expect(table.getByRole('row').filter({ hasText: 'page-54' })).toHaveCount(1)
  await expect(next).toBeDisabled()
  await prev.click()
  await expect(table.getByRole('row')).toHaveCount(51)
})
