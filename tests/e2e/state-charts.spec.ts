import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openConsole } from './helpers'

const transitions = (page: Page) => page.getByRole('group', { name: 'Transitions from here' })
const state = (page: Page) => page.getByTestId('walk-state')
const follow = async (page: Page, name: string, then: string) => {
  await transitions(page).getByRole('button', { name, exact: true }).click()
  await expect(state(page)).toHaveText(then)
}

test('QA walks the instance lifecycle, shares the walk, and replays it in the preview', { tag: '@firefox' }, async ({ page, context }) => {
  test.setTimeout(60_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openConsole(page, '/state-charts/instance')
  const chart = page.getByRole('group', { name: 'State chart of Instance lifecycle' })
  await expect(chart.locator('[data-state="stopped"][data-current]')).toBeVisible()
  await expect(state(page)).toHaveText('stopped')
  // Stopped: start yes, reboot no (spec §4).
  await expect(transitions(page).getByRole('button', { name: 'reboot', exact: true })).toHaveCount(0)

  await follow(page, 'start', 'starting')
  await follow(page, 'started', 'running')
  await follow(page, 'stop', 'stopping')
  await follow(page, 'stopped', 'stopped')
  await expect(page).toHaveURL(/\/state-charts\/instance\?from=stopped&walk=start,started,stop,stopped$/)
  await expect(page.getByRole('list', { name: 'Walk so far' }).getByRole('listitem')).toHaveText([
    'start → starting',
    'started → running (server)',
    'stop → stopping',
    'stopped → stopped (server)',
  ])
  await expect(chart.locator('[data-look="walked"]')).toHaveCount(3)

  // Back and Forward step through the walk.
  await page.goBack()
  await expect(state(page)).toHaveText('stopping')
  await page.goForward()
  await expect(state(page)).toHaveText('stopped')

  // Hovering or focusing an edge shows its guard.
  await chart.getByRole('img', { name: 'start: stopped → starting' }).focus()
  await expect(page.getByRole('tooltip')).toContainText('allowed in: stopped, failed')

  await page.getByRole('button', { name: 'Copy link' }).click()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toMatch(/\/state-charts\/instance\?from=stopped&walk=start,started,stop,stopped$/)

  // The link in a new page (its own preview mock) reproduces the walk.
  const shared = await context.newPage()
  await openConsole(shared, link)
  await expect(state(shared)).toHaveText('stopped')
  await expect(shared.getByRole('list', { name: 'Walk so far' }).getByRole('listitem')).toHaveCount(4)

  await shared.getByRole('button', { name: 'Replay in the preview' }).click()
  await expect(shared.getByRole('status', { name: 'Replay result' })).toHaveText('Replay passed', { timeout: 40_000 })
  const rows = shared.getByRole('list', { name: 'Replay steps' }).getByRole('listitem')
  await expect(rows).toHaveCount(5)
  await expect(rows.and(shared.locator('[data-status="pass"]'))).toHaveCount(5)

  await shared.getByRole('button', { name: 'Export as test' }).click()
  const exported = shared.getByRole('dialog', { name: 'Walk as a Playwright test' })
  await expect(exported.getByLabel('Exported test')).toContainText(
    "await walk.getByRole('button', { name: 'started', exact: true }).click()",
  )
  await expect(exported.getByLabel('Exported test')).toContainText("openConsole(page, '/state-charts/instance?from=stopped')")
})

test('QA opens the disk and bulk import charts, and the machine behind one', async ({ page }) => {
  await openConsole(page, '/state-charts/instance')
  await page.getByRole('navigation', { name: 'Charts' }).getByRole('link', { name: 'Disk lifecycle' }).click()
  const disk = page.getByRole('group', { name: 'State chart of Disk lifecycle' })
  await expect(disk.locator('[data-state]')).toHaveCount(12)
  await expect(state(page)).toHaveText('detached')
  // Detached: attach yes, detach no (spec §4).
  await expect(transitions(page).getByRole('button', { name: 'detach', exact: true })).toHaveCount(0)
  await follow(page, 'attach', 'attached')
  await expect(transitions(page).getByRole('button', { name: 'delete', exact: true })).toHaveCount(0)

  await page.getByRole('navigation', { name: 'Charts' }).getByRole('link', { name: 'Image upload (bulk import)' }).click()
  const upload = page.getByRole('group', { name: 'State chart of Image upload (bulk import)' })
  await expect(upload.locator('[data-state]')).toHaveCount(5)
  await expect(state(page)).toHaveText('import ready')
  await follow(page, 'start import', 'importing from bulk writes')
  await follow(page, 'write', 'importing from bulk writes')
  await follow(page, 'stop import', 'import ready')
  await follow(page, 'finalize', 'finalizing')
  await follow(page, 'finalized', 'detached')

  await page.getByRole('navigation', { name: 'View' }).getByRole('link', { name: 'Machine' }).click()
  await expect(page).toHaveURL(/view=machine/)
  await expect(state(page)).toHaveText('idle')
  await transitions(page).getByRole('button', { name: 'START', exact: true }).click()
  await expect(state(page)).toHaveText('validating')
  // Compound states are drawn around their children.
  await expect(page.locator('[data-group$="cleaningUp"]')).toBeVisible()
})

test('QA walks by keyboard only, and zooms the chart by keyboard', async ({ page }) => {
  await openConsole(page, '/state-charts/instance?from=running')
  await page.getByLabel('Instance starts in').focus()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'reboot', exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(state(page)).toHaveText('rebooting')
  // Focus stays with the next choices; Tab reaches the server's step.
  const rebooted = transitions(page).getByRole('button', { name: 'rebooted', exact: true })
  for (let i = 0; i < 4 && !(await rebooted.evaluate((b) => b === document.activeElement)); i++) {
    await page.keyboard.press('Tab')
  }
  await expect(rebooted).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(state(page)).toHaveText('running')
  await expect(page).toHaveURL(/from=running&walk=reboot,rebooted$/)

  const canvas = page.getByRole('group', { name: 'State chart of Instance lifecycle' })
  const zoom = page.getByTestId('chart-zoom')
  const fitted = await zoom.textContent()
  await canvas.focus()
  await page.keyboard.press('+')
  await expect(zoom).not.toHaveText(fitted!)
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('0')
  await expect(zoom).toHaveText(fitted!)
})
