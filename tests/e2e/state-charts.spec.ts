import { expect, test } from './fixtures'
import { openConsole } from './helpers'

test('QA walks the instance state chart by the spec table', async ({ page }) => {
  await openConsole(page, '/state-charts/instance')
  await expect(page.getByRole('img', { name: 'State chart of Instance lifecycle' })).toBeVisible()
  const walk = page.getByRole('group', { name: 'Transitions from here' })
  const state = page.getByTestId('chart-state')
  await expect(state).toHaveText('idle.settled')
  // Stopped: start yes, stop no.
  await expect(walk.getByRole('button', { name: 'START', exact: true })).toBeVisible()
  await expect(walk.getByRole('button', { name: 'STOP', exact: true })).toHaveCount(0)
  await walk.getByRole('button', { name: 'START', exact: true }).click()
  await expect(state).toHaveText('acting.start')
  await walk.getByRole('button', { name: 'start ✓' }).click()
  // Now starting: transitional, so the machine polls.
  await expect(state).toHaveText(/^idle\.polling/)

  await page.getByLabel('Instance starts in').selectOption('running')
  await expect(state).toHaveText('idle.settled')
  await expect(walk.getByRole('button', { name: 'STOP', exact: true })).toBeVisible()
  await expect(walk.getByRole('button', { name: 'START', exact: true })).toHaveCount(0)
})

test('QA walks the disk state chart by the spec table', async ({ page }) => {
  await openConsole(page, '/state-charts/disk')
  const walk = page.getByRole('group', { name: 'Transitions from here' })
  // Detached: delete, snapshot and attach yes; detach no (spec §4).
  await expect(walk.getByRole('button', { name: 'DELETE', exact: true })).toBeVisible()
  await expect(walk.getByRole('button', { name: 'DETACH', exact: true })).toHaveCount(0)
  await page.getByLabel('Disk starts in').selectOption('attached')
  await expect(walk.getByRole('button', { name: 'DETACH', exact: true })).toBeVisible()
  await expect(walk.getByRole('button', { name: 'DELETE', exact: true })).toHaveCount(0)
})
