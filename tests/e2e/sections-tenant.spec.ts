// The tenant side's pages draw their own resource first and fail a secondary
// read in its own place: a list's names column (one notice above the table,
// the cells '—'), a detail page's panel, a form's picker (the form works; the
// picker says why, with Retry), an access page's names. The preview's planned
// fault (localStorage 'failNext') fails one read, once.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openConsole, openInApp, presetStorage, typeInto } from './helpers'

type Fault = { method: string; path: string; status?: number; message?: string }
const failNext = (page: Page, fault: Fault) => page.evaluate((f) => localStorage.setItem('failNext', JSON.stringify(f)), fault)

const PROJECT = '/projects/mock-project'

const rowOf = (table: Locator, name: string) => table.getByRole('row').filter({ has: table.page().getByRole('cell', { name, exact: true }) })
const failureOf = (page: Page, what: string) => page.getByRole('alert').filter({ hasText: `Could not read ${what}` })

test('disks without their instances’ names: the rows and sources show, one notice says so, Retry names them', { tag: '@firefox' }, async ({ page }) => {
  await openConsole(page)
  await failNext(page, { method: 'GET', path: '/v1/instances', status: 503 })
  await openInApp(page, `${PROJECT}/disks`)
  const failure = failureOf(page, 'the disks’ instances')
  await expect(failure).toContainText('Service Unavailable')
  await expect(failure).toHaveCount(1)
  const disks = page.getByRole('table', { name: 'Disks' })
  // The page's own rows, and the other names column, are there.
  const disk2 = rowOf(disks, 'disk-2')
  await expect(disk2).toContainText('20 GiB')
  await expect(rowOf(disks, 'disk-1').getByRole('link', { name: 'ubuntu-24-04' })).toBeVisible()
  await expect(disk2.getByRole('cell', { name: '—', exact: true })).toBeVisible()
  // Detach depends on the instance (its state, its boot disk): not offered until it is read.
  await disk2.getByRole('button', { name: /^Actions for / }).click()
  const detach = page.getByRole('menuitem', { name: 'Detach' })
  await expect(detach).toHaveAccessibleDescription('Could not read the disk’s instance: Service Unavailable')
  await page.keyboard.press('Escape')

  await failure.getByRole('button', { name: 'Retry' }).click()
  await expect(failure).toHaveCount(0)
  await expect(disk2.getByRole('link', { name: 'db1' })).toBeVisible()
  // Now the instance's own rule answers (db1 is running).
  await disk2.getByRole('button', { name: /^Actions for / }).click()
  await expect(detach).toHaveAccessibleDescription('Only available when the instance is creating, stopped or failed')
})

test('the instances list draws its rows before any external-IP read is sent; the IP column fills in after', async ({ page }) => {
  // Every answer takes 1.5 s: the column's reads are seen under way.
  await presetStorage(page, { latency: '1500' })
  await openConsole(page)
  // In the page: how many external-IP reads had been sent when the first row was drawn.
  await page.evaluate(() => {
    const w = window as unknown as { __apiRequest?: (...a: unknown[]) => unknown; ipReads: number; ipReadsAtRows?: number }
    const report = w.__apiRequest
    w.ipReads = 0
    w.__apiRequest = (method, url, body) => {
      if (String(url).includes('/external-ips')) w.ipReads++
      return report?.(method, url, body)
    }
    new MutationObserver((_, observer) => {
      if (!document.querySelector('main table a[href$="/instances/db1"]')) return
      w.ipReadsAtRows = w.ipReads
      observer.disconnect()
    }).observe(document.body, { childList: true, subtree: true })
  })
  await openInApp(page, `${PROJECT}/instances`)
  const db1 = rowOf(page.getByRole('table', { name: 'Instances' }), 'db1')
  await expect(db1).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { ipReadsAtRows?: number }).ipReadsAtRows)).toBe(0)
  // The IP column waits in its place, then fills in.
  await expect(db1.getByText('…', { exact: true })).toBeVisible()
  await expect(db1).toContainText(/\d+\.\d+\.\d+\.\d+/)
  expect(await page.evaluate(() => (window as unknown as { ipReads: number }).ipReads)).toBeGreaterThan(0)
})

test('the instances list without its external IPs: the rows and their actions work, one notice says so, Retry fills the column', async ({ page }) => {
  await openConsole(page)
  // The IPs are read by instance id: fail db1's.
  const id = await page.evaluate(() =>
    fetch('/v1/instances?project=mock-project&limit=1000')
      .then((r) => r.json())
      .then((b: { items: { id: string; name: string }[] }) => b.items.find((i) => i.name === 'db1')!.id),
  )
  await failNext(page, { method: 'GET', path: `/v1/instances/${id}/external-ips`, status: 500, message: 'Internal Server Error' })
  await openInApp(page, `${PROJECT}/instances`)
  const table = page.getByRole('table', { name: 'Instances' })
  const failure = failureOf(page, 'the instances’ external IPs')
  await expect(failure).toContainText('Internal Server Error')
  const db1 = rowOf(table, 'db1')
  await expect(db1.getByRole('link', { name: 'db1' })).toBeVisible()
  await db1.getByRole('button', { name: /^Actions for / }).click()
  await expect(page.getByRole('menuitem', { name: 'Stop' })).toBeEnabled()
  await page.keyboard.press('Escape')
  await failure.getByRole('button', { name: 'Retry' }).click()
  await expect(failure).toHaveCount(0)
  await expect(db1).toContainText(/\d+\.\d+\.\d+\.\d+/)
})

