import { expect, test } from './fixtures'
import { navTo, openConsole } from './helpers'

// Seed: four in-service sleds of 128 threads and 1,012 GiB (BRM42220052 is not
// provisionable), ten U.2 and two M.2 drives each (one U.2 expunged); silos
// maze-war, myriad and thrax with quotas; db1 and research-1 run on BRM42220014.

test('utilization: fleet totals against quotas and the capacity estimate, charts, and a silo filter', async ({ page }) => {
  await openConsole(page, '/system/silos')
  await navTo(page, 'Utilization')
  await expect(page).toHaveURL(/\/system\/utilization$/)
  await expect(page.getByRole('heading', { name: 'Provisioned in all silos' })).toBeVisible()
  // §9: 4 sleds × 32 TB × 0.909 × 0.7 = 81.45 TiB; 0.7 × 512 threads; 0.7 × 4 × 1,012 GiB.
  await expect(page.getByText('81.45 TiB')).toBeVisible()
  await expect(page.getByText('358.4', { exact: false }).first()).toBeVisible()
  await expect(page.getByText('2.77 TiB')).toBeVisible()

  for (const chart of ['CPUs provisioned', 'Memory provisioned', 'Storage provisioned']) {
    await expect(page.getByRole('figure', { name: chart }).locator('.apexcharts-canvas')).toBeVisible()
  }
  const silos = page.getByRole('table', { name: 'Silo utilization' })
  await expect(silos.getByRole('row')).toHaveCount(4)
  await expect(silos.getByRole('row').filter({ hasText: 'myriad' })).toContainText('/ 64')

  await page.getByRole('combobox', { name: 'Silo' }).selectOption('myriad')
  await expect(page.getByRole('heading', { name: 'Provisioned in myriad' })).toBeVisible()
  await expect(silos.getByRole('row')).toHaveCount(2)
  await expect(page.getByText('Capacity (estimate)', { exact: true })).toHaveCount(0)
  // The charts are the silo's now, measured against its quota.
  const cpus = page.getByRole('figure', { name: 'CPUs provisioned' })
  await expect(cpus.locator('.apexcharts-canvas')).toBeVisible()
  await expect(cpus.getByText('Quota', { exact: true })).toBeVisible()

  // The range stays when the silo changes again.
  await page.getByRole('combobox', { name: 'Time range' }).selectOption('7d')
  await expect(page.getByRole('figure', { name: 'Memory provisioned' }).locator('.apexcharts-canvas')).toBeVisible()
  await page.getByRole('combobox', { name: 'Silo' }).selectOption('')
  await expect(page.getByRole('heading', { name: 'Provisioned in all silos' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Time range' })).toHaveValue('7d')
  await expect(cpus.getByText('Capacity (estimate)', { exact: true })).toBeVisible()
})

test('inventory: sleds, physical disks, and the instances on a sled', async ({ page }) => {
  await openConsole(page, '/system/silos')
  await navTo(page, 'Inventory')
  await expect(page).toHaveURL(/\/system\/inventory\/sleds$/)
  const sleds = page.getByRole('table', { name: 'Sleds' })
  await expect(sleds.getByRole('row')).toHaveCount(5)
  const kept = sleds.getByRole('row').filter({ hasText: 'BRM42220052' })
  await expect(kept).toContainText('non provisionable')
  await expect(kept).toContainText('1,012 GiB')
  await expect(kept).toContainText('913-0000019')

  await page.getByRole('tab', { name: 'Disks' }).click()
  await expect(page).toHaveURL(/\/system\/inventory\/disks$/)
  const disks = page.getByRole('table', { name: 'Physical disks' })
  await expect(disks.getByRole('row')).toHaveCount(49)
  await expect(disks.getByRole('row').filter({ hasText: 'expunged' })).toContainText('decommissioned')
  await expect(disks.getByRole('row').filter({ hasText: 'Micron_7300_MTFDHBG1T9TDF' }).first()).toContainText('M.2')

  await page.getByRole('tab', { name: 'Sleds', exact: true }).click()
  await sleds.getByRole('row').filter({ hasText: 'BRM42220014' }).getByRole('link').click()
  await expect(page).toHaveURL(/\/system\/inventory\/sleds\/[0-9a-f-]+\/instances$/)
  await expect(page.getByRole('heading', { name: 'Sled BRM42220014' })).toBeVisible()
  const instances = page.getByRole('table', { name: 'Instances' })
  await expect(instances.getByRole('row').filter({ hasText: 'db1' })).toContainText('mock-project')
  await expect(instances.getByRole('row').filter({ hasText: 'db1' })).toContainText('maze-war')
  await expect(instances.getByRole('row').filter({ hasText: 'research-1' })).toContainText('myriad-research')
})

test('every silo’s quotas in one table', async ({ page }) => {
  await openConsole(page, '/system/utilization')
  const quotas = page.getByRole('table', { name: 'Silo quotas' })
  await expect(quotas.getByRole('row')).toHaveCount(4)
  await expect(quotas.getByRole('row').filter({ hasText: 'myriad' })).toContainText('256 GiB')
  await expect(quotas.getByRole('row').filter({ hasText: 'maze-war' })).toContainText('200')
  // The silo filter narrows the charts, not the quotas.
  await page.getByRole('combobox', { name: 'Silo' }).selectOption('myriad')
  await expect(page.getByRole('heading', { name: 'Provisioned in myriad' })).toBeVisible()
  await expect(quotas.getByRole('row')).toHaveCount(4)
})
