import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { closeMenu, navTo, openConsole, typeInto } from './helpers'

// Seed (maze-war): on mock-project, katherine-johnson is viewer and kernel-devs
// admin; on the silo, ada-lovelace (us) is admin, alan-turing collaborator and
// web-devs viewer; real-estate-devs has no role anywhere. Margaret Hamilton is
// a silo viewer (through web-devs). Each test has its own in-page mock.
const table = (page: Page) => page.getByRole('table', { name: 'Role assignments' })
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name })

async function rowAction(page: Page, name: string, action: string) {
  await rowOf(page, name).getByRole('button', { name: `Actions for ${name}` }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

async function openProjectAccess(page: Page) {
  await openConsole(page, '/projects/mock-project/instances')
  await navTo(page, 'Access')
  await expect(page).toHaveURL(/\/projects\/mock-project\/access$/)
  await expect(page.getByRole('heading', { name: 'Access' })).toBeVisible()
  await expect(rowOf(page, 'kernel-devs')).toBeVisible()
}

/** The picker's offers, in order (the placeholder left out). */
async function pickerOffers(page: Page) {
  await page.getByRole('button', { name: 'Add user or group' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add user or group' })
  const picker = dialog.getByRole('combobox', { name: 'User or group' })
  await expect(picker).toBeEnabled()
  const offers = (await picker.locator('option').allTextContents()).filter((o) => o !== 'Choose a user or group')
  return { dialog, picker, offers }
}

test('a project lists users before groups, with silo roles beside project roles', async ({ page }) => {
  await openProjectAccess(page)
  // Types column, top to bottom: every user before any group.
  const types = await table(page).getByRole('row').locator('td:nth-child(2)').allTextContents()
  expect(types.length).toBeGreaterThan(3)
  expect(types.lastIndexOf('user')).toBeLessThan(types.indexOf('group'))
  // kernel-devs: admin on the project, nothing on the silo.
  await expect(rowOf(page, 'kernel-devs')).toContainText(/admin\s*—\s*admin/)
  // Katherine is a project viewer; Alan only inherits collaborator from the silo.
  await expect(rowOf(page, 'Katherine Johnson')).toContainText(/viewer\s*—\s*viewer/)
  await expect(rowOf(page, 'Alan Turing')).toContainText(/—\s*collaborator\s*collaborator/)
  await rowOf(page, 'Alan Turing').getByRole('button', { name: 'Actions for Alan Turing' }).click()
  await expect(page.getByRole('menuitem', { name: 'Change role' })).toHaveAttribute('aria-disabled', 'true')
  await closeMenu(page)
})

test('assign a group a role on a project, change it, remove it', { tag: '@firefox' }, async ({ page }) => {
  await openProjectAccess(page)
  await expect(rowOf(page, 'real-estate-devs')).toHaveCount(0)

  // The picker: users before groups, by name; nobody with a project role yet.
  const { dialog, picker, offers } = await pickerOffers(page)
  expect(offers).toEqual([
    'Ada Lovelace (user)',
    'Alan Turing (user)',
    'Edsger Dijkstra (user)',
    'Grace Hopper (user)',
    'Margaret Hamilton (user)',
    'real-estate-devs (group)',
    'web-devs (group)',
  ])
  // Nothing picked: the rule's message, and the modal stays.
  await dialog.getByRole('button', { name: 'Assign role' }).click()
  await expect(dialog.getByText('User or group is required')).toBeVisible()

  await picker.selectOption({ label: 'real-estate-devs (group)' })
  await dialog.getByRole('radio', { name: 'collaborator' }).check()
  await dialog.getByRole('button', { name: 'Assign role' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('real-estate-devs now has the collaborator role')).toBeVisible()
  await expect(rowOf(page, 'real-estate-devs')).toContainText('group')
  await expect(rowOf(page, 'real-estate-devs')).toContainText(/collaborator\s*—\s*collaborator/)

  // Once assigned, the picker no longer offers it.
  const again = await pickerOffers(page)
  expect(again.offers).not.toContain('real-estate-devs (group)')
  expect(again.offers).toContain('web-devs (group)')
  await again.dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(again.dialog).toBeHidden()

  // Change role: the current one is chosen; viewer replaces it.
  await rowAction(page, 'real-estate-devs', 'Change role')
  const change = page.getByRole('dialog', { name: 'Change role' })
  await expect(change.getByRole('radio', { name: 'collaborator' })).toBeChecked()
  await change.getByRole('radio', { name: 'viewer' }).check()
  await change.getByRole('button', { name: 'Change role' }).click()
  await expect(change).toBeHidden()
  await expect(rowOf(page, 'real-estate-devs')).toContainText(/viewer\s*—\s*viewer/)
  await expect(rowOf(page, 'real-estate-devs')).not.toContainText('collaborator')

  // Remove, after a confirm.
  await rowAction(page, 'real-estate-devs', 'Remove')
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Remove the viewer role of real-estate-devs on project mock-project?')
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText('Role of real-estate-devs removed')).toBeVisible()
  await expect(rowOf(page, 'real-estate-devs')).toHaveCount(0)

  // And it is offered again.
  const last = await pickerOffers(page)
  expect(last.offers).toContain('real-estate-devs (group)')
})

test('the add-role form says what each role may do there, in the API’s names and ours', async ({ page }) => {
  await openProjectAccess(page)
  const { dialog } = await pickerOffers(page)
  await dialog.getByText('What can each role do?').click()
  await expect(dialog.getByRole('region', { name: 'Project Administrator' })).toContainText('Give and take away roles on the project')
  await expect(dialog.getByRole('region', { name: 'Project Viewer' })).toContainText('Change nothing')
})

test('removing your own last admin role on the silo warns first', async ({ page }) => {
  await openConsole(page)
  await navTo(page, 'Access')
  await expect(page).toHaveURL(/\/access$/)
  await expect(rowOf(page, 'Ada Lovelace')).toContainText('admin')
  await rowAction(page, 'Ada Lovelace', 'Remove')
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('This is your own last admin role here')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()

  // Someone else's role: no warning.
  await rowAction(page, 'Alan Turing', 'Remove')
  await expect(confirm).toContainText('Remove the collaborator role of Alan Turing on the silo?')
  await expect(confirm).not.toContainText('your own last admin role')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
})

test('a viewer is refused: Action not authorized', async ({ page }) => {
  await openConsole(page)
  await page.getByRole('button', { name: 'Learn more' }).click()
  const about = page.getByRole('dialog', { name: 'About the technical preview' })
  await about.getByRole('row').filter({ hasText: 'margaret-hamilton' }).getByRole('button', { name: /^Act as/ }).click()
  await page.keyboard.press('Escape')
  await expect(about).toBeHidden()

  // A silo viewer sees the projects, but creating one is refused by the server.
  await expect(page.getByRole('table', { name: 'Projects' }).getByRole('row').filter({ hasText: 'mock-project' })).toBeVisible()
  await page.getByRole('link', { name: 'New project' }).first().click()
  const create = page.getByRole('dialog', { name: 'Create project' })
  await typeInto(create.getByLabel('Name'), 'not-mine')
  await create.getByRole('button', { name: 'Create project' }).click()
  await expect(create.getByText('Action not authorized')).toBeVisible()
  await expect(create.getByLabel('Name')).toHaveValue('not-mine')
  await create.getByRole('button', { name: 'Cancel' }).click()
  const discard = page.getByRole('alertdialog', { name: 'Discard changes?' })
  if (await discard.isVisible()) await discard.getByRole('button', { name: /discard/i }).click()

  // Nor may a viewer change who has access.
  await navTo(page, 'Access')
  await expect(rowOf(page, 'Margaret Hamilton')).toHaveCount(0)
  const { dialog, picker } = await pickerOffers(page)
  await picker.selectOption({ label: 'Edsger Dijkstra (user)' })
  await dialog.getByRole('button', { name: 'Assign role' }).click()
  await expect(dialog.getByText('Action not authorized')).toBeVisible()
})
