// Operator pages: a failed secondary read costs its section, not the page.
// Each page's own read is drawn; the part whose read failed says so in its
// place, in words, with Retry, and the rest of the page works. The fleet role
// is one such part for every operator page: when it cannot be read, the page
// is drawn, every write is disabled saying why, and the notice above the page
// reads it again. The preview's planned fault (localStorage 'failNext') fails
// the one read, once.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { axeBothThemes } from './axe'
import { closeMenu, openConsole, openInApp, typeInto } from './helpers'

type Fault = { method: string; path: string; status?: number; message?: string }
const failNext = (page: Page, fault: Fault) => page.evaluate((f) => localStorage.setItem('failNext', JSON.stringify(f)), fault)

// What axe measures is the end state of any transition (a notice fading in has no contrast to speak of).
test.use({ reducedMotion: 'reduce' })

test('system utilization without its quotas table (a server that answers 501): the rest of the page works, Retry reads it', async ({ page }) => {
  await openConsole(page)
  await failNext(page, { method: 'GET', path: '/v1/system/silo-quotas', status: 501 })
  await openInApp(page, '/system/utilization')
  const failure = page.getByRole('alert').filter({ hasText: 'Could not read the quotas of every silo' })
  await expect(failure).toContainText('This server does not offer them (501 Not Implemented)')
  // The page's own numbers, the capacity and the silo filter are there.
  await expect(page.getByRole('heading', { name: 'Provisioned in all silos' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Silo utilization' }).getByRole('row')).toHaveCount(4)
  await expect(page.getByText('81.45 TiB')).toBeVisible()
  await page.getByRole('combobox', { name: 'Silo' }).selectOption('myriad')
  await expect(page.getByRole('heading', { name: 'Provisioned in myriad' })).toBeVisible()
  await expect(failure).toBeVisible()
  expect(await axeBothThemes(page)).toEqual([])

  await failure.getByRole('button', { name: 'Retry' }).click()
  const quotas = page.getByRole('table', { name: 'Silo quotas' })
  await expect(quotas.getByRole('row').filter({ hasText: 'myriad' })).toContainText('256 GiB')
  await expect(failure).toHaveCount(0)
})

test('fleet access without its built-in users: the role assignments work, Retry reads them', async ({ page }) => {
  await openConsole(page)
  await failNext(page, { method: 'GET', path: '/v1/system/users-builtin', status: 503 })
  await openInApp(page, '/system/access')
  const builtin = page.getByRole('region', { name: 'Built-in users' })
  const failure = builtin.getByRole('alert')
  await expect(failure).toHaveText(/Could not read the built-in users: Service Unavailable/)
  // The page's own rows, with their names, and its writes.
  const roles = page.getByRole('table', { name: 'Role assignments' })
  await expect(roles.getByRole('row').filter({ hasText: 'Ada Lovelace' })).toContainText('admin')
  await expect(page.getByRole('button', { name: 'Add user or group' })).toBeEnabled()

  await failure.getByRole('button', { name: 'Retry' }).click()
  await expect(builtin.getByRole('table', { name: 'Built-in users' }).getByRole('row').filter({ hasText: 'db-init' })).toBeVisible()
  await expect(failure).toHaveCount(0)
})

test('fleet access without the users’ names: the rows show their ids, one notice says why, Retry names them', async ({ page }) => {
  await openConsole(page)
  await failNext(page, { method: 'GET', path: '/v1/users', status: 503 })
  await openInApp(page, '/system/access')
  const notice = page.getByRole('alert').filter({ hasText: 'Could not read the users’ and groups’ names' })
  await expect(notice).toContainText('Service Unavailable')
  const roles = page.getByRole('table', { name: 'Role assignments' })
  // Every role is there, each identity by its id.
  await expect(roles.getByRole('row').filter({ hasText: 'admin' })).toHaveCount(1)
  await expect(roles.getByRole('row').filter({ hasText: 'viewer' })).toHaveCount(1)
  await expect(roles.getByText('Ada Lovelace')).toHaveCount(0)

  await notice.getByRole('button', { name: 'Retry' }).click()
  await expect(roles.getByRole('row').filter({ hasText: 'Ada Lovelace' })).toContainText('admin')
  await expect(roles.getByRole('row').filter({ hasText: 'Grace Hopper' })).toContainText('viewer')
  await expect(notice).toHaveCount(0)
})

test('an IP pool’s page without its address counts: the header says so in place, the ranges work, Retry reads them', async ({ page }) => {
  await openConsole(page)
  await failNext(page, { method: 'GET', path: '/v1/system/ip-pools/ip-pool-1/utilization', status: 503 })
  await openInApp(page, '/system/networking/ip-pools/ip-pool-1')
  const failure = page.getByRole('alert').filter({ hasText: 'Could not read the pool’s address counts' })
  await expect(failure).toContainText('Service Unavailable')
  await expect(page.getByRole('heading', { name: 'ip-pool-1', exact: true })).toBeVisible()
  const ranges = page.getByRole('table', { name: 'IP ranges' })
  await expect(ranges.getByRole('row').nth(1)).toBeVisible()
  await page.getByRole('tab', { name: 'Linked silos' }).click()
  await expect(page.getByRole('table', { name: 'Linked silos' })).toBeVisible()
  expect(await axeBothThemes(page)).toEqual([])

  await failure.getByRole('button', { name: 'Retry' }).click()
  await expect(failure).toHaveCount(0)
  // 'allocated / capacity (n%)'.
  await expect(page.getByText(/^\d[\d,]* \/ \d[\d,]* \(/).first()).toBeVisible()
})

test('the new webhook receiver form without the alert classes: a subscription can be typed, Retry offers the classes', { tag: '@firefox' }, async ({ page }) => {
  await openConsole(page)
  await failNext(page, { method: 'GET', path: '/v1/alert-classes', status: 503 })
  await openInApp(page, '/system/alerts-new')
  const form = page.getByRole('dialog', { name: 'Create webhook receiver' })
  const picker = form.getByRole('group', { name: 'Alert classes' })
  const failure = picker.getByRole('alert')
  await expect(failure).toHaveText(/Could not read the alert classes: Service Unavailable/)
  // The rest of the form works.
  const typed = form.getByRole('textbox', { name: 'Other subscriptions' })
  await typeInto(typed, 'hardware.**')
  await expect(typed).toHaveValue('hardware.**')
  expect(await axeBothThemes(page)).toEqual([])

  await failure.getByRole('button', { name: 'Retry' }).click()
  await expect(picker.getByRole('checkbox').first()).toBeVisible()
  await expect(failure).toHaveCount(0)
  // Nothing was sent: Retry is not the form's submit.
  await expect(form).toBeVisible()
  await expect(typed).toHaveValue('hardware.**')
})

test('the fleet role could not be read: the pages are drawn, every write is disabled saying why, the notice’s Retry enables them', async ({ page }) => {
  await openConsole(page)
  // The role the user's silo confers is read from their silo, which no page here reads first.
  const silo = await page.evaluate(async () => ((await (await fetch('/v1/me')).json()) as { silo_id: string }).silo_id)
  await failNext(page, { method: 'GET', path: `/v1/system/silos/${silo}`, status: 503 })
  await openInApp(page, '/system/silos')

  const notice = page.getByRole('alert').filter({ hasText: 'Could not read your fleet role' })
  await expect(notice).toContainText('Service Unavailable')
  const reason = 'Could not read your role: Service Unavailable'
  // The list is drawn; its writes are not offered.
  const silos = page.getByRole('table', { name: 'Silos' })
  await expect(silos.getByRole('row').filter({ hasText: 'myriad' })).toBeVisible()
  const newSilo = page.getByRole('button', { name: 'New silo' })
  await expect(newSilo).toBeDisabled()
  await expect(newSilo).toHaveAccessibleDescription(reason)
  expect(await axeBothThemes(page)).toEqual([])
  await silos.getByRole('row').filter({ hasText: 'myriad' }).getByRole('button', { name: /^Actions for / }).click()
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeDisabled()
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveAccessibleDescription(reason)
  await closeMenu(page)

  // Another operator page takes the same answer: drawn, its writes disabled, the notice once.
  await page.getByRole('link', { name: 'IP Pools', exact: true }).first().click()
  await expect(page.getByRole('table', { name: 'IP Pools' }).getByRole('row').filter({ hasText: 'ip-pool-1' })).toBeVisible()
  const newPool = page.getByRole('button', { name: 'New IP pool' })
  await expect(newPool).toHaveAccessibleDescription(reason)
  await expect(notice).toHaveCount(1)

  await notice.getByRole('button', { name: 'Retry' }).click()
  await expect(notice).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'New IP pool' })).toBeVisible()
  await page.getByRole('link', { name: 'Silos', exact: true }).first().click()
  await expect(page.getByRole('link', { name: 'New silo' })).toBeVisible()
})

test('fleet metrics without the timeseries schemas: the charts and a query work, the explorer says so, Retry lists them', async ({ page }) => {
  await openConsole(page)
  await failNext(page, { method: 'GET', path: '/v1/system/timeseries/schemas', status: 503 })
  await openInApp(page, '/system/metrics')
  const failure = page.getByRole('alert').filter({ hasText: 'Could not read the timeseries schemas' })
  await expect(failure).toContainText('Service Unavailable')
  await expect(page.getByRole('figure', { name: 'CPUs provisioned' }).locator('.apexcharts-canvas')).toBeVisible()
  // A query typed without suggestions still runs.
  const box = page.getByRole('textbox', { name: 'Query (OxQL)' })
  await typeInto(box, 'get virtual_machine:vcpu_usage | filter timestamp > @now() - 1h | align mean_within(1m)')
  await page.getByRole('button', { name: 'Run' }).click()
  await expect(page.getByRole('table', { name: 'Query result' }).getByRole('row').nth(1)).toBeVisible()

  await failure.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('table', { name: 'Timeseries schemas' }).getByRole('row', { name: /virtual_machine:vcpu_usage/ })).toBeVisible()
  await expect(failure).toHaveCount(0)
})

