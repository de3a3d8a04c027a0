import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { closeMenu, openConsole, typeInto } from './helpers'

const DB1_ID = '23da643e-624d-4a04-9a89-7c975212657a'

async function openInstance(page: Page, name: string) {
  await openConsole(page, `/projects/mock-project/instances/${name}`)
  await expect(page.getByRole('heading', { name })).toBeVisible()
}

const stateCell = (page: Page) => page.locator('dt', { hasText: /^State$/ }).locator('xpath=following-sibling::dd[1]')

test('stop then start an instance without reloading, watching the transitions', { tag: '@firefox' }, async ({ page }) => {
  await openInstance(page, 'web-2')
  await expect(stateCell(page)).toContainText(/running/i)
  await page.getByRole('button', { name: 'Instance actions' }).click()
  await page.getByRole('menuitem', { name: 'Stop' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Stop instance' })
  await expect(confirm).toContainText('Are you sure you want to stop web-2?')
  await confirm.getByRole('button', { name: 'Stop' }).click()
  await expect(confirm).toBeHidden()
  await expect(stateCell(page)).toContainText(/stopping/i)
  await expect(stateCell(page)).toContainText(/stopped/i, { timeout: 15_000 })

  await page.getByRole('button', { name: 'Instance actions' }).click()
  await expect(page.getByRole('menuitem', { name: 'Stop' })).toBeDisabled()
  await page.getByRole('menuitem', { name: 'Start' }).click()
  await expect(stateCell(page)).toContainText(/starting/i)
  await expect(stateCell(page)).toContainText(/running/i, { timeout: 15_000 })
})

test('the list shows each row’s actions per its state and deletes only when allowed', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/instances')
  const table = page.getByRole('table', { name: 'Instances' })
  await expect(table.getByRole('columnheader')).toHaveText(['', 'Name', 'CPU / Memory', 'State', 'External IPs', 'Created', 'Actions']) // first: the selection box
  const running = table.getByRole('row').filter({ hasText: 'db1' })
  await running.getByRole('button', { name: 'Actions for db1' }).click()
  const del = page.getByRole('menuitem', { name: /Delete/ })
  await expect(del).toBeDisabled()
  await expect(del).toContainText('Only available when the instance is stopped or failed')
  await closeMenu(page)

  const stopped = table.getByRole('row').filter({ hasText: 'analytics' })
  await stopped.getByRole('button', { name: 'Actions for analytics' }).click()
  await page.getByRole('menuitem', { name: /Delete/ }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('analytics')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(confirm).toBeHidden()
  await expect(table.getByRole('row').filter({ hasText: 'analytics' })).toHaveCount(0)
})

test('a confirm dialog leaves with the page that asked', async ({ page }) => {
  await openConsole(page, '/projects')
  await page.getByRole('table', { name: 'Projects' }).getByRole('link', { name: 'mock-project' }).click()
  await page.getByRole('button', { name: 'Actions for analytics' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete instance' })
  await expect(confirm).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible()
  await expect(confirm).toBeHidden()
  // Nothing was deleted: the question went unanswered.
  await page.goForward()
  await expect(page.getByRole('button', { name: 'Actions for analytics' })).toBeVisible()
})

test('resize a stopped instance: the row menu’s Resize lands on the settings tab, focus in the resize fields', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/instances')
  await page.getByRole('button', { name: 'Actions for legacy-app' }).click()
  await page.getByRole('menuitem', { name: 'Resize' }).click()
  await expect(page).toHaveURL(/\/instances\/legacy-app\/settings#resize$/)
  await expect(page.getByLabel('vCPUs')).toBeFocused()
  await typeInto(page.getByLabel('vCPUs'), '4')
  await typeInto(page.getByLabel('Memory'), '8')
  await page.getByRole('button', { name: 'Resize' }).click()
  await expect(page.getByText('Instance legacy-app resized')).toBeVisible()
  const props = page.locator('dl').first()
  await expect(props).toContainText('4 vCPU')
  await expect(props).toContainText('8 GiB')
  // The form starts over from the saved values, ready for another change.
  await expect(page.getByLabel('vCPUs')).toHaveValue('4')
})

test('a running instance cannot be resized, and says why', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/instances/db1/settings')
  await expect(page.getByRole('button', { name: 'Resize' })).toBeDisabled()
})

test('lookup by id redirects to the instance, and an unknown id is not found', async ({ page }) => {
  await openConsole(page, `/lookup/instances/${DB1_ID}`)
  await expect(page).toHaveURL(/\/projects\/mock-project\/instances\/db1\/storage$/)
  await expect(page.getByRole('heading', { name: 'db1' })).toBeVisible()

  await page.goto(`/lookup/i/${DB1_ID}`)
  await expect(page).toHaveURL(/\/projects\/mock-project\/instances\/db1\/storage$/)

  await page.goto('/lookup/i/00000000-0000-4000-8000-000000000000')
  await expect(page.getByRole('heading', { name: 'Page not found', exact: true })).toBeVisible()
})

test('the connect tab points to the serial console and SSH', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/instances/db1/connect')
  await expect(page.getByText('ssh ubuntu@123.4.56.7')).toBeVisible()
  await page.getByRole('link', { name: 'Connect' }).click()
  await expect(page).toHaveURL(/\/serial-console$/)
})
