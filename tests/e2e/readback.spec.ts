// Reading things back (issue 19): the serial console paused, searched and
// downloaded; the firewall rules that apply to an instance; the figures above
// a metrics chart against the data the mock answered; a disk's details.
import { type Locator, type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openConsole, savedFile, typeInto } from './helpers'

const terminalText = (page: Page) => page.getByTestId('serial-terminal').locator('.xterm-rows')
/** Selects a line's first half by dragging across it. */
async function dragAcross(page: Page, line: Locator) {
  const box = (await line.boundingBox())!
  await page.mouse.move(box.x + 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 })
  await page.mouse.up()
}

/** Screenshots for a reviewer's eyes, when asked for (READBACK_SHOTS=1). */
const shot = async (page: Page | Locator, name: string) => {
  if (process.env.READBACK_SHOTS) await page.screenshot({ path: `/tmp/readback-${name}.png` })
}

test('serial console: pause keeps the output waiting, find, copy the selection, download the log, a reconnect is marked', { tag: '@firefox' }, async ({
  page,
  context,
  browserName,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openConsole(page, '/projects/mock-project/instances/db1/serial-console')
  await expect(terminalText(page)).toContainText(/db1 login:\s*$/m)
  const toolbar = page.getByRole('toolbar', { name: 'Serial output' })

  // Paused: what the instance prints (here, the echo of what is typed) waits, counted.
  await toolbar.getByRole('button', { name: 'Pause output' }).click()
  await expect(toolbar.getByRole('button', { name: 'Resume output' })).toHaveAttribute('aria-pressed', 'true')
  await expect(toolbar.getByText('Paused — 0 bytes waiting')).toBeVisible()
  await page.getByTestId('serial-terminal').click()
  await page.keyboard.type('root')
  await expect(toolbar.getByText('Paused — 4 bytes waiting')).toBeVisible()
  await expect(terminalText(page)).not.toContainText('login: root')
  await toolbar.getByRole('button', { name: 'Resume output' }).click()
  await expect(terminalText(page)).toContainText(/db1 login:\s*root/)
  await expect(toolbar.getByText(/Paused/)).toHaveCount(0)

  // Pausing again for the screenshot: the toolbar paused, with a search.
  await toolbar.getByRole('button', { name: 'Pause output' }).click()
  await toolbar.getByRole('button', { name: 'Find' }).click()
  const find = toolbar.getByRole('searchbox', { name: 'Find in output' })
  await expect(find).toBeFocused()
  await typeInto(find, 'systemd')
  const matches = toolbar.getByRole('status', { name: 'Matches' })
  await expect(matches).toHaveText(/^1 of \d+$/)
  const total = Number((await matches.textContent())!.split(' of ')[1])
  expect(total).toBeGreaterThan(1)
  await find.press('Enter')
  await expect(matches).toHaveText(`2 of ${total}`)
  await toolbar.getByRole('button', { name: 'Previous' }).click()
  await expect(matches).toHaveText(`1 of ${total}`)
  await shot(page, 'serial-toolbar')
  await typeInto(find, 'no such text anywhere')
  await expect(matches).toHaveText('No matches')
  // Escape closes the find and gives the keyboard back to the terminal.
  await find.press('Escape')
  await expect(find).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'Terminal input' })).toBeFocused()
  await toolbar.getByRole('button', { name: 'Resume output' }).click()

  // Copy selection: a word double-clicked in the terminal. In Firefox, a line
  // dragged across instead: Playwright sends each press of a double click to
  // Firefox as its own WebDriver BiDi action, and Firefox counts no double
  // click across them (every mousedown says detail 1).
  const copy = toolbar.getByRole('button', { name: 'Copy selection' })
  await expect(copy).toBeDisabled()
  const line = terminalText(page).getByText(/Hypervisor detected/)
  if (browserName === 'firefox') await dragAcross(page, line)
  else await line.dblclick({ position: { x: 3, y: 5 }, force: true })
  await expect(copy).toBeEnabled()
  await copy.click()
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/\S/)

  // The log: the scrollback as text, named for the instance and the time.
  const download = await savedFile(page, () => toolbar.getByRole('button', { name: 'Download log' }).click())
  expect(download.name).toMatch(/^db1-serial-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.txt$/)
  const log = download.text
  expect(log).toContain('Linux version 6.1.0-31-amd64')
  expect(log).toMatch(/db1 login: root$/m)

  // A reconnect leaves what was there, marks where the new connection starts, and the replay follows.
  await page.getByRole('button', { name: 'Reconnect' }).click()
  await expect(page.getByRole('status', { name: 'Connection: Connected' })).toBeVisible()
  // The replay ends where the console was; the marker is above it, in the scrollback.
  await expect(terminalText(page)).toContainText(/db1 login:\s*root\s*$/m)
  await toolbar.getByRole('button', { name: 'Find' }).click()
  await typeInto(toolbar.getByRole('searchbox', { name: 'Find in output' }), 'reconnected at')
  await expect(toolbar.getByRole('status', { name: 'Matches' })).toHaveText('1 of 1')
  await expect(terminalText(page)).toContainText(/── reconnected at \d\d:\d\d:\d\d ──/)
  const both = (await savedFile(page, () => toolbar.getByRole('button', { name: 'Download log' }).click())).text
  const marker = both.search(/── reconnected at \d\d:\d\d:\d\d ──/)
  expect(marker).toBeGreaterThan(both.indexOf('Linux version'))
  expect(both.slice(marker)).toContain('Linux version')
})