test('an instance’s settings tab without its anti-affinity groups: the tab works, the panel says so, Retry brings them', async ({ page }) => {
  await openConsole(page)
  // analytics is stopped: only what it is in keeps it from joining another group.
  await failNext(page, { method: 'GET', path: '/v1/instances/analytics/anti-affinity-groups', status: 503 })
  await openInApp(page, `${PROJECT}/instances/analytics/settings`)
  const failure = failureOf(page, 'the instance’s anti-affinity groups')
  await expect(failure).toContainText('Service Unavailable')
  // The tab's own content, and the other kind's panel, are there.
  await expect(page.getByRole('heading', { name: 'analytics', exact: true })).toBeVisible()
  await expect(page.getByRole('spinbutton', { name: 'vCPUs' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Add to affinity group' })).toBeVisible()
  // The project's anti-affinity groups are offered; joining one waits for how many it is in.
  await expect(page.getByRole('form', { name: 'Add to anti-affinity group' }).getByRole('button', { name: 'Add' })).toHaveAccessibleDescription(
    'Could not read the instance’s anti-affinity groups: Service Unavailable',
  )
  await expect(page.getByRole('combobox', { name: 'Add to anti-affinity group' })).toBeVisible()
  await failure.getByRole('button', { name: 'Retry' }).click()
  await expect(failure).toHaveCount(0)
  await expect(page.getByRole('table', { name: 'Anti-affinity groups' }).or(page.getByRole('heading', { name: 'In no anti-affinity group' }))).toBeVisible()
})

test('instance create without the SSH keys: the form works and creates; the keys say so in their place, Retry lists them', async ({ page }) => {
  await openConsole(page)
  await failNext(page, { method: 'GET', path: '/v1/me/ssh-keys', status: 503 })
  await openInApp(page, `${PROJECT}/instances-new`)
  const form = page.getByRole('form', { name: 'Create instance' })
  const auth = form.getByRole('region', { name: 'Authentication' })
  const failure = auth.getByRole('alert').filter({ hasText: 'Could not read your SSH keys' })
  await expect(failure).toContainText('Service Unavailable')
  // The other pickers filled in: an image is chosen.
  await expect(form.getByRole('combobox', { name: 'Image', exact: true })).not.toHaveValue('')
  await failure.getByRole('button', { name: 'Retry' }).click()
  await expect(failure).toHaveCount(0)
  // The keys come checked, as they would have at first.
  await expect(auth.getByRole('checkbox').first()).toBeChecked()
  const name = await form.getByRole('textbox', { name: 'Name', exact: true }).inputValue()
  await form.getByRole('button', { name: 'Create instance' }).click()
  await expect(page).toHaveURL(new RegExp(`/projects/mock-project/instances/${name}(/|$)`))
})

test('a project’s access without the users’ names: the roles show, one notice says so, Retry names them', async ({ page }) => {
  await openConsole(page)
  await failNext(page, { method: 'GET', path: '/v1/users', status: 503 })
  await openInApp(page, `${PROJECT}/access`)
  const failure = failureOf(page, 'the users’ and groups’ names')
  await expect(failure).toContainText('Service Unavailable')
  const table = page.getByRole('table', { name: 'Role assignments' })
  // The policy's rows: their types and roles.
  await expect(table.getByRole('cell', { name: 'group', exact: true }).first()).toBeVisible()
  await expect(table.getByRole('row').filter({ hasText: 'admin' }).first()).toBeVisible()
  await expect(table.getByText('Katherine Johnson')).toHaveCount(0)
  await failure.getByRole('button', { name: 'Retry' }).click()
  await expect(failure).toHaveCount(0)
  await expect(rowOf(table, 'Katherine Johnson')).toContainText('viewer')
})

test('a new floating IP without the silo’s pools: the form says so in the pool’s place and still creates one', async ({ page }) => {
  await openConsole(page)
  await failNext(page, { method: 'GET', path: '/v1/ip-pools', status: 503 })
  await openInApp(page, `${PROJECT}/floating-ips-new`)
  const dialog = page.getByRole('dialog', { name: 'Create floating IP' })
  const failure = dialog.getByRole('alert').filter({ hasText: 'Could not read the silo’s IP pools' })
  await expect(failure).toContainText('Service Unavailable')
  await typeInto(dialog.getByRole('textbox', { name: 'Name' }), 'no-pool-picked')
  await dialog.getByRole('button', { name: 'Create floating IP' }).click()
  await expect(dialog).toBeHidden()
  await expect(rowOf(page.getByRole('table', { name: 'Floating IPs' }), 'no-pool-picked')).toBeVisible()
  await expect(page.getByText('Floating IP no-pool-picked created')).toBeVisible()
})

test('a VPC page whose VPC cannot be read: the rules show, the header says so once, Retry fills it in', async ({ page }) => {
  await openConsole(page)
  await failNext(page, { method: 'GET', path: '/v1/vpcs/mock-vpc', status: 503 })
  await openInApp(page, `${PROJECT}/vpcs/mock-vpc/firewall-rules`)
  // The tab's rows are the page's own: they do not wait for the VPC's read.
  await expect(rowOf(page.getByRole('table', { name: 'Firewall rules' }), 'allow-internal-inbound')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'mock-vpc' })).toBeVisible()
  const failure = failureOf(page, 'the VPC’s properties')
  await expect(failure).toContainText('Service Unavailable')
  await expect(failure).toHaveCount(1)
  await failure.getByRole('button', { name: 'Retry' }).click()
  await expect(failure).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'system', exact: true })).toBeVisible()
})
