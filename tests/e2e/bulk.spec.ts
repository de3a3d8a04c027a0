import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openConsole, seededChangesSettled } from './helpers'

const bar = (page: Page) => page.getByRole('toolbar', { name: /selected$/ })

test('stop three instances at once: one is refused with its reason, the others stop', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/instances')
  await seededChangesSettled(page)
  const table = page.getByRole('table', { name: 'Instances' })
  for (const name of ['web-1', 'web-2', 'analytics']) await table.getByRole('checkbox', { name: `Select ${name}` }).check()
  await expect(bar(page)).toContainText('3 selected')
  const stop = bar(page).getByRole('button', { name: 'Stop 2' })
  await expect(stop).toBeEnabled()
  await expect(bar(page)).toContainText("1 can't: analytics — Only available when the instance is running, starting, rebooting or failed")
  await page.screenshot({ path: '/tmp/h-bulk-selection.png' })
  await stop.click()
  const dialog = page.getByRole('alertdialog', { name: 'Stop 2 instances' })
  await expect(dialog).toContainText('web-1 and web-2')
  await dialog.getByRole('button', { name: 'Stop 2' }).click()
  await expect(page.getByText('Stopped 2 instances')).toBeVisible()
  const rowOf = (name: string) => table.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) })
  await expect(rowOf('web-1')).toContainText(/stopp/i)
  await expect(rowOf('web-2')).toContainText(/stopp/i)
  await page.screenshot({ path: '/tmp/h-bulk-results.png' })
  // Those that went through leave the selection; the refused one was never run and stays.
  await expect(table.getByRole('checkbox', { name: 'Select web-1' })).not.toBeChecked()
  await expect(table.getByRole('checkbox', { name: 'Select analytics' })).toBeChecked()
})

test('shift-click selects a range; the header box selects the page', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/snapshots')
  const table = page.getByRole('table', { name: 'Snapshots' })
  const boxes = table.getByRole('checkbox', { name: /^Select snapshot/ })
  await expect(boxes).toHaveCount(5)
  await boxes.nth(0).click()
  await boxes.nth(2).click({ modifiers: ['Shift'] })
  await expect(bar(page)).toContainText('3 selected')
  const all = table.getByRole('checkbox', { name: 'Select all on page' })
  await expect(all).toHaveJSProperty('indeterminate', true)
  await all.check()
  await expect(bar(page)).toContainText('5 selected')
  await bar(page).getByRole('button', { name: 'Clear' }).click()
  await expect(bar(page)).toHaveCount(0)
})

test('delete two snapshots at once, confirmed by name', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/snapshots')
  const table = page.getByRole('table', { name: 'Snapshots' })
  await table.getByRole('checkbox', { name: 'Select snapshot-2' }).check()
  await table.getByRole('checkbox', { name: 'Select snapshot-of-deleted-disk' }).check()
  await bar(page).getByRole('button', { name: 'Delete 2' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete 2 snapshots' })
  await expect(dialog).toContainText('snapshot-2 and snapshot-of-deleted-disk')
  await dialog.getByRole('button', { name: 'Delete 2' }).click()
  await expect(page.getByText('Deleted 2 snapshots')).toBeVisible()
  await expect(table.getByRole('checkbox', { name: 'Select snapshot-2' })).toHaveCount(0)
  await expect(table.getByRole('checkbox', { name: 'Select snapshot-of-deleted-disk' })).toHaveCount(0)
  await expect(table.getByRole('checkbox', { name: 'Select snapshot-1' })).toBeVisible()
})

test('delete two firewall rules at once: one PUT of the rules left', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/vpcs/mock-vpc/firewall-rules')
  const table = page.getByRole('table', { name: 'Firewall rules' })
  await table.getByRole('checkbox', { name: 'Select allow-ssh' }).check()
  await table.getByRole('checkbox', { name: 'Select allow-icmp' }).check()
  await bar(page).getByRole('button', { name: 'Delete 2' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete 2 firewall rules' })
  await expect(dialog).toContainText('allow-icmp and allow-ssh')
  // The in-page mock answers inside the page: tap the fixture's recorder (as slow-network.spec does).
  await page.evaluate(() => {
    const w = window as unknown as { __apiRequest?: (...a: unknown[]) => unknown; __puts: string[][] }
    const report = w.__apiRequest
    w.__puts = []
    w.__apiRequest = (method, url, body) => {
      if (method === 'PUT' && String(url).startsWith('/v1/vpc-firewall-rules'))
        w.__puts.push((JSON.parse(String(body)) as { rules: { name: string }[] }).rules.map((x) => x.name))
      return report?.(method, url, body)
    }
  })
  await dialog.getByRole('button', { name: 'Delete 2' }).click()
  await expect(page.getByText('Deleted 2 firewall rules')).toBeVisible()
  await expect(table.getByRole('checkbox', { name: 'Select allow-ssh' })).toHaveCount(0)
  const puts = await page.evaluate(() => (window as unknown as { __puts: string[][] }).__puts)
  expect(puts).toHaveLength(1)
  expect(puts[0]).toContain('allow-internal-inbound')
  expect(puts[0]).not.toContain('allow-ssh')
  expect(puts[0]).not.toContain('allow-icmp')
})

test('delete disks at once through their row machines: an attached one is refused with the table reason', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/disks')
  const table = page.getByRole('table', { name: 'Disks' })
  await table.getByRole('checkbox', { name: 'Select disk-3' }).check()
  await table.getByRole('checkbox', { name: 'Select disk-4' }).check()
  await table.getByRole('checkbox', { name: 'Select disk-1' }).check()
  // disk-1 is attached: §4 refuses its delete, and the bar says so.
  await expect(bar(page)).toContainText("1 can't: disk-1")
  await bar(page).getByRole('button', { name: 'Delete 2' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete 2 disks' })
  await expect(dialog).toContainText('disk-3 and disk-4')
  await dialog.getByRole('button', { name: 'Delete 2' }).click()
  await expect(page.getByText('Deleted 2 disks')).toBeVisible()
  await expect(table.getByRole('checkbox', { name: 'Select disk-3' })).toHaveCount(0)
  await expect(table.getByRole('checkbox', { name: 'Select disk-4' })).toHaveCount(0)
  await expect(table.getByRole('checkbox', { name: 'Select disk-1' })).toBeChecked()
})
