import { type Locator, type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openConsole } from './helpers'

// Seed: mock-project, other-project and empty-project in the signed-in silo;
// in mock-project db1 and web-2 are running, analytics is stopped.

const stateCell = (page: Page) => page.locator('dt', { hasText: /^State$/ }).locator('xpath=following-sibling::dd[1]')
const palette = (page: Page) => page.getByRole('dialog', { name: 'Quick actions' })
const search = (page: Page) => palette(page).getByRole('combobox', { name: 'Search pages and actions' })

async function openPalette(page: Page) {
  await page.keyboard.press('Control+k')
  await expect(palette(page)).toBeVisible()
  await expect(search(page)).toBeFocused()
}

/** Arrow down until `option` is the highlighted one (the list loads while the user types). */
async function arrowTo(page: Page, option: Locator) {
  await expect(option).toBeVisible()
  for (let i = 0; i < 20 && (await option.getAttribute('data-highlighted')) === null; i++) {
    await page.keyboard.press('ArrowDown')
  }
  await expect(option).toHaveAttribute('data-highlighted')
}

test('type, arrow to a project’s page and press Enter to go there', async ({ page }) => {
  await openConsole(page)
  await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible()
  await openPalette(page)
  await page.keyboard.type('disk')
  // Every project's Disks, each under its project; nothing that does not match.
  await expect(palette(page).getByRole('group', { name: 'other-project' }).getByRole('option', { name: 'Disks' })).toBeVisible()
  await expect(palette(page).getByRole('option', { name: 'Profile' })).toHaveCount(0)
  const target = palette(page).getByRole('group', { name: 'mock-project' }).getByRole('option', { name: 'Disks' })
  await arrowTo(page, target)
  await page.keyboard.press('Enter')
  await expect(palette(page)).toBeHidden()
  await expect(page).toHaveURL(/\/projects\/mock-project\/disks$/)
  await expect(page.getByRole('table', { name: 'Disks' })).toBeVisible()
})

test('Escape, or the shortcut again, closes it and gives the focus back', async ({ page }) => {
  await openConsole(page)
  const images = page.getByRole('navigation', { name: 'Silo' }).getByRole('link', { name: 'Images' })
  await images.focus()
  await openPalette(page)
  await page.keyboard.type('settings')
  await page.keyboard.press('Escape')
  await expect(palette(page)).toBeHidden()
  await expect(images).toBeFocused()

  // Opened again: a fresh search; the shortcut closes it too.
  await openPalette(page)
  await expect(search(page)).toHaveValue('')
  await page.keyboard.press('Control+k')
  await expect(palette(page)).toBeHidden()
  await expect(images).toBeFocused()

  // The top bar's button, for the mouse; Meta+K works as well as Control+K.
  const button = page.getByRole('button', { name: 'Quick actions' })
  await expect(button).toContainText('Ctrl K')
  await button.click()
  await expect(search(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(button).toBeFocused()
  await page.keyboard.press('Meta+k')
  await expect(search(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(palette(page)).toBeHidden()
})

test('an instance page offers the actions its state allows, and runs them', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/instances/web-2')
  await expect(page.getByRole('heading', { name: 'web-2' })).toBeVisible()
  await openPalette(page)
  const actions = palette(page).getByRole('group', { name: 'Actions' })
  await expect(actions.getByRole('option', { name: 'Stop instance' })).toBeVisible()
  await expect(actions.getByRole('option', { name: 'Reboot instance' })).toBeVisible()
  await expect(actions.getByRole('option', { name: 'Start instance' })).toHaveCount(0)
  // The project's instances are there by name.
  await expect(palette(page).getByRole('group', { name: 'Instances' }).getByRole('option', { name: 'analytics' })).toBeVisible()

  await page.keyboard.type('stop')
  await arrowTo(page, actions.getByRole('option', { name: 'Stop instance' }))
  await page.keyboard.press('Enter')
  await expect(palette(page)).toBeHidden()
  // The same question the page's own menu asks.
  const confirm = page.getByRole('alertdialog', { name: 'Stop instance' })
  await expect(confirm).toContainText('Are you sure you want to stop web-2?')
  await confirm.getByRole('button', { name: 'Stop' }).click()
  await expect(confirm).toBeHidden()
  // The page follows: its own machine takes the new state and watches it settle.
  await expect(stateCell(page)).toContainText(/stopping/i)
  await expect(stateCell(page)).toContainText(/stopped/i, { timeout: 15_000 })

  await openPalette(page)
  await expect(actions.getByRole('option', { name: 'Start instance' })).toBeVisible()
  await expect(actions.getByRole('option', { name: 'Stop instance' })).toHaveCount(0)
  await expect(actions.getByRole('option', { name: 'Reboot instance' })).toHaveCount(0)
})

test('the list page’s create action opens its create form', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/disks')
  await expect(page.getByRole('table', { name: 'Disks' })).toBeVisible()
  await openPalette(page)
  const create = palette(page).getByRole('group', { name: 'Actions' }).getByRole('option', { name: 'New disk' })
  // The page's own action comes first.
  await expect(create).toHaveAttribute('data-highlighted')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Create disk' })).toBeVisible()
  await expect(page).toHaveURL(/\/projects\/mock-project\/disks-new$/)

  // On the instances list it is New instance, and it opens the create page.
  await openPalette(page)
  await page.keyboard.type('mock instances')
  await arrowTo(page, palette(page).getByRole('group', { name: 'mock-project' }).getByRole('option', { name: 'Instances' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('table', { name: 'Instances' })).toBeVisible()
  await openPalette(page)
  await page.keyboard.type('new')
  await arrowTo(page, palette(page).getByRole('option', { name: 'New instance' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('form', { name: 'Create instance' })).toBeVisible()
})

test('system pages are offered to fleet viewers only', async ({ page }) => {
  await openConsole(page)
  await openPalette(page)
  await expect(palette(page).getByRole('group', { name: 'System' }).getByRole('option', { name: 'IP Pools' })).toBeVisible()
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Learn more' }).click()
  const about = page.getByRole('dialog', { name: 'About the technical preview' })
  await about.getByRole('row').filter({ hasText: 'alan-turing' }).getByRole('button', { name: /^Act as/ }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Switch between silo and system' })).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible()

  await openPalette(page)
  await expect(palette(page).getByRole('group', { name: 'Settings' }).getByRole('option', { name: 'SSH keys' })).toBeVisible()
  await expect(palette(page).getByRole('group', { name: 'System' })).toHaveCount(0)
  await page.keyboard.type('silos')
  await expect(palette(page).getByText('Nothing matches “silos”')).toBeVisible()
})

test('in the serial console Ctrl+K is the instance’s, not the palette’s', async ({ page }) => {
  const terminal = page.getByTestId('serial-terminal')
  await openConsole(page, '/projects/mock-project/instances/db1/serial-console')
  await expect(page.getByRole('status', { name: 'Connection: Connected' })).toBeVisible()
  await expect(terminal.locator('.xterm-rows')).toContainText(/db1 login:\s*$/m)
  await terminal.click()
  await expect(page.getByRole('textbox', { name: 'Terminal input' })).toBeFocused()
  await page.keyboard.press('Control+k')
  await page.keyboard.type('root')
  await expect(terminal.locator('.xterm-rows')).toContainText(/login:\s*root/)
  await expect(palette(page)).toHaveCount(0)
  // Outside the terminal the shortcut is the palette's again.
  await page.getByRole('heading', { name: 'Serial console', exact: true }).click()
  await openPalette(page)
})
