import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { closeMenu, openConsole, signIn, signOut, typeInto } from './helpers'

// Seed: maze-war (local-only, the admin's own; quotas 200 vCPUs, 1 TiB memory,
// 20 TiB storage), myriad (SAML). The preview signs in as ada-lovelace (fleet
// admin); grace-hopper is a fleet viewer. Each test has its own in-page mock.

async function openSiloTab(page: Page, silo: string, tab: string) {
  await openConsole(page)
  await page.getByRole('button', { name: 'Switch between silo and system' }).click()
  await page.getByRole('menuitem', { name: 'System' }).click()
  await page.getByRole('table', { name: 'Silos' }).getByRole('link', { name: silo }).click()
  await expect(page.getByRole('heading', { name: silo })).toBeVisible()
  await page.getByRole('tab', { name: tab }).click()
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
}

/** What the silo has provisioned now, as the mock counts it. */
const provisioned = (page: Page, silo: string) =>
  page.evaluate(async (s) => {
    const r = await fetch(`/v1/system/utilization/silos/${s}`)
    return (
      (await r.json()) as {
        provisioned: { cpus: number; memory: number; storage: number }
      }
    ).provisioned
  }, silo)

async function actAs(page: Page, username: string) {
  await page.getByRole('button', { name: 'Learn more' }).click()
  const about = page.getByRole('dialog', {
    name: 'About the technical preview',
  })
  await about
    .getByRole('row')
    .filter({ hasText: username })
    .getByRole('button', { name: /^Act as/ })
    .click()
  await page.keyboard.press('Escape')
  await expect(about).toBeHidden()
}

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' })

async function userAction(page: Page, name: string, action: string) {
  await usersTable(page)
    .getByRole('button', { name: `Actions for ${name}` })
    .click()
  await page.getByRole('menuitem', { name: action }).click()
}

test('raise a silo’s storage quota; a quota under what is provisioned is refused with the numbers', async ({ page }) => {
  await openSiloTab(page, 'maze-war', 'Quotas')
  await expect(page).toHaveURL(/\/system\/silos\/maze-war\?tab=quotas$/)
  await expect(page.getByTestId('quota-storage')).toHaveText('20 TiB')

  await page.getByRole('link', { name: 'Edit quotas' }).click()
  await expect(page).toHaveURL(/\/system\/silos\/maze-war\/quotas-edit$/)
  const form = page.getByRole('dialog', { name: 'Edit quotas' })
  const storage = form.getByRole('spinbutton', { name: 'Storage' })
  await expect(storage).toHaveValue('20480')
  // The quotas tab stays under the form (hidden from the accessibility tree while the modal is open).
  await expect(page.getByRole('tab', { name: 'Quotas', includeHidden: true })).toHaveAttribute('aria-selected', 'true')

  const used = (await provisioned(page, 'maze-war')).storage
  const usedGib = Number((used / 1024 ** 3).toFixed(2))
  expect(usedGib).toBeGreaterThan(1)
  await typeInto(storage, '1')
  await form.getByRole('button', { name: 'Save quotas' }).click()
  await expect(
    form.getByText(`The silo's disks and snapshots take ${usedGib} GiB: the quota can't be less than ${Math.ceil(usedGib)} GiB`),
  ).toBeVisible()

  await typeInto(storage, '30720')
  await form.getByRole('button', { name: 'Save quotas' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByText('Quotas of silo maze-war updated')).toBeVisible()
  await expect(page).toHaveURL(/\/system\/silos\/maze-war\?tab=quotas$/)
  await expect(page.getByTestId('quota-storage')).toHaveText('30 TiB')
  // The page's properties follow too.
  await expect(page.getByText('Storage quota')).toBeVisible()
  await expect(page.getByText('30 TiB').first()).toBeVisible()
})

test('create a local user with a password, give them a role, set a new password, and sign in as them', { tag: '@firefox' }, async ({ page }) => {
  await openSiloTab(page, 'maze-war', 'Users')
  await expect(usersTable(page).getByRole('row').filter({ hasText: 'Ada Lovelace' })).toBeVisible()

  await page.getByRole('link', { name: 'New user' }).click()
  await expect(page).toHaveURL(/\/system\/silos\/maze-war\/users-new$/)
  const create = page.getByRole('dialog', { name: 'Create user' })
  await typeInto(create.getByRole('textbox', { name: 'User name' }), 'e2e-operator')
  await typeInto(create.getByRole('textbox', { name: 'Password', exact: true }), 'first secret')
  await typeInto(create.getByRole('textbox', { name: 'Confirm password' }), 'not the same')
  await create.getByRole('button', { name: 'Create user' }).click()
  await expect(create.getByText('The passwords do not match')).toBeVisible()
  await typeInto(create.getByRole('textbox', { name: 'Confirm password' }), 'first secret')
  await create.getByRole('button', { name: 'Create user' }).click()
  await expect(create).toBeHidden()
  await expect(page.getByText('User e2e-operator created')).toBeVisible()
  await expect(usersTable(page).getByRole('row').filter({ hasText: 'e2e-operator' })).toBeVisible()

  // A silo role, on the access tab, so they have something to see.
  await page.getByRole('tab', { name: 'Access' }).click()
  await expect(page).toHaveURL(/\/system\/silos\/maze-war\?tab=access$/)
  await expect(page.getByText('silo admin → fleet admin').first()).toBeVisible()
  await page.getByRole('button', { name: 'Add user or group' }).click()
  const add = page.getByRole('dialog', { name: 'Add user or group' })
  await add.getByRole('combobox', { name: 'User or group' }).selectOption({ label: 'e2e-operator (user)' })
  await add.getByRole('radio', { name: 'viewer' }).check()
  await add.getByRole('button', { name: 'Assign role' }).click()
  await expect(add).toBeHidden()
  await expect(page.getByRole('table', { name: 'Role assignments' }).getByRole('row').filter({ hasText: 'e2e-operator' })).toContainText(
    'viewer',
  )

  await page.getByRole('tab', { name: 'Users' }).click()
  await userAction(page, 'e2e-operator', 'Set password')
  await expect(page).toHaveURL(/\/system\/silos\/maze-war\/users\/[0-9a-f-]+\/set-password$/)
  const set = page.getByRole('dialog', {
    name: 'Set password for e2e-operator',
  })
  // Nothing of the old password is shown.
  await expect(set.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('')
  await typeInto(set.getByRole('textbox', { name: 'Password', exact: true }), 'second secret')
  await typeInto(set.getByRole('textbox', { name: 'Confirm password' }), 'second secret')
  await set.getByRole('button', { name: 'Set password' }).click()
  await expect(set).toBeHidden()
  await expect(page.getByText('Password for e2e-operator set')).toBeVisible()

  await signOut(page)
  // To the silo's own sign-in page, in the app: a reload would start a fresh mock without the new user.
  await page.evaluate(() => {
    history.pushState({}, '', '/login/maze-war/local')
    dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page).toHaveURL(/\/login\/maze-war\/local$/)
  await signIn(page, 'e2e-operator', 'first secret')
  await expect(page.getByRole('alert')).toHaveText('Could not sign in. Please try again.')
  await typeInto(page.getByLabel('Password'), 'second secret')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/projects$/)
  await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'User menu for e2e-operator' })).toBeVisible()
})

