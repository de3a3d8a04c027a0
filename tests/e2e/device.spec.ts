import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openConsole } from './helpers'

async function freshCode(page: Page) {
  await page.getByRole('button', { name: 'Learn more' }).click()
  const dialog = page.getByRole('dialog', { name: 'About the technical preview' })
  const code = (await dialog.getByTestId('preview-device-code').textContent())!.trim()
  await dialog.getByRole('link', { name: 'the device page' }).click()
  await expect(page.getByRole('heading', { name: 'Device Authentication', exact: true })).toBeVisible()
  return code
}

const boxes = (page: Page) => page.getByRole('textbox', { name: /^Character \d of 8$/ })
const submit = (page: Page) => page.getByRole('button', { name: 'Log in on device' })

test('typing the code shown for a device logs it in', { tag: '@firefox' }, async ({ page }) => {
  await openConsole(page)
  const code = await freshCode(page)
  await expect(page.getByText('Enter the code shown on your device')).toBeVisible()
  await expect(submit(page)).toBeDisabled()
  await boxes(page).first().click()
  await page.keyboard.type(code.replace('-', '').toLowerCase())
  await expect(boxes(page).nth(7)).toHaveValue(code.at(-1)!)
  await expect(submit(page)).toBeEnabled()
  await submit(page).click()
  await expect(page).toHaveURL(/\/device\/success$/)
  await expect(page.getByText('Device logged in')).toBeVisible()
  await expect(page.getByText('You can close this window')).toBeVisible()
})

test('a wrong code says Code is invalid', async ({ page }) => {
  await openConsole(page)
  await freshCode(page)
  await boxes(page).first().click()
  await page.keyboard.type('ZZZZQQQQ')
  await submit(page).click()
  await expect(page.getByRole('alert')).toHaveText('Code is invalid')
  await expect(page).toHaveURL(/\/device\/verify$/)
})

test('pasting keeps only the letters, upper-cased', { tag: '@firefox' }, async ({ page }) => {
  await openConsole(page)
  const code = await freshCode(page)
  // A real paste: the text on the clipboard, then Ctrl+V in the first box. (Not
  // a ClipboardEvent made by script: Firefox's constructor drops the
  // `clipboardData` it is given, so such an event arrives with nothing in it.)
  // The click is the user gesture the clipboard write needs.
  await boxes(page).first().click()
  await page.evaluate((text) => navigator.clipboard.writeText(text), ` ${code.toLowerCase().replace('-', ' - 1')} `)
  await page.keyboard.press('ControlOrMeta+V')
  const letters = code.replace('-', '')
  for (let i = 0; i < 8; i++) await expect(boxes(page).nth(i)).toHaveValue(letters[i])
  await submit(page).click()
  await expect(page).toHaveURL(/\/device\/success$/)
})
