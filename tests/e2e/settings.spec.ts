import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { navTo, openConsole, typeInto } from './helpers'

// A real key (ssh-keygen -t ed25519).
const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFHUM272yvZs+cE999tzPTUKnu1IPJHCQ9rq7ax/QG/z e2e@test'

const table = (page: Page, name: string) => page.getByRole('table', { name })

async function openSettings(page: Page, item: string) {
  await page.getByRole('button', { name: /^User menu/ }).click()
  await page.getByRole('menuitem', { name: 'Settings' }).click()
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible()
  await navTo(page, item)
}

async function openInstanceCreate(page: Page) {
  await page.getByRole('link', { name: 'Oxide Console home' }).click()
  await page.getByRole('link', { name: 'mock-project', exact: true }).click()
  await page.getByRole('link', { name: 'New instance' }).first().click()
  return page.getByRole('form', { name: 'Create instance' })
}

test('the settings sidebar lists Profile, SSH keys and Access tokens', async ({ page }) => {
  await openConsole(page, '/settings')
  await expect(page).toHaveURL(/\/settings\/profile$/)
  const nav = page.getByRole('navigation', { name: 'Settings' })
  await expect(nav.getByRole('link')).toHaveText(['Profile', 'SSH keys', 'Access tokens'])
})

