import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { axeBothThemes } from './axe'
import { openConsole, typeInto } from './helpers'

// The panel's end state is what axe measures, not a side modal half faded in.
test.use({ reducedMotion: 'reduce' })

/**
 * Every API call the page sends from now on, as `METHOD /path?query`: the
 * fixture's recorder (api-recorder.ts) reports each to `window.__apiRequest`,
 * which is wrapped here to keep a copy in the page.
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

test('create project: the request panel shows the body as typed, from the keyboard, and sends nothing', async ({ page }) => {
  await openConsole(page)
  await page.getByRole('link', { name: 'New project' }).first().click()
  const modal = page.getByRole('dialog', { name: 'Create project' })
  await expect(modal.getByLabel('Name')).toBeVisible()
  const calls = await recordCalls(page)

  // Closed at first; opened from the keyboard, it says what is missing.
  const summary = modal.getByText('API request', { exact: true })
  await expect(modal.getByText(/Still to fix/)).toBeHidden()
  await summary.focus()
  await page.keyboard.press('Enter')
  await expect(modal.getByText('The request shows once the form is complete. Still to fix:')).toBeVisible()
  await expect(modal.getByText('Name is required')).toBeVisible()
  await expect(summary).toBeFocused()

  await typeInto(modal.getByLabel('Name'), 'my-project')
  await typeInto(modal.getByLabel('Description'), 'web tier')
  const http = modal.locator('pre').filter({ hasText: /^POST / })
  await expect(http).toHaveText('POST /v1/projects\n\n{\n  "name": "my-project",\n  "description": "web tier"\n}')
  await expect(modal.locator('pre').filter({ hasText: /^oxide api/ })).toHaveText(
    `oxide api '/v1/projects' --method POST --input - <<'EOF'\n{\n  "name": "my-project",\n  "description": "web tier"\n}\nEOF`,
  )
  await expect(modal.getByRole('button', { name: 'Copy CLI command' })).toBeVisible()
  expect(await axeBothThemes(page, '', 'details')).toEqual([])

  // Nothing was sent to show it: no write at all since the modal opened.
  expect((await calls()).filter((c) => !c.startsWith('GET '))).toEqual([])

  // The form still submits as before, once.
  await modal.getByRole('button', { name: 'Create project' }).click()
  await expect(page.getByText('Project my-project created')).toBeVisible()
  expect((await calls()).filter((c) => c.startsWith('POST '))).toEqual(['POST /v1/projects'])
})

test('create instance: the page shows the POST it would send, snake_case, and sends nothing', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/instances-new')
  const form = page.getByRole('form', { name: 'Create instance' })
  await typeInto(form.getByRole('textbox', { name: 'Name', exact: true }), 'web-1')
  const calls = await recordCalls(page)
  await form.getByText('API request', { exact: true }).click()
  const http = form.locator('pre').filter({ hasText: /^POST / })
  await expect(http).toContainText('POST /v1/instances?project=mock-project')
  await expect(http).toContainText('"name": "web-1"')
  await expect(http).toContainText('"boot_disk": {')
  await expect(http).toContainText('"network_interfaces": {')
  // It follows the form.
  await typeInto(form.getByRole('textbox', { name: 'Name', exact: true }), 'web-2')
  await expect(http).toContainText('"name": "web-2"')
  expect(await axeBothThemes(page, '', 'details')).toEqual([])
  expect((await calls()).filter((c) => !c.startsWith('GET '))).toEqual([])
})
