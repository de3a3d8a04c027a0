import { expect, test } from './fixtures'
import { openConsole, openInApp, typeInto } from './helpers'

// Seed: web-1 (4 vCPU, 8 GiB, boot disk web-1-boot) and web-2 are in mock-project.
test('create an instance like another: filled in, a free name, and what could not be copied said', { tag: '@firefox' }, async ({ page }) => {
  await openConsole(page, '/projects/mock-project/instances')
  await page.getByRole('button', { name: 'Actions for web-1' }).click()
  await page.getByRole('menuitem', { name: 'Create like this' }).click()
  await expect(page).toHaveURL(/\/instances-new\?like=web-1$/)
  await expect(page.getByRole('heading', { name: 'Create instance', level: 1 })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('web-3')
  await expect(page.getByRole('note', { name: 'Made like another instance' })).toContainText('User data cannot be read back')
  await page.getByRole('button', { name: 'Create instance' }).click()
  await expect(page.getByText('Creating instance web-3')).toBeVisible()
  await expect(page).toHaveURL(/\/instances\/web-3\/storage$/)
})

test('a count makes several at once, each reported', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/instances-new')
  await typeInto(page.getByRole('textbox', { name: 'Name', exact: true }), 'e2e-batch')
  await typeInto(page.getByRole('spinbutton', { name: 'Count' }), '2')
  await page.getByRole('button', { name: 'Create instance' }).click()
  await expect(page.getByText('Created 2 instances')).toBeVisible()
  await expect(page).toHaveURL(/\/instances$/)
  const table = page.getByRole('table', { name: 'Instances' })
  await expect(table.getByRole('link', { name: 'e2e-batch-1' })).toBeVisible()
  await expect(table.getByRole('link', { name: 'e2e-batch-2' })).toBeVisible()
})

test('docs at hand: the page header and a create form link the product docs', { tag: '@firefox' }, async ({ page }) => {
  await openConsole(page, '/projects/mock-project/instances')
  await page.getByRole('button', { name: 'Docs: Instances' }).click()
  const popover = page.getByRole('group', { name: 'Instances documentation' })
  await expect(popover).toContainText('An instance is a virtual machine')
  await expect(popover.getByRole('link', { name: /Instances guide/ })).toHaveAttribute('href', 'https://docs.oxide.computer/guides/deploying-workloads')
  await page.keyboard.press('Escape')
  await expect(popover).toBeHidden()

  await openInApp(page, '/projects/mock-project/floating-ips-new')
  const form = page.getByRole('dialog', { name: 'Create floating IP' })
  await form.getByRole('button', { name: 'Docs: Floating IPs' }).click()
  await expect(form.getByRole('group', { name: 'Floating IPs documentation' }).getByRole('link')).toHaveAttribute('href', 'https://docs.oxide.computer/guides/managing-floating-ips')
})
