import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { sledId } from '../../mirage/seed/hardware'
import { actAs, navTo, openConsole, openInApp, typeInto } from './helpers'

// Seed (mirage/seed/hardware.ts, instances.ts): four sleds of 128 threads and
// 1,012 GiB; BRM42220052 is not provisionable and still runs worker-migrate;
// BRM42220031 is nearly full: web-2 (4 vCPUs, 8 GiB), warehouse (64, 384 GiB)
// and etl-1 (48, 256 GiB), 116 of 128 vCPUs. The other two sleds' numbers move
// while the seed's changes under way settle, so the tests read BRM42220031's.

/**
 * Every API call the page sends from now on, as `METHOD /path?query`: the
 * fixture's recorder (api-recorder.ts) reports each to `window.__apiRequest`,
 * wrapped here to keep a copy in the page.
 */
async function recordCalls(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { __apiRequest?: (...a: unknown[]) => unknown; __calls: string[] }
    const report = w.__apiRequest
    w.__calls = []
    w.__apiRequest = (method, url, ...rest) => {
      w.__calls.push(`${String(method).toUpperCase()} ${String(url)}`)
      return report?.(method, url, ...rest)
    }
  })
  return () => page.evaluate(() => (window as unknown as { __calls: string[] }).__calls)
}

type Fault = { method: string; path: string; status?: number; message?: string }
const failNext = (page: Page, fault: Fault) => page.evaluate((f) => localStorage.setItem('failNext', JSON.stringify(f)), fault)

const sledRow = (page: Page, serial: string) => page.getByRole('table', { name: 'Sleds' }).getByRole('row').filter({ hasText: serial })

test('capacity: every sled against what it holds, "Will it fit?" from the URL, then the nearly full sled’s page', { tag: '@firefox' }, async ({ page }) => {
  await openConsole(page, '/system/silos')
  await navTo(page, 'Capacity')
  await expect(page).toHaveURL(/\/system\/capacity$/)
  await expect(page.getByRole('heading', { name: 'Capacity', level: 1 })).toBeVisible()

  // Each sled by serial, with its policy and state, what it holds as words and a bar.
  await expect(page.getByRole('table', { name: 'Sleds' }).getByRole('row')).toHaveCount(5)
  const full = sledRow(page, 'BRM42220031')
  await expect(full).toContainText('116 of 128 vCPUs')
  await expect(full).toContainText('648 of 1,012 GiB')
  await expect(full.getByRole('meter', { name: 'vCPUs of BRM42220031' })).toHaveAttribute('aria-valuetext', '116 of 128 vCPUs')
  await expect(sledRow(page, 'BRM42220052')).toContainText('non provisionable')
  // The fleet: every sled in service counts in the total; only provisionable ones have room.
  await expect(page.getByText(/^\d+ of 512 vCPUs$/)).toBeVisible()
  await expect(page.getByText('Taking new instances')).toBeVisible()

  // The question goes into the URL; the answer names the sleds and the fleet's count.
  const form = page.getByRole('form', { name: 'Will it fit?' })
  await typeInto(form.getByRole('textbox', { name: 'vCPUs' }), '8')
  await typeInto(form.getByRole('textbox', { name: 'Memory (GiB)' }), '32')
  await form.getByRole('button', { name: 'Check' }).click()
  await expect(page).toHaveURL(/\/system\/capacity\?ncpus=8&memory=32$/)
  const answer = page.getByRole('region', { name: 'Answer' })
  await expect(answer.getByRole('status')).toContainText(/Fits\s*3 sleds could take an instance of 8 vCPUs and 32 GiB now; the fleet could take \d+ such instances\./)
  await expect(answer.getByRole('listitem').filter({ hasText: 'BRM42220031' })).toHaveText('BRM42220031: 1 of them, then vCPUs run out first')
  await expect(sledRow(page, 'BRM42220031')).toContainText('Yes, 1')
  await expect(sledRow(page, 'BRM42220052')).toContainText('No: non provisionable')

  // Larger than any sled: said plainly, with the limit that binds.
  await typeInto(form.getByRole('textbox', { name: 'vCPUs' }), '64')
  await typeInto(form.getByRole('textbox', { name: 'Memory (GiB)' }), '1024')
  await form.getByRole('button', { name: 'Check' }).click()
  await expect(page).toHaveURL(/\?ncpus=64&memory=1024$/)
  await expect(answer.getByRole('status')).toContainText('No sled has room for an instance of 64 vCPUs and 1,024 GiB now.')
  await expect(answer).toContainText('Memory binds: it is larger than any sled, even an empty one: no provisionable sled has more than 1,012 GiB of usable memory.')

  // What the estimate leaves out is on the page.
  const leftOut = page.getByRole('region', { name: 'What this estimate leaves out' })
  await expect(leftOut).toContainText('VMM reservoir')
  await expect(leftOut).toContainText('three copies')

  // A sled's page says how much of it is in use, above its instances.
  await full.getByRole('link', { name: 'BRM42220031' }).click()
  await expect(page.getByRole('heading', { name: 'Sled BRM42220031' })).toBeVisible()
  const inUse = page.getByRole('region', { name: 'In use' })
  await expect(inUse).toContainText('116 of 128 vCPUs')
  await expect(inUse).toContainText('648 of 1,012 GiB')
  await expect(page.getByRole('table', { name: 'Instances' }).getByRole('row').filter({ hasText: 'warehouse' })).toContainText('384 GiB')
})

