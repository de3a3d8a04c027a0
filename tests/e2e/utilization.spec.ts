import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { navTo, openConsole, seededChangesSettled } from './helpers'

const GiB_PER_TiB = 1024

/** A card's provisioned amount, in GiB for sizes. */
async function provisioned(page: Page, resource: 'cpus' | 'memory' | 'storage'): Promise<number> {
  const text = (await page.getByTestId(`provisioned-${resource}`).textContent())!.trim()
  const [, n, unit] = text.match(/^([\d.,]+)\s*(GiB|TiB)?$/)!
  const value = Number(n.replace(/,/g, ''))
  return unit === 'TiB' ? value * GiB_PER_TiB : value
}

test('quota against provisioned for CPUs, memory and storage, with a chart of each', async ({ page }) => {
  await openConsole(page, '/utilization')
  await expect(page.getByRole('heading', { name: 'Utilization', level: 1 })).toBeVisible()
  // maze-war's quota (mirage/seed/quotas.ts): 200 CPUs, 1 TiB of memory, 20 TiB of storage.
  await expect(page.getByTestId('quota-cpus')).toHaveText('200')
  await expect(page.getByTestId('quota-memory')).toHaveText('1 TiB')
  await expect(page.getByTestId('quota-storage')).toHaveText('20 TiB')
  for (const label of ['CPUs', 'Memory', 'Storage']) {
    await expect(page.getByRole('meter', { name: `${label} provisioned` })).toBeVisible()
  }
  await expect(page.getByTestId('provisioned-memory')).toHaveText(/^\d+(\.\d{1,2})? (GiB|TiB)$/)

  // The charts are ApexCharts, fetched with the page.
  for (const id of ['cpus', 'memory', 'storage']) {
    await expect(page.getByTestId(`chart-${id}`).locator('svg').first()).toBeVisible()
  }
  await page.getByRole('combobox', { name: 'Time range' }).selectOption({ label: 'Last 7 days' })
  await expect(page.getByTestId('chart-storage').locator('svg').first()).toBeVisible()
})

test('the numbers grow when an instance is created', async ({ page }) => {
  await openConsole(page, '/projects')
  // Seeded instances mid-change (one stopping, one being created…) finish first: only the new one moves the numbers.
  await seededChangesSettled(page)
  await navTo(page, 'Utilization')
  await expect(page.getByTestId('quota-cpus')).toHaveText('200')
  const before = {
    cpus: await provisioned(page, 'cpus'),
    memory: await provisioned(page, 'memory'),
    storage: await provisioned(page, 'storage'),
  }

  // Create an instance with the defaults, in the app (a reload would lose the preview's data).
  await navTo(page, 'Projects')
  await page.getByRole('link', { name: 'mock-project', exact: true }).click()
  await page.getByRole('link', { name: 'New instance' }).first().click()
  const form = page.getByRole('form', { name: 'Create instance' })
  const name = await form.getByRole('textbox', { name: 'Name', exact: true }).inputValue()
  await form.getByRole('button', { name: 'Create instance' }).click()
  await expect(page.getByText(`Creating instance ${name}`)).toBeVisible()
  // CPUs and memory count once the instance runs.
  await expect(page.getByText('running', { exact: true }).first()).toBeVisible({ timeout: 15_000 })

  await page.getByRole('link', { name: 'Oxide Console home' }).click()
  await navTo(page, 'Utilization')
  await expect(page.getByTestId('quota-cpus')).toHaveText('200')
  await expect.poll(() => provisioned(page, 'cpus')).toBeGreaterThan(before.cpus)
  expect(await provisioned(page, 'memory')).toBeGreaterThan(before.memory)
  expect(await provisioned(page, 'storage')).toBeGreaterThan(before.storage)
})
