// "Export as test": a walk as a Playwright test QA can drop into tests/e2e.
// It walks the chart by clicking as QA did, checks the state after each
// step, then replays the walk against the preview and expects it to pass.
import { stateOf, type Lifecycle } from './lifecycle.rules'
import { walkQuery, type Walk } from './walk.rules'

const quote = (s: string) => `'${s.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`

/** Names the explorer gives its controls; the e2e spec and the exported tests use them. */
export const WALK_NAMES = {
  transitions: 'Transitions from here',
  stateTestId: 'walk-state',
  replay: 'Replay in the preview',
  replayResult: 'Replay result',
} as const

export function walkAsTest(lifecycle: Lifecycle, walk: Walk, chartPath: string): string {
  const label = (id: string) => stateOf(lifecycle, id)?.label ?? id
  const events = walk.steps.map((s) => s.edge.label)
  const title = `${lifecycle.name} walk from ${label(walk.from)}${events.length ? `: ${events.join(', ')}` : ''}`
  const start = `${chartPath}${walkQuery({ from: walk.from })}`
  const lines = [
    `import { expect, test } from './fixtures'`,
    `import { openConsole } from './helpers'`,
    ``,
    `// Exported from the state-chart explorer: ${chartPath}${walkQuery({
      from: walk.from,
      walk: walk.steps.map((s) => s.edge.event).join(','),
    })}`,
    `test(${quote(title)}, async ({ page }) => {`,
    `  test.setTimeout(90_000)`,
    `  await openConsole(page, ${quote(start)})`,
    `  const walk = page.getByRole('group', { name: ${quote(WALK_NAMES.transitions)} })`,
    `  const state = page.getByTestId(${quote(WALK_NAMES.stateTestId)})`,
    `  await expect(state).toHaveText(${quote(label(walk.from))})`,
    ...walk.steps.flatMap((s) => [
      `  await walk.getByRole('button', { name: ${quote(s.edge.label)}, exact: true }).click()`,
      `  await expect(state).toHaveText(${quote(label(s.to))})`,
    ]),
    `  await page.getByRole('button', { name: ${quote(WALK_NAMES.replay)} }).click()`,
    `  await expect(page.getByRole('status', { name: ${quote(WALK_NAMES.replayResult)} })).toHaveText('Replay passed', {`,
    `    timeout: 60_000,`,
    `  })`,
    `})`,
    ``,
  ]
  return lines.join('\n')
}
