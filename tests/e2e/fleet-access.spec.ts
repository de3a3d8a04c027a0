import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { closeMenu, openConsole, signIn, signOut, typeInto } from './helpers'

// Seed: on the fleet, ada-lovelace (us) is admin — and also by maze-war's
// mapping of silo admin to fleet admin — and grace-hopper viewer. alan-turing
// is a silo collaborator with no fleet role. Each test has its own in-page mock.
const table = (page: Page) => page.getByRole('table', { name: 'Role assignments' })
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name })
const systemSwitch = (page: Page) => page.getByRole('button', { name: 'Switch between silo and system' })

async function rowAction(page: Page, name: string, action: string) {
  await rowOf(page, name).getByRole('button', { name: `Actions for ${name}` }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

/** Silo → System by the switch, then the system sidebar's Access. */
async function openFleetAccess(page: Page) {
  await systemSwitch(page).click()
  await page.getByRole('menuitem', { name: 'System' }).click()
  await expect(page).toHaveURL(/\/system\/silos$/)
  await page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Access', exact: true }).click()
  await expect(page).toHaveURL(/\/system\/access$/)
  await expect(page.getByRole('heading', { name: 'Access', exact: true })).toBeVisible()
  await expect(rowOf(page, 'Ada Lovelace')).toBeVisible()
}

async function signInAs(page: Page, username: string) {
  await signOut(page)
  await signIn(page, username)
  await expect(page).toHaveURL(/\/projects$/)
  await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible()
}

test('the fleet’s roles and the built-in users, read-only', async ({ page }) => {
  await openConsole(page)
  await openFleetAccess(page)
  await expect(page.getByText('Roles on the fleet: who operates the whole system')).toBeVisible()
  await expect(rowOf(page, 'Ada Lovelace')).toContainText('admin')
  await expect(rowOf(page, 'Grace Hopper')).toContainText('viewer')
  await expect(table(page).getByRole('row')).toHaveCount(3)

  const builtin = page.getByRole('region', { name: 'Built-in users' })
  const users = builtin.getByRole('table', { name: 'Built-in users' })
  await expect(users.getByRole('row').filter({ hasText: 'db-init' })).toContainText('used for seeding initial database data')
  for (const name of ['external-authn', 'internal-api', 'saga-recovery', 'service-balancer']) {
    await expect(users.getByRole('row').filter({ hasText: name })).toBeVisible()
  }
  // Nothing to do with them: no row actions.
  await expect(users.getByRole('button', { name: /^Actions for/ })).toHaveCount(0)

  // The fleet's roles are explained as the fleet's.
  await page.getByRole('button', { name: 'Add user or group' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add user or group' })
  await expect(dialog.getByText('A role on the fleet')).toBeVisible()
  await expect(dialog.getByText('Everything a viewer can do, and manage silos')).toBeVisible()
  // Only who has no fleet role is offered.
  const picker = dialog.getByRole('combobox', { name: 'User or group' })
  await expect(picker).toBeEnabled()
  const offers = await picker.locator('option').allTextContents()
  expect(offers).toContain('Alan Turing (user)')
  expect(offers).not.toContain('Ada Lovelace (user)')
  expect(offers).not.toContain('Grace Hopper (user)')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
})

test('the page is a quick action on system pages', async ({ page }) => {
  await openConsole(page, '/system/silos')
  await expect(page.getByRole('table', { name: 'Silos' })).toBeVisible()
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Quick actions' })
  await typeInto(palette.getByRole('combobox', { name: 'Search pages and actions' }), 'Access')
  // The system's Access, not the silo's.
  await palette.getByRole('group', { name: 'System' }).getByRole('option', { name: 'Access' }).click()
  await expect(page).toHaveURL(/\/system\/access$/)
  await expect(rowOf(page, 'Grace Hopper')).toContainText('viewer')
})

test('a user given fleet viewer sees the system after signing in; once removed, they do not', async ({ page }) => {
  await openConsole(page)
  await openFleetAccess(page)
  await page.getByRole('button', { name: 'Add user or group' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add user or group' })
  await dialog.getByRole('combobox', { name: 'User or group' }).selectOption({ label: 'Alan Turing (user)' })
  await expect(dialog.getByRole('radio', { name: 'viewer' })).toBeChecked()
  await dialog.getByRole('button', { name: 'Assign role' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Alan Turing now has the viewer role')).toBeVisible()
  await expect(rowOf(page, 'Alan Turing')).toContainText('viewer')

  // Alan now operates: the system switch, and the fleet page, read-only to him.
  await signInAs(page, 'alan-turing')
  await openFleetAccess(page)
  const add = page.getByRole('button', { name: 'Add user or group' })
  await expect(add).toBeDisabled()
  await expect(add).toHaveAccessibleDescription('Only a fleet admin can change who has fleet access')
  await rowOf(page, 'Grace Hopper').getByRole('button', { name: 'Actions for Grace Hopper' }).click()
  await expect(page.getByRole('menuitem', { name: 'Remove' })).toHaveAttribute('aria-disabled', 'true')
  await expect(page.getByRole('menuitem', { name: 'Remove' })).toHaveAccessibleDescription('Only a fleet admin can change who has fleet access')
  await closeMenu(page)
  await expect(page.getByRole('menuitem', { name: 'Remove' })).toBeHidden()

  // Ada takes it away again.
  await signInAs(page, 'ada-lovelace')
  await openFleetAccess(page)
  await rowAction(page, 'Alan Turing', 'Remove')
  const confirm = page.getByRole('alertdialog', { name: 'Remove role' })
  await expect(confirm).toContainText('Remove the viewer role of Alan Turing on the fleet?')
  await expect(confirm).not.toContainText('your own last admin role')
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByText('Role of Alan Turing removed')).toBeVisible()
  await expect(rowOf(page, 'Alan Turing')).toHaveCount(0)

  await signInAs(page, 'alan-turing')
  await expect(systemSwitch(page)).toBeHidden()
})

test('removing your own last fleet-admin role warns first', async ({ page }) => {
  await openConsole(page)
  await openFleetAccess(page)
  // Ada stays fleet admin through her silo role: removing her assignment is no last role.
  await rowAction(page, 'Ada Lovelace', 'Remove')
  const confirm = page.getByRole('alertdialog', { name: 'Remove role' })
  await expect(confirm).toContainText('Remove the admin role of Ada Lovelace on the fleet?')
  await expect(confirm).not.toContainText('your own last admin role')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()

  // Grace, made fleet admin by the fleet policy alone, is warned about her own.
  await rowAction(page, 'Grace Hopper', 'Change role')
  const change = page.getByRole('dialog', { name: 'Change role' })
  await expect(change.getByRole('radio', { name: 'viewer' })).toBeChecked()
  await change.getByRole('radio', { name: 'admin' }).check()
  await change.getByRole('button', { name: 'Change role' }).click()
  await expect(change).toBeHidden()
  await expect(rowOf(page, 'Grace Hopper')).toContainText('admin')

  await signInAs(page, 'grace-hopper')
  await openFleetAccess(page)
  await expect(page.getByRole('button', { name: 'Add user or group' })).toBeEnabled()
  await rowAction(page, 'Grace Hopper', 'Remove')
  await expect(confirm).toContainText('This is your own last admin role here')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(rowOf(page, 'Grace Hopper')).toContainText('admin')

  // Changing it to less than admin shows the same warning in the form.
  await rowAction(page, 'Grace Hopper', 'Change role')
  await change.getByRole('radio', { name: 'viewer' }).check()
  await expect(change.getByRole('note')).toContainText('This is your own last admin role here')
  await change.getByRole('button', { name: 'Cancel' }).click()
})
