// The operator pages of rack hardware and rack networking: a failed secondary
// read costs its section, not the page. The page's own resource is drawn; the
// part whose read failed (a panel, a column's names, a picker's choices, the
// user's role that enables the writes) says so in its place, in words, with
// Retry, and the rest of the page works. The preview's planned fault
// (localStorage 'failNext') fails the one read, once.
//
// Seed: one rack; switch0 and switch1 with qsfp0…qsfp31, "default-uplink"
// applied to qsfp0 of both (LLDP hears core-router-1); address lots
// initial-infra and uplink-pool; switch0's loopback 172.20.15.10/32 from
// initial-infra; sled BRM42220014 provisionable; BRM42220063 not yet added.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { axeBothThemes } from './axe'
import { ids } from '../../mirage/seed/ids'
import { openConsole, openInApp, typeInto } from './helpers'

type Fault = { method: string; path: string; status?: number; message?: string }
const failNext = (page: Page, fault: Fault) => page.evaluate((f) => localStorage.setItem('failNext', JSON.stringify(f)), fault)

const rowWith = (table: Locator, text: string | RegExp) => table.getByRole('row').filter({ hasText: text })
const failure = (scope: Page | Locator, what: string) => scope.getByRole('alert').filter({ hasText: `Could not read ${what}` })

/** The first port's page: qsfp0 on switch0 of the seeded rack. */
const PORT = `/system/inventory/switch-ports/${ids.rack}/switch0/qsfp0`

