import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { actAs, navTo, openConsole, typeInto } from './helpers'

// Seed (mock-project): edge-probe on sled BRM42220014, its address from the
// silo's default pool (ip-pool-1, 123.4.56.x), its interface in mock-subnet
// (172.30.0.0/22). The preview starts as ada (fleet admin: sleds are
// readable, so the sled is picked); alan (silo collaborator) types its id.
const table = (page: Page) => page.getByRole('table', { name: 'Probes' })
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name })

async function openProbes(page: Page) {
  await openConsole(page, '/projects/mock-project/instances')
  await navTo(page, 'Probes')
  await expect(page).toHaveURL(/\/projects\/mock-project\/probes$/)
  await expect(page.getByRole('heading', { name: 'Probes' })).toBeVisible()
}

test('create a probe, see it listed and viewed, delete it', async ({ page }) => {
  await openProbes(page)
  const seeded = rowOf(page, 'edge-probe')
  await expect(seeded).toContainText('BRM42220014')
  await expect(seeded).toContainText(/123\.4\.56\.\d+/)
  await expect(seeded).toContainText('172.30.0.0/22')

  await page.getByRole('link', { name: 'New probe' }).first().click()
  await expect(page).toHaveURL(/\/probes-new$/)
  const create = page.getByRole('dialog', { name: 'Create probe' })
  await page.screenshot({ path: '/tmp/probes-new.png' })

  // Bad input: the spec's messages, and nothing typed is lost.
  await typeInto(create.getByLabel('Name'), 'E2E-probe')
  await typeInto(create.getByLabel('Description'), 'made in e2e')
  await create.getByRole('combobox', { name: 'IP pool' }).selectOption('ip-pool-2')
  await create.getByRole('button', { name: 'Create probe' }).click()
  await expect(create.getByText('Must start with a lower-case letter')).toBeVisible()
  await expect(create.getByText('Sled is required')).toBeVisible()
  await expect(create.getByLabel('Description')).toHaveValue('made in e2e')
  await expect(create.getByRole('combobox', { name: 'IP pool' })).toHaveValue('ip-pool-2')

  // A name the project already has: the spec's message for Nexus's refusal, values kept.
  await typeInto(create.getByLabel('Name'), 'edge-probe')
  await create.getByRole('combobox', { name: 'Sled' }).selectOption({ label: 'BRM42220017' })
  await create.getByRole('button', { name: 'Create probe' }).click()
  await expect(create.getByText('Probe name already exists')).toBeVisible()
  await expect(create.getByLabel('Description')).toHaveValue('made in e2e')

  await typeInto(create.getByLabel('Name'), 'e2e-probe')
  await create.getByRole('button', { name: 'Create probe' }).click()
  await expect(create).toBeHidden()
  await expect(page.getByText('Probe e2e-probe created')).toBeVisible()
  const row = rowOf(page, 'e2e-probe')
  await expect(row).toContainText('BRM42220017')
  // From ip-pool-2, as picked.
  await expect(row).toContainText(/10\.0\.0\.\d+/)
  await page.screenshot({ path: '/tmp/probes-list.png' })

  await row.getByRole('link', { name: 'e2e-probe' }).click()
  await expect(page).toHaveURL(/\/projects\/mock-project\/probes\/e2e-probe$/)
  const view = page.getByRole('dialog', { name: 'Probe' })
  await expect(view.getByRole('table', { name: 'External IPs' })).toContainText(/10\.0\.0\.\d+/)
  await expect(view.getByRole('table', { name: 'External IPs' })).toContainText('0–65535')
  await expect(view).toContainText('BRM42220017')
  await expect(view.getByRole('region', { name: 'Network interface' })).toContainText('172.30.0.0/22')
  await page.screenshot({ path: '/tmp/probes-view.png' })
  await view.getByRole('button', { name: 'Close' }).first().click()
  await expect(page).toHaveURL(/\/probes$/)

  await row.getByRole('button', { name: 'Actions for e2e-probe' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete probe' })
  await expect(confirm).toContainText('goes back to the pool')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Probe e2e-probe deleted')).toBeVisible()
  await expect(row).toHaveCount(0)
  await expect(rowOf(page, 'edge-probe')).toHaveCount(1)
})

test('someone who may not list sleds types the sled id; a bad one gets its message, an unknown one Nexus’s', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/instances')
  await actAs(page, 'alan-turing')
  await navTo(page, 'Probes')
  // The sleds cannot be read: the list shows ids.
  await expect(rowOf(page, 'edge-probe')).not.toContainText('BRM42220014')
  await page.getByRole('link', { name: 'New probe' }).first().click()
  const create = page.getByRole('dialog', { name: 'Create probe' })
  await typeInto(create.getByLabel('Name'), 'typed-probe')
  const sled = create.getByRole('textbox', { name: 'Sled ID' })
  await typeInto(sled, 'BRM42220014')
  await create.getByRole('button', { name: 'Create probe' }).click()
  await expect(create.getByText('Must be a sled ID (a UUID)')).toBeVisible()

  const missing = '00000000-0000-4000-8000-00000000beef'
  await typeInto(sled, missing)
  await create.getByRole('button', { name: 'Create probe' }).click()
  await expect(create.getByText(`not found: sled with id "${missing}"`)).toBeVisible()
  await expect(create.getByLabel('Name')).toHaveValue('typed-probe')
  await expect(sled).toHaveValue(missing)
  await page.screenshot({ path: '/tmp/probes-typed.png' })
})
