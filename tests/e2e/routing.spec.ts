import { expect, test } from './fixtures'
import { openConsole } from './helpers'

const NOT_FOUND = "The page you are looking for doesn't exist or you may not have access to it."

test('/ redirects to /projects', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/projects$/)
  await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible()
  await expect(page).toHaveTitle(/Projects/)
})

test('/settings redirects to the profile', async ({ page }) => {
  await page.goto('/settings')
  await expect(page).toHaveURL(/\/settings\/profile$/)
  await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible()
})

test('a project redirects to its instances', async ({ page }) => {
  await openConsole(page)
  const first = page.getByRole('table', { name: 'Projects' }).getByRole('link').first()
  const name = (await first.textContent())!.trim()
  await first.click()
  await expect(page).toHaveURL(new RegExp(`/projects/${name}/instances$`))
  await expect(page.getByRole('heading', { name: 'Instances', exact: true })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText(name)
})

test('a list opens with the page its route loaded: rows at once, no loading spinner', async ({ page }) => {
  await page.goto('/projects/mock-project/disks')
  const table = page.getByRole('table', { name: 'Disks' })
  await expect(table.getByRole('cell', { name: 'disk-1', exact: true })).toBeVisible()
  // Read once, not retried: the rows must arrive without the list showing itself as loading.
  expect(await table.getAttribute('aria-busy')).toBeNull()
  expect(await page.getByRole('status', { name: 'Loading' }).count()).toBe(0)
})

test('the first load shows a splash until the page has its data, then only the page', async ({ page }) => {
  await page.goto('/projects/mock-project/disks', { waitUntil: 'commit' })
  const splash = page.getByRole('status', { name: 'Starting the console' })
  await expect(splash).toBeVisible()
  await expect(page.getByRole('table', { name: 'Disks' }).getByRole('cell', { name: 'disk-1', exact: true })).toBeVisible()
  await expect(splash).toHaveCount(0)
})

test('on a narrow screen the sidebar folds behind the Navigation button', async ({ page }) => {
  await page.setViewportSize({ width: 760, height: 700 })
  await openConsole(page, '/projects/mock-project/instances')
  const sidebar = page.getByRole('navigation', { name: 'mock-project' })
  const toggle = page.getByRole('button', { name: 'Navigation' })
  await expect(sidebar).toBeHidden()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')

  // Opened, the keyboard goes into the links; Escape folds it and returns to the button.
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(sidebar.getByRole('link', { name: 'Instances' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(sidebar).toBeHidden()
  await expect(toggle).toBeFocused()

  // Following a link folds it too.
  await toggle.click()
  await sidebar.getByRole('link', { name: 'Disks' }).click()
  await expect(page).toHaveURL(/\/projects\/mock-project\/disks$/)
  await expect(sidebar).toBeHidden()

  // Wide again: the sidebar is always there and the button is gone.
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(sidebar).toBeVisible()
  await expect(toggle).toBeHidden()
})

test('the user menu switches the theme; its choices are named as shown', async ({ page }) => {
  await openConsole(page, '/projects')
  await page.getByRole('button', { name: /^User menu for / }).click()
  await expect(page.getByRole('menuitemradio')).toHaveText(['Light', 'Dark', 'System'].map((t) => new RegExp(`${t}$`)))
  await page.getByRole('menuitemradio', { name: 'Dark', exact: true }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await page.getByRole('button', { name: /^User menu for / }).click()
  await expect(page.getByRole('menuitemradio', { name: 'Dark', exact: true })).toHaveAttribute('aria-checked', 'true')
})

test('the sidebar marks the current item, on its create page and the pages below it too', async ({ page }) => {
  const sidebar = page.getByRole('navigation', { name: 'mock-project' })
  const current = sidebar.locator('[aria-current=page]')
  await openConsole(page, '/projects/mock-project/images-new')
  await expect(current).toHaveText('Images')
  await page.goto('/projects/mock-project/instances/db1/storage')
  await expect(current).toHaveText('Instances')
  await page.goto('/projects/mock-project/disks')
  await expect(current).toHaveText('Disks')
})

test('unknown paths show Page not found', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page not found', exact: true })).toBeVisible()
  await expect(page.getByText(NOT_FOUND)).toBeVisible()
  await page.getByRole('link', { name: 'Back to console' }).click()
  await expect(page).toHaveURL(/\/projects$/)
})

test('a 404 from a page query shows Page not found', async ({ page }) => {
  await page.goto('/projects/no-such-project/instances')
  await expect(page.getByRole('heading', { name: 'Page not found', exact: true })).toBeVisible()
  await expect(page.getByText(NOT_FOUND)).toBeVisible()
})

test('a page under a project that is not there, reading nothing of its own first, shows Page not found', async ({ page }) => {
  // The form's pickers are parts of it: the project's own read says it is not there.
  await page.goto('/projects/no-such-project/instances-new')
  await expect(page.getByRole('heading', { name: 'Page not found', exact: true })).toBeVisible()
  await expect(page.getByText(NOT_FOUND)).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('fleet viewers switch between silo and system', async ({ page }) => {
  await openConsole(page)
  await page.getByRole('button', { name: 'Switch between silo and system' }).click()
  await page.getByRole('menuitem', { name: 'System' }).click()
  await expect(page).toHaveURL(/\/system\/silos$/)
  const silos = page.getByRole('table', { name: 'Silos' })
  await expect(silos.getByRole('row')).not.toHaveCount(1)
  await silos.getByRole('link').first().click()
  await expect(page.getByText('Identity mode')).toBeVisible()
})
