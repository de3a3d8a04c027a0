// "Export as test": the walk as a Playwright test that opens the chart at the
// walk's start, clicks each step, checks each state, and replays it.
import { describe, expect, it } from 'vitest'
import { diskLifecycle } from '~/machines/charts/disk-lifecycle.rules'
import { walkAsTest } from '~/machines/charts/export-test.rules'
import { instanceLifecycle } from '~/machines/charts/instance-lifecycle.rules'
import { walkOf } from '~/machines/charts/walk.rules'

describe('a walk as a test', () => {
  it('clicks each step and expects each state, then replays', () => {
    const walk = walkOf(instanceLifecycle, { from: 'stopped', walk: 'start,started' })
    const text = walkAsTest(instanceLifecycle, walk, '/state-charts/instance')
    expect(text).toContain("test('instance walk from stopped: start, started', async ({ page }) => {")
    expect(text).toContain("// Exported from the state-chart explorer: /state-charts/instance?from=stopped&walk=start,started")
    expect(text).toContain("await openConsole(page, '/state-charts/instance?from=stopped')")
    const steps = text.split('\n').filter((l) => l.includes('.click()') || l.includes('toHaveText('))
    expect(steps).toEqual([
      "  await expect(state).toHaveText('stopped')",
      "  await walk.getByRole('button', { name: 'start', exact: true }).click()",
      "  await expect(state).toHaveText('starting')",
      "  await walk.getByRole('button', { name: 'started', exact: true }).click()",
      "  await expect(state).toHaveText('running')",
      "  await page.getByRole('button', { name: 'Replay in the preview' }).click()",
      "  await expect(page.getByRole('status', { name: 'Replay result' })).toHaveText('Replay passed', {",
    ])
  })

  it('names states as the page shows them', () => {
    const walk = walkOf(diskLifecycle, { from: 'import_ready', walk: 'start' })
    const text = walkAsTest(diskLifecycle, walk, '/state-charts/disk')
    expect(text).toContain("await expect(state).toHaveText('importing from bulk writes')")
    expect(text).toContain("{ name: 'start import', exact: true }")
  })
})
