import { expect, test } from '@playwright/test'
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
  const row = dialog.getByRole('row').filter({ hasText: 'silo collaborator' }).first()
  await row.getByRole('button', { name: /^Act as/ }).click()
  await expect(row).toContainText('Acting')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Switch between silo and system' })).toBeHidden()
})
