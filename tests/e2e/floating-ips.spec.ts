import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { closeMenu, navTo, openConsole, typeInto } from './helpers'

// Seed (mock-project): rootbeer-float (123.4.56.4, ip-pool-1) is attached to
// db1, cola-float is detached; ip-pool-1 is the silo's default pool. analytics
// is stopped, broken has failed. Each test has its own in-page mock.
const table = (page: Page) => page.getByRole('table', { name: 'Floating IPs' })
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name })

async function openMenu(page: Page, name: string) {
  await rowOf(page, name).getByRole('button', { name: `Actions for ${name}` }).click()
}
async function rowAction(page: Page, name: string, action: string) {
  await openMenu(page, name)
  await page.getByRole('menuitem', { name: action }).click()
}

async function openFloatingIps(page: Page) {
  await openConsole(page, '/projects/mock-project/instances')
  await navTo(page, 'Floating IPs')
  await expect(page).toHaveURL(/\/projects\/mock-project\/floating-ips$/)
  await expect(page.getByRole('heading', { name: 'Floating IPs' })).toBeVisible()
}

test('the list names pools and instances; an attached floating IP cannot be deleted', async ({ page }) => {
  await openFloatingIps(page)
  const rootbeer = rowOf(page, 'rootbeer-float')
  await expect(rootbeer).toContainText('123.4.56.4')
  await expect(rootbeer).toContainText('ip-pool-1')
  await expect(rootbeer.getByRole('link', { name: 'db1' })).toHaveAttribute('href', '/projects/mock-project/instances/db1')
  await expect(rootbeer.getByRole('button', { name: 'Copy IP address of rootbeer-float' })).toBeVisible()

  await openMenu(page, 'rootbeer-float')
  const del = page.getByRole('menuitem', { name: 'Delete' })
  await expect(del).toHaveAttribute('aria-disabled', 'true')
  await expect(del).toContainText('Detach the floating IP before deleting it')
  await expect(page.getByRole('menuitem', { name: 'Attach' })).toHaveCount(0)
  await closeMenu(page)

  // A detached one offers Attach instead of Detach.
  await openMenu(page, 'cola-float')
  await expect(page.getByRole('menuitem', { name: 'Attach' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Detach' })).toHaveCount(0)
  await closeMenu(page)
})

test('create, attach, detach, rename and delete a floating IP', { tag: '@firefox' }, async ({ page }) => {
  await openFloatingIps(page)
  await page.getByRole('link', { name: 'New floating IP' }).first().click()
  const create = page.getByRole('dialog', { name: 'Create floating IP' })
  await expect(create.getByRole('combobox', { name: 'IP pool' })).toHaveValue('ip-pool-1')
  await expect(create.getByRole('option', { name: 'ip-pool-1 (default)' })).toHaveCount(1)

  // A bad address: the spec's message, and nothing typed is lost.
  await typeInto(create.getByLabel('Name'), 'e2e-float')
  await typeInto(create.getByLabel('Description'), 'made in e2e')
  await typeInto(create.getByLabel('IP address'), '123.4.56.300')
  await create.getByRole('button', { name: 'Create floating IP' }).click()
  await expect(create.getByText('Not a valid IP address')).toBeVisible()
  await expect(create.getByLabel('Name')).toHaveValue('e2e-float')
  await expect(create.getByLabel('Description')).toHaveValue('made in e2e')

  // Left empty, the pool picks the address.
  await create.getByLabel('IP address').clear()
  await create.getByRole('button', { name: 'Create floating IP' }).click()
  await expect(create).toBeHidden()
  await expect(page.getByText('Floating IP e2e-float created')).toBeVisible()
  const row = rowOf(page, 'e2e-float')
  await expect(row).toContainText('made in e2e')
  await expect(row).toContainText('ip-pool-1')
  await expect(row).toContainText(/123\.4\.56\.\d+/)

  // Attach to the stopped analytics (Nexus takes running or stopped instances).
  await rowAction(page, 'e2e-float', 'Attach')
  const attach = page.getByRole('dialog', { name: 'Attach floating IP' })
  await attach.getByRole('button', { name: 'Attach' }).click()
  await expect(attach.getByText('Instance is required')).toBeVisible()
  await attach.getByRole('combobox', { name: 'Instance' }).selectOption('analytics')
  await attach.getByRole('button', { name: 'Attach' }).click()
  await expect(attach).toBeHidden()
  await expect(page.getByText('Floating IP e2e-float attached to analytics')).toBeVisible()
  await expect(row.getByRole('link', { name: 'analytics' })).toBeVisible()

  // The instance's networking tab lists it.
  await row.getByRole('link', { name: 'analytics' }).click()
  await expect(page).toHaveURL(/\/instances\/analytics(\/|$)/)
  await page.getByRole('tab', { name: 'Networking' }).click()
  await expect(page).toHaveURL(/\/instances\/analytics\/networking$/)
  await expect(page.getByRole('table', { name: 'External IPs' }).getByRole('row').filter({ hasText: 'e2e-float' })).toContainText(
    'Floating',
  )

  // Back to the list in-app; detach there.
  await navTo(page, 'Floating IPs')
  await rowAction(page, 'e2e-float', 'Detach')
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('analytics')
  await confirm.getByRole('button', { name: 'Detach' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText('Floating IP e2e-float detached')).toBeVisible()
  await expect(row.getByRole('link', { name: 'analytics' })).toHaveCount(0)

  // Rename it.
  await rowAction(page, 'e2e-float', 'Edit')
  const edit = page.getByRole('dialog', { name: 'Edit floating IP' })
  await expect(edit.getByLabel('Name')).toHaveValue('e2e-float')
  await typeInto(edit.getByLabel('Name'), 'e2e-renamed')
  await edit.getByRole('button', { name: 'Update floating IP' }).click()
  await expect(edit).toBeHidden()
  await expect(page.getByText('Floating IP e2e-renamed updated')).toBeVisible()
  await expect(rowOf(page, 'e2e-renamed')).toContainText('made in e2e')

  // Detached, it can be deleted.
  await rowAction(page, 'e2e-renamed', 'Delete')
  const del = page.getByRole('alertdialog')
  await expect(del).toContainText('e2e-renamed')
  await del.getByRole('button', { name: 'Delete' }).click()
  await expect(del).toBeHidden()
  await expect(page.getByText('Floating IP e2e-renamed deleted')).toBeVisible()
  await expect(rowOf(page, 'e2e-renamed')).toHaveCount(0)
})

test("attaching to an instance the server refuses shows the server's message and keeps the choice", async ({ page }) => {
  await openFloatingIps(page)
  await rowAction(page, 'cola-float', 'Attach')
  const attach = page.getByRole('dialog', { name: 'Attach floating IP' })
  await attach.getByRole('combobox', { name: 'Instance' }).selectOption('broken')
  await attach.getByRole('button', { name: 'Attach' }).click()
  await expect(attach.getByText(/cannot attach floating IP to instance in failed state/i)).toBeVisible()
  await expect(attach.getByRole('combobox', { name: 'Instance' })).toHaveValue('broken')
})

test('editing a floating IP that does not exist is Page not found', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/floating-ips/no-such-float/edit')
  await expect(page.getByRole('heading', { name: 'Page not found', exact: true })).toBeVisible()
})