test('delete a user after confirming', async ({ page }) => {
  await openSiloTab(page, 'maze-war', 'Users')
  await userAction(page, 'Edsger Dijkstra', 'Delete')
  const confirm = page.getByRole('alertdialog', { name: 'Delete user' })
  await expect(confirm).toContainText('Delete user Edsger Dijkstra from maze-war?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('User Edsger Dijkstra deleted')).toBeVisible()
  await expect(usersTable(page).getByRole('row').filter({ hasText: 'Edsger Dijkstra' })).toHaveCount(0)
})

test('a SAML silo’s users come from its identity provider: nothing to create', async ({ page }) => {
  await openSiloTab(page, 'myriad', 'Users')
  await expect(page.getByText('Users of this silo come from its identity provider')).toBeVisible()
  await expect(usersTable(page).getByRole('row').filter({ hasText: 'Claude Shannon' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'New user' })).toHaveCount(0)
  await expect(
    usersTable(page).getByRole('button', {
      name: 'Actions for Claude Shannon',
    }),
  ).toHaveCount(0)
})

test('a fleet viewer sees every write disabled, with the reason', async ({ page }) => {
  await openSiloTab(page, 'maze-war', 'Quotas')
  await expect(page.getByRole('link', { name: 'Edit quotas' })).toBeVisible()
  await actAs(page, 'grace-hopper')
  const edit = page.getByRole('button', { name: 'Edit quotas' })
  await expect(edit).toBeDisabled()
  await expect(page.getByText('Only a fleet collaborator or admin can change a silo’s quotas')).toBeAttached()

  await page.getByRole('tab', { name: 'Users' }).click()
  await expect(page.getByRole('button', { name: 'New user' })).toBeDisabled()
  await usersTable(page).getByRole('button', { name: 'Actions for Alan Turing' }).click()
  for (const action of ['Set password', 'Delete']) {
    await expect(page.getByRole('menuitem', { name: action })).toHaveAttribute('aria-disabled', 'true')
  }
  await expect(page.getByRole('menu').getByText('Only a fleet admin can manage a silo’s users').first()).toBeVisible()
  await closeMenu(page)
  await page.getByRole('tab', { name: 'Access' }).click()
  await expect(page.getByRole('button', { name: 'Add user or group' }).first()).toBeDisabled()
})