test('the instance networking tab lists the firewall rules that apply, each a link to the rule', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/instances/db1/networking')
  const rules = page.getByRole('table', { name: 'Firewall rules that apply' })
  // db1 has interfaces on mock-subnet and mock-subnet-2 of mock-vpc: the VPC's
  // default rules (target: the VPC) and deny-office (target: mock-subnet-2)
  // apply; allow-web targets other instances.
  for (const name of ['deny-office', 'allow-internal-inbound', 'allow-ssh', 'allow-icmp']) {
    await expect(rules.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(rules.getByText('allow-web')).toHaveCount(0)
  const deny = rules.getByRole('row').filter({ has: page.getByRole('link', { name: 'deny-office' }) })
  await expect(deny).toContainText('subnet mock-subnet-2')
  await expect(deny).toContainText('Disabled')
  await expect(rules.getByRole('row').filter({ has: page.getByRole('link', { name: 'allow-ssh' }) })).toContainText('VPC mock-vpc')
  await shot(page.locator('section').filter({ has: rules }), 'networking-rules')

  await rules.getByRole('link', { name: 'deny-office' }).click()
  await expect(page).toHaveURL(/\/projects\/mock-project\/vpcs\/mock-vpc\/firewall-rules\/deny-office\/edit$/)
  await expect(page.getByRole('dialog')).toBeVisible()
})

type OxqlAnswer = { tables: { timeseries: Record<string, { points: { values: { values: { values: (number | null)[] } }[] } }> }[] }

test('metric figures match the data the chart was drawn from; one interface; the query can be copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openConsole(page, '/projects/mock-project/instances/db1/metrics/network')
  const card = page.locator('section').filter({ has: page.getByRole('figure', { name: 'Packets', exact: true }) })
  await expect(card.getByRole('figure', { name: 'Packets', exact: true }).locator('svg.apexcharts-svg')).toBeVisible()
  // Nothing moves under the comparison.
  await page.getByRole('checkbox', { name: 'Auto-refresh' }).uncheck()

  // The chart's own query, as the disclosure shows it, asked again: the mock answers the same for the same window.
  await card.getByText('Query (OxQL)').click()
  const queries = (await card.locator('pre').textContent())!.split('\n\n')
  expect(queries[0]).toMatch(/^get instance_network_interface:packets_received \| filter .* \| align mean_within\((\d+)s\)/)
  await card.getByRole('button', { name: 'Copy the Packets query' }).click()
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(queries.join('\n\n'))
  const seconds = Number(queries[0].match(/mean_within\((\d+)s\)/)![1])
  const answer = (await page.evaluate(async (query) => {
    const r = await fetch('/v1/timeseries/query?project=mock-project', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    })
    return r.json()
  }, queries[0])) as OxqlAnswer
  const values = Object.values(answer.tables[0].timeseries)[0]
    .points.values[0].values.values.filter((v): v is number => v !== null)
    .map((v) => v / seconds)
  expect(values.length).toBeGreaterThan(10)
  const expected = {
    current: values.at(-1)!,
    min: Math.min(...values),
    average: values.reduce((a, b) => a + b, 0) / values.length,
    max: Math.max(...values),
  }
  const received = card.getByRole('table', { name: 'Packets figures' }).getByRole('row', { name: /^Received/ })
  for (const [stat, value] of Object.entries(expected)) {
    const cell = received.locator(`td[data-stat="${stat}"]`)
    expect(Number(await cell.getAttribute('data-value'))).toBeCloseTo(value, 6)
    // What the operator reads: the same number, in the chart's unit.
    await expect(cell).toHaveText(/\/s$/)
  }
  await expect(card.getByRole('table', { name: 'Packets figures' }).getByRole('columnheader')).toHaveText([
    'per second',
    'Current',
    'Min',
    'Average',
    'Max',
  ])
  await card.evaluate((el) => {
    el.scrollIntoView({ block: 'start' })
    document.querySelector('main')?.scrollBy(0, -80)
  })
  await shot(page, 'metrics-cards')

  // One interface: every chart's query names it.
  const nic = page.getByRole('combobox', { name: 'Network interface' })
  const options = await nic.locator('option').allTextContents()
  expect(options[0]).toBe('All')
  expect(options.length).toBeGreaterThan(2)
  await nic.selectOption({ label: options[1] })
  await expect(card.getByRole('figure', { name: 'Packets', exact: true }).locator('svg.apexcharts-svg')).toBeVisible()
  await expect(card.locator('pre')).toContainText('interface_id == "')
  await expect(page.getByRole('figure', { name: 'Drops and errors' }).locator('svg.apexcharts-svg')).toBeVisible()

  // Disk: flushes and failed operations too.
  await page.getByRole('navigation', { name: 'Metrics' }).getByRole('link', { name: 'Disk' }).click()
  await expect(page.getByRole('figure', { name: 'Disk flushes' }).locator('svg.apexcharts-svg')).toBeVisible()
  await expect(page.getByRole('figure', { name: 'Failed operations' }).locator('svg.apexcharts-svg')).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Disk' })).toBeVisible()
})

test('a disk’s details open from the list in a side modal with its own URL, which reloads into it', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/disks')
  await page.getByRole('table', { name: 'Disks' }).getByRole('link', { name: 'disk-1', exact: true }).click()
  await expect(page).toHaveURL(/\/projects\/mock-project\/disks\/disk-1$/)
  const dialog = page.getByRole('dialog', { name: 'Disk' })
  const check = async () => {
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('disk-1')
    await expect(dialog).toContainText('attached')
    await expect(dialog).toContainText('10 GiB')
    await expect(dialog).toContainText('bytes')
    await expect(dialog).toContainText(/Image\s*ubuntu-24-04/)
    await expect(dialog.getByRole('link', { name: 'db1' })).toHaveAttribute('href', '/projects/mock-project/instances/db1')
    await expect(dialog.getByRole('button', { name: 'Copy disk ID' })).toBeVisible()
    await expect(dialog).toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/)
  }
  await check()
  await shot(page, 'disk-modal')
  await page.reload()
  await check()
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(page).toHaveURL(/\/projects\/mock-project\/disks$/)
})
