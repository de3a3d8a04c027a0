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

test('deleting a project Nexus would refuse says why before it is asked, and offers no Delete', async ({ page }) => {
  await openConsole(page, '/projects')
  const table = page.getByRole('table', { name: 'Projects' })
  await table.getByRole('button', { name: 'Actions for other-project' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete project' })
  // What it holds was read first (an instance, other-1, and its default VPC).
  await expect(confirm).toContainText('Project other-project cannot be deleted yet')
  await expect(confirm.getByRole('link', { name: 'other-1', exact: true })).toBeVisible()
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeDisabled()
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

// What the server said, for a support ticket: below the page's or the toast's
// own words, the request id (and code, status, call), and "Copy details".
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

test('a nonexistent instance: the not-found page shows the request id, and Copy details copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openConsole(page, '/projects/mock-project/instances/no-such-instance')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByText("The page you are looking for doesn't exist or you may not have access to it.")).toBeVisible()
  const details = page.getByRole('region', { name: 'Details' })
  await expect(details).toContainText('Not found: instance with name "no-such-instance"')
  await expect(details).toContainText('ObjectNotFound')
  await expect(details).toContainText('404')
  const requestId = (await details.getByText(UUID).textContent()) ?? ''
  expect(requestId).toMatch(UUID)

  await details.getByRole('button', { name: 'Copy details' }).click()
  await expect(details.getByRole('button', { name: 'Copy details' })).toContainText('Copied')
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toContain(`Request ID: ${requestId}`)
  expect(copied).toContain('Status: 404')
  expect(copied).toMatch(/Request: GET \/v1\/instances\/no-such-instance\S*\?project=mock-project/)
  expect(copied).toMatch(/Time: \d{4}-\d\d-\d\dT/)
})

test("a failed action's toast offers its details: request id, status and call, from the keyboard", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openConsole(page, '/projects/mock-project/instances')
  await expect(instancesTable(page).getByRole('row').filter({ hasText: 'db1' })).toContainText('running')
  const id = await instanceId(page, 'db1')
  await failNext(page, { method: 'POST', path: `/v1/instances/${id}/stop`, status: 503, message: 'sled agent timed out' })
  await rowAction(page, 'db1', 'Stop')
  const confirm = page.getByRole('alertdialog', { name: 'Stop instance' })
  await confirm.getByRole('button', { name: 'Stop' }).click()

  const toast = errorToast(page, 'Could not stop instance')
  await expect(toast).toContainText('Sled agent timed out')
  // The dialog traps focus while it is open. Closed, Alt+T takes the keyboard
  // to the toasts; this one stays until dismissed.
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await page.keyboard.press('Alt+T')
  await expect(toast.getByRole('button', { name: 'Details' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(toast.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true')
  await expect(toast).toContainText('ServiceNotAvailable')
  await expect(toast).toContainText(`POST /v1/instances/${id}/stop`)
  const requestId = (await toast.getByText(UUID).textContent()) ?? ''
  expect(requestId).toMatch(UUID)
  await toast.getByRole('button', { name: 'Copy details' }).press('Enter')
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain(`Request ID: ${requestId}`)
})
