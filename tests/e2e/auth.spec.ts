import { expect, test } from './fixtures'
import { inPageFetch, openConsole, signIn, signOut } from './helpers'

test('sign out, then a wrong password fails and the right one signs in', async ({ page }) => {
  await openConsole(page)
  await signOut(page)
  await signIn(page, 'ada-lovelace', 'wrong')
  await expect(page.getByRole('alert')).toHaveText('Could not sign in. Please try again.')
  // What was typed survives the failed attempt.
  await expect(page.getByLabel('Username')).toHaveValue('ada-lovelace')
  await page.getByLabel('Password').fill('oxide')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/projects$/)
  await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible()
})

test('after sign-out the API answers 401', async ({ page }) => {
  await openConsole(page)
  await signOut(page)
  expect(await inPageFetch(page, 'GET', '/v1/me')).toBe(401)
})

test('a 401 sends the user to login and back to where they were', async ({ page }) => {
  await openConsole(page)
  const link = page.getByRole('table', { name: 'Projects' }).getByRole('link').first()
  const project = (await link.textContent())!.trim()
  // The session ends behind the console's back (as when it expires).
  expect(await inPageFetch(page, 'POST', '/v1/logout')).toBe(204)
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect_uri=${encodeURIComponent(`/projects/${project}/instances`)}`))
  await signIn(page, 'ada-lovelace')
  await expect(page).toHaveURL(new RegExp(`/projects/${project}/instances$`))
  await expect(page.getByRole('heading', { name: 'Instances', exact: true })).toBeVisible()
})

test('a 401 while the login page is showing still returns to the page after sign-in', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/disks')
  await signOut(page)
  // In-app navigation from the login page: the page's request answers 401, and
  // the login page (still showing) gets the redirect.
  await page.evaluate(() => {
    history.pushState({}, '', '/projects/mock-project/instances?from=e2e')
    dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect_uri=${encodeURIComponent('/projects/mock-project/instances?from=e2e')}$`))
  await signIn(page, 'ada-lovelace')
  await expect(page).toHaveURL(/\/projects\/mock-project\/instances\?from=e2e$/)
  await expect(page.getByRole('heading', { name: 'Instances', exact: true })).toBeVisible()
})

test('the SAML login page signs in through the identity provider', async ({ page }) => {
  await page.goto('/login/myriad/saml/mock-idp')
  await expect(page.getByRole('button', { name: 'Sign in with mock-idp' })).toBeVisible()
  await page.getByRole('button', { name: 'Sign in with mock-idp' }).click()
  await expect(page).toHaveURL(/\/projects$/)
})
