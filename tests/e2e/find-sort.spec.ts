import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openConsole, presetStorage, typeInto } from './helpers'

// Issue 19, "Find and sort" and "Ids and copying": the filter above every
// list, kept in the URL; searching every page; the name sort; Copy ID.
const P = '/projects/mock-project'

const instances = (page: Page) => page.getByRole('table', { name: 'Instances' })
const filterBox = (page: Page) => page.getByRole('searchbox', { name: 'Filter instances' })
// The name is the first cell with a link: after the selection box on the list's own page, first on rows
// found by "Search all pages" (copies, which cannot be selected).
const nameLinks = (page: Page) => instances(page).locator('tbody tr > :nth-child(-n+2) a')

test('filter instances by a substring: highlighted, counted, in the URL; a shared URL opens filtered; Back', async ({ page, context }) => {
  await openConsole(page, '/projects')
  await page.getByRole('link', { name: 'mock-project' }).click()
  await expect(instances(page).getByRole('link', { name: 'db1' })).toBeVisible()

  await typeInto(filterBox(page), 'web')
  await expect(nameLinks(page)).toHaveText(['web-1', 'web-2'])
  await expect(instances(page).locator('mark').first()).toHaveText('web')
  await expect(page.getByRole('status').filter({ hasText: /of \d+ shown/ })).toHaveText(/^2 of \d+ shown$/)
  await expect(page).toHaveURL(/[?&]q=web(&|$)/)

  // The URL, opened elsewhere, shows the same rows.
  const shared = await context.newPage()
  await shared.goto(page.url())
  await expect(filterBox(shared)).toHaveValue('web')
  await expect(nameLinks(shared)).toHaveText(['web-1', 'web-2'])
  await shared.close()

  // To a row's page and Back: still filtered.
  await instances(page).getByRole('link', { name: 'web-2' }).click()
  await expect(page.getByRole('heading', { name: 'web-2' })).toBeVisible()
  await page.goBack()
  await expect(filterBox(page)).toHaveValue('web')
  await expect(nameLinks(page)).toHaveText(['web-1', 'web-2'])

  // Typing replaced the URL instead of adding to history: Back leaves the list.
  await page.goBack()
  await expect(page).toHaveURL(/\/projects$/)
  await page.goForward()

  // Escape clears it.
  await filterBox(page).press('Escape')
  await expect(filterBox(page)).toHaveValue('')
  await expect(instances(page).getByRole('link', { name: 'db1' })).toBeVisible()
  await expect(page).not.toHaveURL(/q=/)
})

test('an exact name and Enter opens that instance', async ({ page }) => {
  await openConsole(page, `${P}/instances`)
  await typeInto(filterBox(page), 'analytics')
  await filterBox(page).press('Enter')
  await expect(page).toHaveURL(/\/instances\/analytics(\/|$)/)
  await expect(page.getByRole('heading', { name: 'analytics' })).toBeVisible()
  // Back: the list, still filtered.
  await page.goBack()
  await expect(filterBox(page)).toHaveValue('analytics')
  await expect(nameLinks(page)).toHaveText(['analytics'])
})

test('a name that is not there, and Enter: the list says so and stays', async ({ page }) => {
  await openConsole(page, `${P}/instances`)
  await typeInto(filterBox(page), 'no-such-instance')
  await filterBox(page).press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'named' })).toHaveText('No instances named “no-such-instance”')
  await expect(page).toHaveURL(/\/instances\?q=no-such-instance$/)
})

test('sort by name descending from the column header, kept in the URL', async ({ page }) => {
  await openConsole(page, `${P}/instances`)
  const header = instances(page).getByRole('columnheader', { name: /^Name/ })
  await expect(header).toHaveAttribute('aria-sort', 'ascending')
  const first = await nameLinks(page).allTextContents()
  await header.getByRole('button').click()
  await expect(header).toHaveAttribute('aria-sort', 'descending')
  await expect(page).toHaveURL(/sort=name_descending/)
  await expect(nameLinks(page)).toHaveText([...first].sort().reverse())
  // Other columns sort the loaded page only, and say so.
  const created = instances(page).getByRole('columnheader', { name: /^Created/ })
  await expect(created.getByRole('button')).toHaveAttribute('title', 'Sorts the rows on this page only')

  await page.reload()
  await expect(instances(page).getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'descending')
  await expect(nameLinks(page)).toHaveText([...first].sort().reverse())
})

test('Copy ID, first in a row menu, puts the id on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openConsole(page, '/projects')
  const projects = page.getByRole('table', { name: 'Projects' })
  await projects.getByRole('button', { name: 'Actions for mock-project' }).click()
  const items = page.getByRole('menuitem')
  await expect(items.nth(0)).toHaveAccessibleName('Copy ID')
  await expect(items.nth(1)).toHaveAccessibleName('Copy name')
  await items.nth(0).click()
  await expect(page.getByText('Copied', { exact: true })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toMatch(/^[0-9a-f-]{36}$/)

  // The instances list's own row menu starts the same way.
  await page.goto(`${P}/instances`)
  await instances(page).getByRole('button', { name: 'Actions for db1' }).click()
  await expect(page.getByRole('menuitem').nth(0)).toHaveAccessibleName('Copy ID')
  await page.getByRole('menuitem', { name: 'Copy name' }).click()
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('db1')
})

test('"Search all pages" finds a row on page 3 of the scale seed', async ({ page }) => {
  await presetStorage(page, { seed: 'scale' })
  await openConsole(page, '/projects/scale-project/instances')
  await expect(nameLinks(page).first()).toHaveText('instance-0000')
  // Page 3 at 50 a page: instance-0100 to instance-0149.
  await typeInto(filterBox(page), 'instance-0123')
  await expect(page.getByRole('status').filter({ hasText: /shown/ })).toHaveText('0 of 50 shown')
  await expect(page.getByText('Nothing on this page matches “instance-0123”.', { exact: false })).toBeVisible()
  await page.getByRole('button', { name: 'Search all pages' }).click()
  await expect(nameLinks(page)).toHaveText(['instance-0123'])
  await expect(page.getByRole('status').filter({ hasText: /searched/i })).toHaveText(/All \d+ pages? searched: 1 match/)
  // Back to the list's own page.
  await page.getByRole('button', { name: 'Back to this page' }).click()
  await expect(page.getByRole('status').filter({ hasText: /shown/ })).toHaveText('0 of 50 shown')
})