test('add an SSH key, find it in instance create without a reload, delete it', { tag: '@firefox' }, async ({ page }) => {
  // Instance create first, so its key list is already read (and cached) before the key is added.
  await openConsole(page)
  let form = await openInstanceCreate(page)
  await expect(form.getByRole('checkbox', { name: /^m1-macbook-pro/ })).toBeVisible()
  await expect(form.getByRole('checkbox', { name: /^e2e-laptop/ })).toHaveCount(0)

  await openSettings(page, 'SSH keys')
  await expect(page).toHaveURL(/\/settings\/ssh-keys$/)
  await page.getByRole('link', { name: 'Add SSH key' }).first().click()
  const modal = page.getByRole('dialog', { name: 'Add SSH key' })
  await typeInto(modal.getByRole('textbox', { name: 'Name', exact: true }), 'e2e-laptop')
  await typeInto(modal.getByRole('textbox', { name: 'Description', exact: true }), 'my laptop')
  await typeInto(modal.getByRole('textbox', { name: 'Public key', exact: true }), KEY)
  await modal.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(modal).toBeHidden()
  await expect(page.getByText('SSH key e2e-laptop added')).toBeVisible()
  const row = table(page, 'SSH keys').getByRole('row').filter({ hasText: 'e2e-laptop' })
  await expect(row).toContainText('my laptop')
  await expect(row).toContainText('ssh-ed25519 …Q9rq7ax/QG/z e2e@test')

  form = await openInstanceCreate(page)
  await expect(form.getByRole('checkbox', { name: /^e2e-laptop/ })).toBeVisible()

  await openSettings(page, 'SSH keys')
  await table(page, 'SSH keys').getByRole('button', { name: 'Actions for e2e-laptop' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete SSH key' })
  await expect(confirm).toContainText('e2e-laptop')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('SSH key e2e-laptop deleted')).toBeVisible()
  await expect(table(page, 'SSH keys').getByRole('row').filter({ hasText: 'e2e-laptop' })).toHaveCount(0)

  form = await openInstanceCreate(page)
  await expect(form.getByRole('checkbox', { name: /^m1-macbook-pro/ })).toBeVisible()
  await expect(form.getByRole('checkbox', { name: /^e2e-laptop/ })).toHaveCount(0)
})

test('a key that is not an OpenSSH public key gets the message, and nothing typed is lost', async ({ page }) => {
  // The form has its own URL; the modal hides the rest of the page from assistive tech, banner included.
  await page.goto('/settings/ssh-keys-new')
  const modal = page.getByRole('dialog', { name: 'Add SSH key' })
  await expect(modal).toBeVisible()
  const key = modal.getByRole('textbox', { name: 'Public key', exact: true })
  await typeInto(modal.getByRole('textbox', { name: 'Name', exact: true }), 'bad-key')
  await typeInto(key, 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIE2e2e2e2e e2e@test')
  await modal.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(modal.getByText('The key data is not valid base64')).toBeVisible()

  await typeInto(key, 'ssh-foo AAAAC3NzaC1lZDI1NTE5 me')
  await expect(modal.getByText(/^Must start with a key type/)).toBeVisible()

  // ed25519 key data under another key type.
  await typeInto(key, KEY.replace('ssh-ed25519', 'ecdsa-sha2-nistp256'))
  await expect(modal.getByText('The key data is for a different key type')).toBeVisible()
  await expect(modal.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('bad-key')
  await expect(page).toHaveURL(/\/settings\/ssh-keys-new$/)

  await typeInto(key, KEY)
  await expect(modal.getByText('The key data is for a different key type')).toHaveCount(0)
})

test('a key opens read-only, with its whole public key to copy', async ({ page }) => {
  await openConsole(page, '/settings/ssh-keys')
  await table(page, 'SSH keys').getByRole('link', { name: 'm1-macbook-pro' }).click()
  await expect(page).toHaveURL(/\/settings\/ssh-keys\/m1-macbook-pro\/edit$/)
  const modal = page.getByRole('dialog', { name: 'SSH key' })
  await expect(modal.getByText(/^ssh-ed25519 AAAA\S+ ada-lovelace@m1-macbook-pro$/)).toBeVisible()
  await expect(modal.getByRole('button', { name: 'Copy public key' })).toBeVisible()
  await expect(modal).toContainText('SSH keys cannot be changed')
  await expect(modal.getByRole('textbox')).toHaveCount(0)
  await modal.getByRole('button', { name: 'Close' }).first().click()
  await expect(page).toHaveURL(/\/settings\/ssh-keys$/)
})

test('a token from the device flow is listed, and deleted', async ({ page }) => {
  await openConsole(page)
  // Log a (pretend) device in with the code the preview dialog shows.
  await page.getByRole('button', { name: 'Learn more' }).click()
  const dialog = page.getByRole('dialog', { name: 'About the technical preview' })
  const code = (await dialog.getByTestId('preview-device-code').textContent())!.trim()
  await dialog.getByRole('link', { name: 'the device page' }).click()
  await page.getByRole('textbox', { name: 'Character 1 of 8' }).click()
  await page.keyboard.type(code.replace('-', ''))
  await page.getByRole('button', { name: 'Log in on device' }).click()
  await expect(page.getByText('Device logged in')).toBeVisible()
  // Back into the console through history: a reload would lose the preview's data.
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/\/projects$/)

  await openSettings(page, 'Access tokens')
  const rows = table(page, 'Access tokens').getByRole('row')
  // The seed gives ada-lovelace two tokens; the device's makes three (and the header row).
  await expect(rows).toHaveCount(4)
  // The device's is the one made today (the seed's are older).
  const today = new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
  const fresh = rows.filter({ hasText: today })
  await expect(fresh).toHaveCount(1)
  const id = (await fresh.locator('td').first().textContent())!.trim()

  await table(page, 'Access tokens').getByRole('button', { name: `Actions for ${id}` }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete access token' })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(`Access token ${id} deleted`)).toBeVisible()
  await expect(rows).toHaveCount(3)
  await expect(table(page, 'Access tokens')).not.toContainText(id)
})

test('by keyboard: a key opens from its row menu and Escape closes it', async ({ page }) => {
  await openConsole(page, '/settings/ssh-keys')
  await table(page, 'SSH keys').getByRole('button', { name: 'Actions for mac-mini' }).focus()
  await page.keyboard.press('Enter')
  // The menu keeps focus and highlights its first item (aria-activedescendant):
  // Copy ID and Copy name come first in every row menu (issue 19), then View.
  await expect(page.getByRole('menuitem', { name: 'Copy ID' })).toHaveAttribute('data-highlighted', '')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'View' })).toHaveAttribute('data-highlighted', '')
  await page.keyboard.press('Enter')
  const modal = page.getByRole('dialog', { name: 'SSH key' })
  await expect(modal).toBeVisible()
  await expect(page).toHaveURL(/\/settings\/ssh-keys\/mac-mini\/edit$/)
  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()
  await expect(page).toHaveURL(/\/settings\/ssh-keys$/)
})
