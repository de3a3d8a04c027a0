// The tenant side's pages draw their own resource first and fail a secondary
// read in its own place: a list's names column (one notice above the table,
// the cells '—'), a detail page's panel, a form's picker (the form works; the
// picker says why, with Retry), an access page's names. The preview's planned
// fault (localStorage 'failNext') fails one read, once.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openConsole, openInApp, presetStorage } from './helpers'

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
