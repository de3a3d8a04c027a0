import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { inPageFetch, openConsole } from './helpers'

const terminalText = (page: Page) => page.getByTestId('serial-terminal').locator('.xterm-rows')

test('a running instance’s serial console shows the boot log and echoes what is typed', { tag: '@firefox' }, async ({ page }) => {
  await openConsole(page, '/projects/mock-project/instances/db1/serial-console')
  await expect(page.getByRole('heading', { name: 'Serial console', exact: true })).toBeVisible()
  await expect(page.getByRole('status', { name: 'Connection: Connected' })).toBeVisible()
  await expect(terminalText(page)).toContainText('Linux version')
  await expect(terminalText(page)).toContainText(/db1 login:\s*$/m)

  await page.getByTestId('serial-terminal').click()
  await page.keyboard.type('hello')
  await expect(terminalText(page)).toContainText(/db1 login:\s*hello/)
  await page.keyboard.press('Enter')
  await expect(terminalText(page)).toContainText('Password:')

  // Tab goes to the instance; Shift+Tab leaves the terminal, as the page says.
  const input = page.getByRole('textbox', { name: 'Terminal input' })
  await expect(input).toBeFocused()
  await expect(input).toHaveAccessibleDescription('Keys, Tab included, go to the instance. Shift+Tab leaves the terminal.')
  await page.keyboard.press('Tab')
  await expect(input).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(input).not.toBeFocused()

  // Reconnecting replays what the console printed.
  await page.getByRole('button', { name: 'Reconnect' }).click()
  await expect(page.getByRole('status', { name: 'Connection: Connected' })).toBeVisible()
  await expect(terminalText(page)).toContainText('Password:')

  await page.getByRole('link', { name: 'Back to instance' }).first().click()
  await expect(page).toHaveURL(/\/projects\/mock-project\/instances\/db1\/storage$/)
})

test('a stopped instance’s serial console says it is unavailable and opens nothing', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/instances/analytics/serial-console')
  await expect(page.getByText('The serial console is unavailable')).toBeVisible()
  await expect(page.getByText(/This instance is stopped\. Only available when the instance is running/)).toBeVisible()
  await expect(page.getByTestId('serial-terminal')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Reconnect' })).toHaveCount(0)
})

test('a starting instance’s serial console opens from its menu, waits, then connects by itself and shows the boot from its first line', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/instances/analytics')
  await page.getByRole('button', { name: 'Instance actions' }).click()
  await page.getByRole('menuitem', { name: 'Start' }).click()
  await expect(page.locator('dt', { hasText: /^State$/ }).locator('xpath=following-sibling::dd[1]')).toContainText(/starting/i)
  // While it boots, the console's page opens, to wait for it.
  await page.getByRole('button', { name: 'Instance actions' }).click()
  await page.getByRole('menuitem', { name: 'View serial console' }).click()
  await expect(page.getByRole('status', { name: 'Connection: Waiting for the instance to start…' })).toBeVisible()
  await expect(page.getByText('The instance is starting. The console connects by itself when it is running.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reconnect' })).toBeDisabled()
  // No click: it connects when the instance runs, and the boot log starts at its first line.
  await expect(page.getByRole('status', { name: 'Connection: Connected' })).toBeVisible({ timeout: 15_000 })
  await expect(terminalText(page)).toContainText('BdsDxe: loading Boot0001')
  await expect(terminalText(page)).toContainText(/analytics login:\s*$/m)
})

test('a reboot closes the serial console; it waits for the instance and reconnects by itself', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/instances/db1/serial-console')
  await expect(terminalText(page)).toContainText(/db1 login:\s*$/m)
  expect(await inPageFetch(page, 'POST', '/v1/instances/db1/reboot?project=mock-project')).toBe(202)
  await expect(page.getByText('The instance is rebooting. The console connects by itself when it is running.')).toBeVisible()
  await expect(terminalText(page)).toContainText(/reconnected at \d\d:\d\d:\d\d/)
  await expect(page.getByRole('status', { name: 'Connection: Connected' })).toBeVisible()
  await expect(terminalText(page)).toContainText(/reconnected at [\s\S]*BdsDxe: loading Boot0001/)
})

test('metrics: CPU, disk and network charts render, and the range can change', { tag: '@firefox' }, async ({ page }) => {
  await openConsole(page, '/projects/mock-project/instances/db1/metrics')
  await expect(page).toHaveURL(/\/instances\/db1\/metrics\/cpu$/)
  const chart = (name: string) => page.getByRole('figure', { name }).locator('svg.apexcharts-svg')

  await expect(chart('CPU utilization')).toBeVisible()
  await expect(page.getByRole('figure', { name: 'CPU utilization' })).toContainText('Running')
  // When the charts on screen were read, by the refresh controls; a refresh moves it on.
  const updated = page.getByTestId('metrics-updated')
  await expect(updated).toHaveText(/^Updated \d\d:\d\d:\d\d$/)
  const readAt = await updated.locator('time').getAttribute('datetime')
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect(updated.locator('time')).not.toHaveAttribute('datetime', readAt ?? '')

  const tabs = page.getByRole('navigation', { name: 'Metrics' })
  await tabs.getByRole('link', { name: 'Disk' }).click()
  await expect(page).toHaveURL(/\/metrics\/disk$/)
  await expect(chart('Disk throughput')).toBeVisible()
  await expect(chart('Disk operations')).toBeVisible()

  // The range chosen carries over to the next subtab.
  await page.getByRole('combobox', { name: 'Time range' }).selectOption('24h')
  await expect(chart('Disk throughput')).toBeVisible()
  await tabs.getByRole('link', { name: 'Network' }).click()
  await expect(page).toHaveURL(/\/metrics\/network$/)
  await expect(page.getByRole('combobox', { name: 'Time range' })).toHaveValue('24h')
  await expect(chart('Network throughput')).toBeVisible()
  await expect(chart('Packets')).toBeVisible()

  // A custom range whose end is before its start is refused.
  await page.getByRole('combobox', { name: 'Time range' }).selectOption('custom')
  await page.getByLabel('Start').fill('2025-06-02T10:00')
  await page.getByLabel('End').fill('2025-06-01T10:00')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('End must be after start')).toBeVisible()
  await expect(chart('Packets')).toBeVisible()
})