test('a question with a wrong field says what is wrong, and answers nothing', async ({ page }) => {
  await openConsole(page, '/system/silos')
  await openInApp(page, '/system/capacity?ncpus=0&memory=2048')
  const form = page.getByRole('form', { name: 'Will it fit?' })
  await expect(form.getByRole('textbox', { name: 'vCPUs' })).toHaveAccessibleDescription('Must be at least 1')
  await expect(form.getByRole('textbox', { name: 'Memory (GiB)' })).toHaveAccessibleDescription('Must be 1024 GiB or less')
  await expect(page.getByRole('region', { name: 'Answer' })).toHaveCount(0)
  await expect(page.getByRole('columnheader', { name: 'Could take it now' })).toHaveCount(0)
})

test('when the sleds’ instances cannot be read, the sleds still show and the page says so, with Retry', async ({ page }) => {
  await openConsole(page, '/system/silos')
  await failNext(page, { method: 'GET', path: `/v1/system/hardware/sleds/${sledId('BRM42220017')}/instances`, status: 503, message: 'sled agent unreachable' })
  await openInApp(page, '/system/capacity')
  const failure = page.getByRole('alert').filter({ hasText: 'Could not read the sleds’ instances' })
  await expect(failure).toContainText('Sled agent unreachable')
  await expect(page.getByRole('table', { name: 'Sleds' }).getByRole('row')).toHaveCount(5)
  await expect(sledRow(page, 'BRM42220031')).toContainText('—')
  await failure.getByRole('button', { name: 'Retry' }).click()
  await expect(failure).toHaveCount(0)
  await expect(sledRow(page, 'BRM42220031')).toContainText('116 of 128 vCPUs')
})

test('a fleet viewer sees capacity, and an instance’s sled on its page, linked', async ({ page }) => {
  await openConsole(page, '/projects')
  await actAs(page, 'grace-hopper')
  await openInApp(page, '/system/capacity')
  await expect(sledRow(page, 'BRM42220031')).toContainText('116 of 128 vCPUs')

  await openInApp(page, '/projects/other-project/instances/warehouse/storage')
  await expect(page.getByRole('heading', { name: 'warehouse', exact: true })).toBeVisible()
  const sled = page.getByRole('link', { name: 'BRM42220031' })
  await expect(sled).toBeVisible()
  await sled.click()
  await expect(page.getByRole('heading', { name: 'Sled BRM42220031' })).toBeVisible()
})

test('an instance’s sled: none while stopped; once started, the sled it runs on', async ({ page }) => {
  await openConsole(page, '/projects')
  await openInApp(page, '/projects/mock-project/instances/analytics/storage')
  await expect(page.getByText('None: a stopped instance runs on no sled')).toBeVisible()
  await page.getByRole('button', { name: 'Instance actions' }).click()
  await page.getByRole('menuitem', { name: 'Start' }).click()
  // The scan is read again once the start changes where instances run; the mock puts it where there is most room.
  await expect(page.getByRole('link', { name: /^BRM4222001[47]$/ })).toBeVisible()
})

test('a tenant without fleet rights sees no sled on an instance’s page and sends no request for it', async ({ page }) => {
  await openConsole(page, '/projects')
  await actAs(page, 'alan-turing')
  const calls = await recordCalls(page)
  await openInApp(page, '/projects/mock-project/instances/db1/storage')
  await expect(page.getByRole('heading', { name: 'db1', exact: true })).toBeVisible()
  await expect(page.getByRole('table', { name: /disks/i }).first()).toBeVisible()
  await expect(page.getByText('Sled', { exact: true })).toHaveCount(0)
  expect((await calls()).filter((c) => c.includes('/v1/system/hardware'))).toEqual([])
})

test('utilization by project: the charts narrow to one project, the filter in the URL', async ({ page }) => {
  await openConsole(page, '/projects')
  await navTo(page, 'Utilization')
  await expect(page.getByRole('heading', { name: 'Provisioned over time', exact: true })).toBeVisible()
  const calls = await recordCalls(page)
  await page.getByRole('combobox', { name: 'Project' }).selectOption('mock-project')
  await expect(page).toHaveURL(/\/utilization\?project=mock-project$/)
  await expect(page.getByRole('heading', { name: 'Provisioned over time in mock-project' })).toBeVisible()
  await expect(page.getByRole('figure', { name: 'CPUs provisioned' }).locator('.apexcharts-canvas')).toBeVisible()
  await expect.poll(async () => (await calls()).filter((c) => c.startsWith('GET /v1/metrics/cpus_provisioned?')).every((c) => c.includes('project=mock-project'))).toBe(true)
  expect((await calls()).some((c) => c.startsWith('GET /v1/metrics/ram_provisioned?') && c.includes('project=mock-project'))).toBe(true)
  // The silo's quota cards stay the silo's.
  await expect(page.getByTestId('quota-cpus')).toHaveText('200')

  await page.getByRole('combobox', { name: 'Project' }).selectOption('')
  await expect(page).toHaveURL(/\/utilization$/)
  await expect(page.getByRole('heading', { name: 'Provisioned over time', exact: true })).toBeVisible()
})
