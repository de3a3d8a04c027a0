import { expect, test } from './fixtures'
import { navTo, openConsole, typeInto } from './helpers'

// Seed: db1 (2 vCPUs) and the other instances report vCPU, disk and network
// series; the mock answers the fleet's OxQL and refuses as Nexus does.

const query = (page: import('@playwright/test').Page) => page.getByRole('textbox', { name: 'Query (OxQL)' })

test('OxQL: a query typed with suggestions runs, is charted and tabled, and its URL runs it again', async ({ page }) => {
  await openConsole(page, '/system/silos')
  await navTo(page, 'Metrics')
  await expect(page).toHaveURL(/\/system\/metrics$/)
  await expect(page.getByRole('table', { name: 'Timeseries schemas' }).getByRole('row', { name: /virtual_machine:vcpu_usage/ })).toContainText(
    'cumulative_u64',
  )

  const box = query(page)
  await box.click()
  await box.pressSequentially('get virtual_machine:vc')
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' })
  await expect(suggestions.getByRole('option', { name: /virtual_machine:vcpu_usage/ })).toHaveAttribute('aria-selected', 'true')
  await box.press('Enter')
  await expect(suggestions).toHaveCount(0)
  await expect(box).toHaveValue('get virtual_machine:vcpu_usage')
  await page.keyboard.insertText(' | filter timestamp > @now() - 1h | align mean_within(1m) | group_by [')
  await box.pressSequentially('sta')
  await expect(suggestions.getByRole('option', { name: /^state/ })).toBeVisible()
  await box.press('Enter')
  await box.pressSequentially('], sum')
  await page.getByRole('button', { name: 'Run' }).click()

  await expect(page).toHaveURL(/[?&]query=get\+virtual_machine%3Avcpu_usage.*group_by\+%5Bstate%5D%2C\+sum/)
  const result = page.getByRole('table', { name: 'Query result' })
  await expect(result.getByRole('row')).toHaveCount(5)
  await expect(result).toContainText('state=run')
  await expect(page.getByTestId('oxql-chart').locator('.apexcharts-canvas')).toBeVisible()

  // The URL alone runs it: a reload (or a shared link) shows the same result.
  await page.reload()
  await expect(query(page)).toHaveValue(/group_by \[state\], sum$/)
  await expect(page.getByRole('table', { name: 'Query result' }).getByRole('row')).toHaveCount(5)
  await expect(page.getByTestId('oxql-chart').locator('.apexcharts-canvas')).toBeVisible()
})

test('OxQL: a refused query shows the server’s message; a group_by before any alignment is not sent', async ({ page }) => {
  await openConsole(page, '/system/metrics?query=' + encodeURIComponent('get virtual_machine:nope | filter timestamp > @now() - 1h'))
  const refusal = page.getByRole('alert').filter({ hasText: 'The query was refused' })
  await expect(refusal).toContainText('Timeseries not found for: virtual_machine:nope')
  await expect(page.getByRole('table', { name: 'Query result' })).toHaveCount(0)

  const box = query(page)
  await typeInto(box, 'get virtual_machine:vcpu_usage | filter timestamp > @now() - 1h | group_by [state], sum')
  await box.press('Escape') // closes the suggestions
  await page.getByRole('button', { name: 'Run' }).click()
  await expect(box).toHaveAccessibleDescription(/Input tables to a group_by must be aligned/)
  await expect(refusal).toHaveCount(0)
})

test('fleet metrics: provisioned charts for the fleet, then for one silo', async ({ page }) => {
  await openConsole(page, '/system/metrics')
  await expect(page.getByRole('heading', { name: 'Provisioned over time · the fleet' })).toBeVisible()
  const cpus = page.getByRole('figure', { name: 'CPUs provisioned' })
  await expect(cpus.locator('.apexcharts-canvas')).toBeVisible()

  await page.getByRole('combobox', { name: 'Silo' }).selectOption('myriad')
  await expect(page.getByRole('heading', { name: 'Provisioned over time · myriad' })).toBeVisible()
  for (const chart of ['CPUs provisioned', 'Memory provisioned', 'Storage provisioned']) {
    await expect(page.getByRole('figure', { name: chart }).locator('.apexcharts-canvas')).toBeVisible()
  }
})
