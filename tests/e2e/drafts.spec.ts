// Drafts survive a sign-in (issue 27): a session that ends while a form is
// open (Nexus ends idle sessions) costs nothing typed. The 401 sends to
// sign-in; signing in again as the same user brings the form back with what
// was typed, secrets aside, which are kept nowhere.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { inPageFetch, openConsole, signIn, typeInto } from './helpers'

/** The session ends behind the console's back, as when Nexus expires it. */
const endSession = async (page: Page) => expect(await inPageFetch(page, 'POST', '/v1/logout')).toBe(204)

/** Everything the tab keeps: both storages and its cookies. */
const stored = (page: Page) =>
  page.evaluate(() => {
    const dump = (s: Storage) => Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i)!)}`).join('\n')
    return [dump(sessionStorage), dump(localStorage), document.cookie].join('\n')
  })

test('a project form whose session ended comes back with what was typed after signing in; Cancel drops it @firefox', async ({ page }) => {
  await page.goto('/projects-new')
  const form = page.getByRole('dialog', { name: 'Create project' })
  await typeInto(form.getByRole('textbox', { name: 'Name' }), 'kept-across-sign-in')
  await typeInto(form.getByRole('textbox', { name: 'Description' }), 'typed before the session ended')
  await endSession(page)
  await form.getByRole('button', { name: 'Create project' }).click()
  await expect(page).toHaveURL(/\/login\?redirect_uri=%2Fprojects-new$/)
  await signIn(page, 'ada-lovelace')
  await expect(page).toHaveURL(/\/projects-new$/)
  const back = page.getByRole('dialog', { name: 'Create project' })
  await expect(back.getByRole('textbox', { name: 'Name' })).toHaveValue('kept-across-sign-in')
  await expect(back.getByRole('textbox', { name: 'Description' })).toHaveValue('typed before the session ended')
  // The draft is the form's now, unsaved input like any: cancelled (and the discard confirmed), nothing comes back.
  await back.getByRole('button', { name: 'Cancel' }).click()
  await back.getByRole('button', { name: 'Discard' }).click()
  await expect(back).toBeHidden()
  expect(await stored(page)).not.toContain('kept-across-sign-in')
  await page.getByRole('link', { name: 'New project' }).click()
  await expect(page.getByRole('dialog', { name: 'Create project' }).getByRole('textbox', { name: 'Name' })).toHaveValue('')
})

test('the instance create page keeps what was typed across a sign-in', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/instances-new')
  const form = page.getByRole('form', { name: 'Create instance' })
  await typeInto(form.getByRole('textbox', { name: 'Name', exact: true }), 'web-kept')
  await form.getByRole('tab', { name: 'High memory' }).click()
  await form.getByRole('radio', { name: '4 vCPUs, 32 GiB' }).check()
  await endSession(page)
  await form.getByRole('button', { name: 'Create instance' }).click()
  await expect(page).toHaveURL(/\/login\?redirect_uri=/)
  await signIn(page, 'ada-lovelace')
  await expect(page).toHaveURL(/\/projects\/mock-project\/instances-new$/)
  const back = page.getByRole('form', { name: 'Create instance' })
  await expect(back.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('web-kept')
  await expect(back.getByRole('radio', { name: '4 vCPUs, 32 GiB' })).toBeChecked()
  // Saved, it is gone: the instance is created from the restored values.
  await back.getByRole('button', { name: 'Create instance' }).click()
  await expect(page.getByText('Creating instance web-kept')).toBeVisible()
  expect(await stored(page)).not.toContain('web-kept')
})

test('a password typed before the session ended is stored nowhere and not restored @firefox', async ({ page }) => {
  await page.goto('/system/silos/maze-war/users-new')
  const form = page.getByRole('dialog', { name: 'Create user' })
  await typeInto(form.getByRole('textbox', { name: 'User name' }), 'draft-operator')
  await typeInto(form.getByRole('textbox', { name: 'Password', exact: true }), 'never-stored-secret')
  await typeInto(form.getByRole('textbox', { name: 'Confirm password' }), 'never-stored-secret')
  await endSession(page)
  await form.getByRole('button', { name: 'Create user' }).click()
  await expect(page).toHaveURL(/\/login\?redirect_uri=/)
  // The draft is kept while signed out, without the secret.
  const whileSignedOut = await stored(page)
  expect(whileSignedOut).toContain('draft-operator')
  expect(whileSignedOut).not.toContain('never-stored-secret')
  await signIn(page, 'ada-lovelace')
  const back = page.getByRole('dialog', { name: 'Create user' })
  await expect(back.getByRole('textbox', { name: 'User name' })).toHaveValue('draft-operator')
  await expect(back.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('')
  await expect(back.getByRole('textbox', { name: 'Confirm password' })).toHaveValue('')
  expect(await stored(page)).not.toContain('never-stored-secret')
})

test('another user signing in does not get the draft', async ({ page }) => {
  await page.goto('/projects-new')
  const form = page.getByRole('dialog', { name: 'Create project' })
  await typeInto(form.getByRole('textbox', { name: 'Name' }), 'adas-draft')
  await endSession(page)
  await form.getByRole('button', { name: 'Create project' }).click()
  await expect(page).toHaveURL(/\/login\?redirect_uri=%2Fprojects-new$/)
  expect(await stored(page)).toContain('adas-draft')
  await signIn(page, 'grace-hopper')
  await expect(page).toHaveURL(/\/projects-new$/)
  await expect(page.getByRole('dialog', { name: 'Create project' }).getByRole('textbox', { name: 'Name' })).toHaveValue('')
  expect(await stored(page)).not.toContain('adas-draft')
})