test('a silo’s page without its utilization: the header’s quotas say so once, the tabs work; on the quotas tab it is said there, Retry reads it', async ({ page }) => {
  await openConsole(page)
  await failNext(page, { method: 'GET', path: '/v1/system/utilization/silos/maze-war', status: 503 })
  await openInApp(page, '/system/silos/maze-war')
  const failure = page.getByRole('alert').filter({ hasText: 'Could not read the silo’s quotas' })
  await expect(failure).toContainText('Service Unavailable')
  await expect(page.getByRole('heading', { name: 'maze-war', exact: true })).toBeVisible()
  // The identity providers tab, its own list, is there.
  await expect(page.getByRole('tabpanel').getByText('This silo keeps its own users')).toBeVisible()
  await failure.getByRole('button', { name: 'Retry' }).click()
  await expect(failure).toHaveCount(0)
  await expect(page.getByText('200 vCPUs')).toBeVisible()

  // Opened on its quotas tab, the tab says it, once.
  await failNext(page, { method: 'GET', path: '/v1/system/utilization/silos/myriad', status: 503 })
  await openInApp(page, '/system/silos/myriad?tab=quotas')
  const inTab = page.getByRole('tabpanel').getByRole('alert')
  await expect(inTab).toContainText('Could not read the silo’s quotas and what it has provisioned: Service Unavailable')
  await expect(page.getByRole('alert').filter({ hasText: 'Could not read the silo’s quotas' })).toHaveCount(1)
  await inTab.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByTestId('quota-memory')).toBeVisible()
  await expect(inTab).toHaveCount(0)
})
