import { expect, test } from './fixtures'
import { openConsole } from './helpers'

test('the banner explains the preview and lists the mock users', async ({ page }) => {
  await openConsole(page)
  const banner = page.getByRole('region', { name: 'Technical preview' })
  await expect(banner).toContainText('This is a technical preview.')
  await banner.getByRole('button', { name: 'Learn more' }).click()
  const dialog = page.getByRole('dialog', { name: 'About the technical preview' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('disappears when you refresh')
  await expect(dialog.getByRole('table', { name: 'Mock users' }).getByRole('row')).not.toHaveCount(1)
  await expect(dialog.getByTestId('preview-device-code')).toHaveText(/^[A-Z]{4}-[A-Z]{4}$/)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('acting as a user without a fleet role hides the system switcher', async ({ page }) => {
  await openConsole(page)
  await expect(page.getByRole('button', { name: 'Switch between silo and system' })).toBeVisible()
  await page.getByRole('button', { name: 'Learn more' }).click()
  const dialog = page.getByRole('dialog', { name: 'About the technical preview' })
  const row = dialog.getByRole('row').filter({ hasText: 'alan-turing' })
  await row.getByRole('button', { name: /^Act as/ }).click()
  await expect(row).toContainText('Acting')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Switch between silo and system' })).toBeHidden()
})

test('a user with no groups and no role gets the 403 notice', async ({ page }) => {
  await openConsole(page)
  await page.getByRole('button', { name: 'Learn more' }).click()
  const dialog = page.getByRole('dialog', { name: 'About the technical preview' })
  await dialog.getByRole('row').filter({ hasText: 'edsger-dijkstra' }).getByRole('button', { name: /^Act as/ }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('heading', { name: 'Something went wrong', exact: true })).toBeVisible()
  await expect(page.getByRole('note')).toContainText(
    'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly.',
  )
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login/)
})
