// A failed secondary read costs its section, not the page: the page's own
// resource is drawn, the part whose read failed says so in its place, in
// words, with Retry, and the rest of the page works. The preview's planned
// fault (localStorage 'failNext') fails the one read, once.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openConsole, openInApp } from './helpers'

type Fault = { method: string; path: string; status?: number; message?: string }
const failNext = (page: Page, fault: Fault) => page.evaluate((f) => localStorage.setItem('failNext', JSON.stringify(f)), fault)

const PROJECT = '/projects/mock-project'

test('an instance’s Connect tab without its SSH keys: the rest of the tab works, Retry reads them', { tag: '@firefox' }, async ({ page }) => {
  await openConsole(page)
  await failNext(page, { method: 'GET', path: '/v1/instances/db1/ssh-public-keys', status: 501, message: 'Not implemented' })
  await openInApp(page, `${PROJECT}/instances/db1/connect`)
  const failure = page.getByRole('alert').filter({ hasText: 'Could not read the instance’s SSH keys' })
  await expect(failure).toContainText('Not implemented')
  // The page and the rest of the tab are there.
  await expect(page.getByRole('heading', { name: 'db1', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Connect', exact: true })).toBeVisible()
  await expect(page.getByText(/^oxide instance serial console/)).toBeVisible()
  await failure.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('table', { name: 'SSH public keys' })).toBeVisible()
  await expect(failure).toHaveCount(0)
})

test('an instance page without its external IPs: the header says so in place, the tabs work', async ({ page }) => {
  await openConsole(page)
  await failNext(page, { method: 'GET', path: '/v1/instances/db1/external-ips', status: 503 })
  await openInApp(page, `${PROJECT}/instances/db1/storage`)
  const failure = page.getByRole('alert').filter({ hasText: 'Could not read the external IPs' })
  await expect(failure).toBeVisible()
  await expect(page.getByRole('heading', { name: 'db1', exact: true })).toBeVisible()
  await expect(page.getByRole('table', { name: /disks/i }).first()).toBeVisible()
  await failure.getByRole('button', { name: 'Retry' }).click()
  await expect(failure).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Copy \d/ }).first()).toBeVisible()
})