test('a switch port without its LLDP service: the port and its other panels show, the LLDP panel says why, Retry reads it', { tag: '@firefox' }, async ({ page }) => {
  await openConsole(page)
  await failNext(page, { method: 'GET', path: '/v1/system/hardware/switch-port/qsfp0/lldp/config', status: 503, message: 'LLDP daemon unreachable' })
  await openInApp(page, PORT)
  await expect(page.getByRole('heading', { name: 'qsfp0 on switch0' })).toBeVisible()
  const lldp = page.getByRole('region', { name: 'LLDP', exact: true })
  const why = failure(lldp, 'the port’s LLDP service')
  await expect(why).toContainText('LLDP daemon unreachable')
  // The rest of the page: the port's link, what LLDP hears, the applied settings and the writes.
  await expect(page.getByRole('region', { name: 'Link status' })).toContainText('up')
  await expect(rowWith(page.getByRole('table', { name: 'LLDP neighbours' }), 'core-router-1')).toBeVisible()
  await expect(page.getByRole('link', { name: 'default-uplink' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Apply settings' })).toBeEnabled()
  await why.getByRole('button', { name: 'Retry' }).click()
  await expect(why).toHaveCount(0)
  await expect(lldp).toContainText('Management IP')
})

test('applying settings without the settings to pick from: the form opens, its picker says why, Retry offers them with the port’s own picked', async ({ page }) => {
  // Opened by its URL: the settings are read by the port's page and the form at once, and both are refused.
  await openConsole(page)
  await failNext(page, { method: 'GET', path: '/v1/system/networking/switch-port-settings', status: 503 })
  await openInApp(page, `${PORT}/apply-settings`)
  const form = page.getByRole('dialog', { name: 'Apply settings' })
  const why = failure(form, 'the switch port settings')
  await expect(why).toContainText('Service Unavailable')
  const picker = form.getByLabel('Switch port settings')
  await expect(picker).toBeDisabled()
  await why.getByRole('button', { name: 'Retry' }).click()
  await expect(why).toHaveCount(0)
  // What the port has now is picked; nothing was changed, so Cancel asks nothing.
  await expect(picker).toHaveValue('default-uplink')
  await form.getByRole('button', { name: 'Cancel' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByRole('heading', { name: 'qsfp0 on switch0' })).toBeVisible()
})

test('a rack without its sleds: the rack and its switches show, the sleds say why, Retry reads them', async ({ page }) => {
  await openConsole(page, '/system/inventory/racks')
  const href = await page.getByRole('table', { name: 'Racks' }).getByRole('row').nth(1).getByRole('link').getAttribute('href')
  await failNext(page, { method: 'GET', path: '/v1/system/hardware/sleds', status: 500, message: 'Internal Server Error' })
  await openInApp(page, href ?? '')
  await expect(page.getByRole('heading', { name: 'Rack', exact: true })).toBeVisible()
  const sleds = page.getByRole('region', { name: 'Sleds' })
  const why = failure(sleds, 'the rack’s sleds')
  await expect(why).toContainText('Internal Server Error')
  await expect(page.getByRole('table', { name: 'Switches' }).getByRole('row')).toHaveCount(3)
  await why.getByRole('button', { name: 'Retry' }).click()
  await expect(why).toHaveCount(0)
  await expect(rowWith(sleds.getByRole('table', { name: 'Sleds' }), 'BRM42220014')).toBeVisible()
})

test('switch ports without the settings’ names: the rows show, one notice says why, the names fill in on Retry', async ({ page }) => {
  await openConsole(page)
  await failNext(page, { method: 'GET', path: '/v1/system/networking/switch-port-settings', status: 503 })
  await openInApp(page, '/system/inventory/switch-ports')
  const ports = page.getByRole('table', { name: 'Switch ports' })
  const first = ports.getByRole('row').nth(1)
  await expect(first).toContainText('qsfp0')
  const why = failure(page, 'the switch port settings’ names')
  await expect(why).toHaveCount(1)
  await expect(why).toContainText('Service Unavailable')
  // The cell that would name the settings says nothing it does not know.
  await expect(first.getByRole('cell').nth(3)).toHaveText('—')
  await why.getByRole('button', { name: 'Retry' }).click()
  await expect(why).toHaveCount(0)
  await expect(first.getByRole('link', { name: 'default-uplink' })).toBeVisible()
})

test('loopback addresses without the lots’ names: the rows show, one notice says why, the names fill in on Retry', async ({ page }) => {
  await openConsole(page)
  await failNext(page, { method: 'GET', path: '/v1/system/networking/address-lot', status: 503 })
  await openInApp(page, '/system/networking/loopback-addresses')
  const row = rowWith(page.getByRole('table', { name: 'Loopback addresses' }), '172.20.15.10/32')
  await expect(row).toContainText('switch0')
  await expect(row.getByRole('cell').nth(2)).toHaveText('—')
  const why = failure(page, 'the address lots’ names')
  await expect(why).toHaveCount(1)
  await why.getByRole('button', { name: 'Retry' }).click()
  await expect(why).toHaveCount(0)
  await expect(row).toContainText('initial-infra')
})

test('new switch port settings without the address lots: the form opens, the lot pickers say why, Retry fills them with the default', async ({ page }) => {
  await openConsole(page, '/system/networking/switch-port-settings')
  await failNext(page, { method: 'GET', path: '/v1/system/networking/address-lot', status: 503, message: 'Lots are resting' })
  await page.getByRole('link', { name: 'New switch port settings' }).first().click()
  const form = page.getByRole('dialog', { name: 'New switch port settings' })
  const why = failure(form, 'the address lots')
  await expect(why).toContainText('Lots are resting')
  const lot = form.getByLabel('Address 1 lot')
  await expect(lot).toBeDisabled()
  // The rest of the form works.
  await typeInto(form.getByLabel('Name'), 'e2e-sections')
  await typeInto(form.getByLabel('MTU'), '9000')
  await why.getByRole('button', { name: 'Retry' }).click()
  await expect(why).toHaveCount(0)
  // The address rows were untouched: the first takes the infra lot.
  await expect(lot).toBeEnabled()
  await expect(lot).toHaveValue('initial-infra')
  await typeInto(form.getByLabel('Address 1', { exact: true }), '172.20.15.60/24')
  await form.getByRole('button', { name: 'Create settings' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByText('Switch port settings e2e-sections created')).toBeVisible()
})

test('a new announce set without the lots’ blocks: the form opens, the block pickers say why, Retry offers them', async ({ page }) => {
  await openConsole(page, '/system/networking/bgp?tab=announce-sets')
  await expect(rowWith(page.getByRole('table', { name: 'Announce sets' }), 'rack-uplinks')).toBeVisible()
  await failNext(page, { method: 'GET', path: '/v1/system/networking/address-lot', status: 503 })
  await page.getByRole('link', { name: 'New announce set' }).click()
  const form = page.getByRole('dialog', { name: 'New announce set' })
  const why = failure(form, 'the address lot blocks')
  await expect(why).toBeVisible()
  const block = form.getByLabel('Announcement 1 address lot block')
  await expect(block).toBeDisabled()
  await typeInto(form.getByLabel('Name'), 'e2e-set')
  await why.getByRole('button', { name: 'Retry' }).click()
  await expect(why).toHaveCount(0)
  await block.selectOption({ label: 'uplink-pool 198.51.100.0–198.51.100.255' })
  await typeInto(form.getByLabel('Announcement 1 network'), '198.51.100.0/26')
  await form.getByRole('button', { name: 'Create announce set' }).click()
  await expect(page.getByText('Announce set e2e-set created')).toBeVisible()
})

test('the inventory without the user’s role: the sleds show, every write is disabled and says why, Retry offers them', async ({ page }) => {
  await openConsole(page)
  // The silo's policy is what the fleet role is read from, besides the fleet's.
  await failNext(page, { method: 'GET', path: '/v1/policy', status: 503, message: 'Policy store unavailable' })
  await openInApp(page, '/system/inventory/sleds')
  const sled = rowWith(page.getByRole('table', { name: 'Sleds' }), 'BRM42220014')
  await expect(sled).toContainText('provisionable')
  const reason = 'Could not read your role: Policy store unavailable'
  await sled.getByRole('button', { name: /^Actions for / }).click()
  const mark = page.getByRole('menuitem', { name: 'Mark non provisionable' })
  await expect(mark).toBeDisabled()
  await expect(page.getByText(reason).first()).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByRole('tab', { name: 'Uninitialized sleds' }).click()
  const add = rowWith(page.getByRole('table', { name: 'Uninitialized sleds' }), 'BRM42220063').getByRole('button', { name: 'Add to rack' })
  await expect(add).toBeDisabled()
  await expect(add).toHaveAccessibleDescription(reason)
  // Said once above the page, with Retry: then the writes are offered.
  const why = failure(page, 'your fleet role')
  await expect(why).toHaveCount(1)
  await why.getByRole('button', { name: 'Retry' }).click()
  await expect(why).toHaveCount(0)
  await expect(add).toBeEnabled()
})

test('loopback addresses without the user’s role: the rows show, creating and deleting are disabled and say why', async ({ page }) => {
  await openConsole(page)
  await failNext(page, { method: 'GET', path: '/v1/policy', status: 503 })
  await openInApp(page, '/system/networking/loopback-addresses')
  await expect(rowWith(page.getByRole('table', { name: 'Loopback addresses' }), '172.20.15.10/32')).toContainText('initial-infra')
  const create = page.getByRole('button', { name: 'New loopback address' })
  await expect(create).toBeDisabled()
  await expect(create).toHaveAccessibleDescription('Could not read your role: Service Unavailable')
  await failure(page, 'your fleet role').getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('link', { name: 'New loopback address' }).first()).toBeVisible()
})

test.describe(() => {
  // The end states of the side modal's animation are what is measured.
  test.use({ reducedMotion: 'reduce' })

  test('a column’s names and a form’s pickers that could not be read are axe-clean in both themes', async ({ page }) => {
    await openConsole(page)
    await failNext(page, { method: 'GET', path: '/v1/system/networking/switch-port-settings', status: 503 })
    await openInApp(page, '/system/inventory/switch-ports')
    await expect(failure(page, 'the switch port settings’ names')).toBeVisible()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    const found = await axeBothThemes(page, 'switch ports')

    await openInApp(page, '/system/networking/switch-port-settings')
    await failNext(page, { method: 'GET', path: '/v1/system/networking/address-lot', status: 503 })
    await page.getByRole('link', { name: 'New switch port settings' }).first().click()
    const form = page.getByRole('dialog', { name: 'New switch port settings' })
    await expect(failure(form, 'the address lots')).toBeVisible()
    await expect(form.getByLabel('BGP peer 1 config')).toHaveCount(0)
    await form.getByRole('button', { name: 'Add BGP peer' }).click()
    await expect(form.getByLabel('BGP peer 1 config')).toBeEnabled()
    found.push(...(await axeBothThemes(page, 'new switch port settings')))
    expect(found, 'axe violations (where [theme] rule: element)').toEqual([])
  })
})
