import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { presetStorage, typeInto } from './helpers'

// On a slow network (the preview's mock answering every call after 2 s:
// localStorage 'latency', mirage/lib/preview-faults.ts) the console is never
// a blank page: a status says it is waiting until the rows are in. And a
// submit cannot go twice: the second click of a double click sends nothing.

test.beforeEach(async ({ page }) => {
  await presetStorage(page, { latency: '2000' })
})

/**
 * The API calls the page sends from now on. The in-page mock answers them
 * inside the page, so Playwright's network events (page.on('request')) never
 * see them; the fixture's recorder (api-recorder.ts) reports each one to
 * `window.__apiRequest`, which is tapped here.
 */
async function recordCalls(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __apiRequest?: (...a: unknown[]) => unknown; __calls: string[] }
    const report = w.__apiRequest
    w.__calls = []
    w.__apiRequest = (method, url, body) => {
      w.__calls.push(`${String(method)} ${String(url)}`)
      return report?.(method, url, body)
    }
  })
  return () => page.evaluate(() => (window as unknown as { __calls: string[] }).__calls)
}

test('opening projects, then a project’s instances, shows a busy status before the rows, never a blank page', async ({
  page,
}) => {
  await page.goto('/projects', { waitUntil: 'commit' })
  // First load: the splash stands in until the first page has its data.
  await expect(page.getByRole('status', { name: 'Starting the console' })).toBeVisible()
  const projects = page.getByRole('table', { name: 'Projects' })
  await expect(projects.getByRole('row').filter({ hasText: 'mock-project' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('status', { name: 'Starting the console' })).toHaveCount(0)

  // In-app: the projects stay on screen under a busy status until the instances are in.
  await projects.getByRole('link', { name: 'mock-project', exact: true }).click()
  const busy = page.getByRole('status', { name: 'Opening page' })
  await expect(busy).toBeVisible()
  await expect(projects).toBeVisible()
  const instances = page.getByRole('table', { name: 'Instances' })
  await expect(instances).toHaveCount(0)
  await page.screenshot({ path: test.info().outputPath('opening-instances.png') })

  await expect(instances.getByRole('row').filter({ hasText: 'db1' })).toBeVisible({ timeout: 20_000 })
  await expect(page).toHaveURL(/\/projects\/mock-project\/instances$/)
  await expect(busy).toHaveCount(0)
})

test('double-clicking Create project sends one POST and makes the project once', async ({ page }) => {
  await page.goto('/projects')
  const table = page.getByRole('table', { name: 'Projects' })
  await expect(table.getByRole('row').filter({ hasText: 'mock-project' })).toBeVisible({ timeout: 20_000 })
  await page.getByRole('link', { name: 'New project' }).first().click()
  const modal = page.getByRole('dialog', { name: 'Create project' })
  await expect(modal).toBeVisible({ timeout: 20_000 })
  await typeInto(modal.getByLabel('Name'), 'made-once')
  const calls = await recordCalls(page)

  const create = modal.getByRole('button', { name: 'Create project' })
  await create.dblclick()
  // While the POST is on its way the button says it is busy and takes no more clicks.
  await expect(create).toHaveAttribute('aria-busy', 'true')
  await expect(create).toBeDisabled()

  await expect(page.getByText('Project made-once created')).toBeVisible({ timeout: 20_000 })
  await expect(modal).toBeHidden()
  expect((await calls()).filter((c) => c.startsWith('POST /v1/projects'))).toEqual(['POST /v1/projects'])
  await expect(table.getByRole('row').filter({ hasText: 'made-once' })).toHaveCount(1, { timeout: 20_000 })
  await expect(page.getByText(/already exists/)).toHaveCount(0)
})
