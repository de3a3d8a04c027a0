import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openConsole } from './helpers'

// An action that fails says which action failed, with the server's message
// (capitalised, spec §8) under it — never a generic 'Action failed'. A call
// is made to fail with the preview's planned fault: localStorage 'failNext'
// names the next call to refuse and how (mirage/lib/preview-faults.ts); it is
// read on every call, so it can be set on the page that is already open.

type PlannedFault = { method: string; path: string; status?: number; message?: string }

const failNext = (page: Page, fault: PlannedFault) =>
  page.evaluate((f) => localStorage.setItem('failNext', JSON.stringify(f)), fault)

/** The console addresses an instance by id; ask the in-page API for it. */
const instanceId = (page: Page, name: string) =>
  page.evaluate(
    async (n) => (await (await fetch(`/v1/instances/${n}?project=mock-project`)).json()).id as string,
    name,
  )

const errorToast = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('alert').filter({ hasText: title })

const instancesTable = (page: Page) => page.getByRole('table', { name: 'Instances' })

async function rowAction(page: Page, name: string, action: string) {
  await instancesTable(page).getByRole('button', { name: `Actions for ${name}` }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

test("stopping an instance that fails says 'Could not stop instance' with the server's message, and the dialog stays", async ({
  page,
}) => {
  await openConsole(page, '/projects/mock-project/instances')
  await expect(instancesTable(page).getByRole('row').filter({ hasText: 'db1' })).toContainText('running')
  const id = await instanceId(page, 'db1')
  await failNext(page, { method: 'POST', path: `/v1/instances/${id}/stop`, status: 503, message: 'sled agent timed out' })

  await rowAction(page, 'db1', 'Stop')
  const confirm = page.getByRole('alertdialog', { name: 'Stop instance' })
  await confirm.getByRole('button', { name: 'Stop' }).click()

  const toast = errorToast(page, 'Could not stop instance')
  await expect(toast).toBeVisible()
  await expect(toast).toContainText('Sled agent timed out')
  await expect(page.getByText('Action failed')).toHaveCount(0)
  // The dialog stays for another try, which goes through (the fault was for one call).
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Stop' }).click()
  await expect(confirm).toBeHidden()
  await expect(instancesTable(page).getByRole('row').filter({ hasText: 'db1' })).toContainText(/stopping|stopped/)
})

test("rebooting an instance that fails says 'Could not reboot instance'", async ({ page }) => {
  await openConsole(page, '/projects/mock-project/instances')
  await expect(instancesTable(page).getByRole('row').filter({ hasText: 'web-1' })).toContainText('running')
  const id = await instanceId(page, 'web-1')
  await failNext(page, { method: 'POST', path: `/v1/instances/${id}/reboot`, status: 500 })

  await rowAction(page, 'web-1', 'Reboot')
  const toast = errorToast(page, 'Could not reboot instance')
  await expect(toast).toBeVisible()
  await expect(toast).toContainText('Internal Server Error')
})

test("deleting a project the server refuses says 'Could not delete project' with its reason", async ({ page }) => {
  await openConsole(page, '/projects')
  const table = page.getByRole('table', { name: 'Projects' })
  await table.getByRole('button', { name: 'Actions for other-project' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete project' })
  await confirm.getByRole('button', { name: 'Delete' }).click()

  // Nexus's own refusal (the project still holds an instance), capitalised.
  const toast = errorToast(page, 'Could not delete project')
  await expect(toast).toBeVisible()
  await expect(toast).toContainText('Project to be deleted contains an instance: other-1')
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(table.getByRole('row').filter({ hasText: 'other-project' })).toBeVisible()
})

test("deleting an empty project when the server is unavailable says 'Could not delete project'", async ({ page }) => {
  await openConsole(page, '/projects')
  await failNext(page, { method: 'DELETE', path: '/v1/projects/empty-project', status: 503, message: 'saga failed to start' })
  const table = page.getByRole('table', { name: 'Projects' })
  await table.getByRole('button', { name: 'Actions for empty-project' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete project' })
  await confirm.getByRole('button', { name: 'Delete' }).click()

  const toast = errorToast(page, 'Could not delete project')
  await expect(toast).toContainText('Saga failed to start')
  // Retried, it goes through.
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText('Project empty-project deleted')).toBeVisible()
  await expect(table.getByRole('row').filter({ hasText: 'empty-project' })).toHaveCount(0)
})
