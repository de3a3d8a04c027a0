import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { closeMenu, navTo, openConsole, signIn, signOut, typeInto } from './helpers'

// Seed: receivers ops-pager (its endpoint answers: deliveries delivered) and
// flaky-sink (its endpoint answers 503: two alerts failed, one pending); the
// mock's rule: an endpoint containing "fail" answers 503, others 200.

const rowWith = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text })

async function rowAction(page: Page, row: Locator, item: string) {
  await row.getByRole('button', { name: /^Actions for / }).click()
  await page.getByRole('menuitem', { name: item }).click()
}

async function confirmIn(page: Page, button: string, toast: string | RegExp) {
  const confirm = page.getByRole('alertdialog')
  await confirm.getByRole('button', { name: button }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText(toast).first()).toBeVisible()
}

test('create a webhook receiver with a secret and a subscription, test it, resend, rotate secrets, delete it', { tag: '@firefox' }, async ({ page }) => {
  await openConsole(page, '/system/silos')
  await navTo(page, 'Alerts')
  await expect(page).toHaveURL(/\/system\/alerts$/)
  const receivers = page.getByRole('table', { name: 'Alerts' })
  await expect(rowWith(receivers, 'ops-pager')).toContainText('https://hooks.ops.example.com/oxide')

  // Create: the form checks the endpoint and a typed glob before sending.
  await page.getByRole('link', { name: 'New webhook receiver' }).first().click()
  const create = page.getByRole('dialog', { name: 'Create webhook receiver' })
  await typeInto(create.getByLabel('Name'), 'e2e-hooks')
  await typeInto(create.getByLabel('Endpoint'), 'ftp://hooks.example.com')
  await typeInto(create.getByLabel('Other subscriptions'), 'hardware.*x')
  await create.getByRole('button', { name: 'Create receiver' }).click()
  await expect(create.getByText('The URL must start with http:// or https://')).toBeVisible()
  await expect(create.getByText(/hardware\.\*x: Each segment must be/)).toBeVisible()
  await typeInto(create.getByLabel('Endpoint'), 'https://hooks-fail.example.com/e2e')
  await create.getByLabel('Other subscriptions').clear()
  // The secret is generated and shown (copyable) until it is saved.
  await expect(create.getByRole('textbox', { name: 'Secret' })).toHaveValue(/^[0-9a-f]{64}$/)
  await expect(create.getByRole('button', { name: 'Copy the secret' })).toBeVisible()
  await create.getByRole('checkbox', { name: /hardware\.power_shelf\.psu\.remove/ }).check()
  await create.getByRole('button', { name: 'Create receiver' }).click()
  await expect(page.getByText('Webhook receiver e2e-hooks created')).toBeVisible()
  await expect(page).toHaveURL(/\/system\/alerts\/e2e-hooks$/)
  await expect(page.getByRole('heading', { name: 'e2e-hooks' })).toBeVisible()

  // The test event: this endpoint fails, and says so in place.
  await page.getByRole('button', { name: 'Send test event' }).click()
  const probe = page.getByRole('region', { name: 'Test event' })
  await expect(probe.getByText('The test event could not be delivered (HTTP 503 in 41 ms).')).toBeVisible()

  // Fix the endpoint; the test event now gets through.
  await page.getByRole('button', { name: 'Receiver actions' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit webhook receiver' })
  await expect(edit.getByRole('textbox', { name: 'Secret' })).toHaveCount(0)
  await typeInto(edit.getByLabel('Endpoint'), 'https://hooks.example.com/e2e')
  await edit.getByRole('button', { name: 'Update receiver' }).click()
  await expect(page.getByText('Webhook receiver e2e-hooks updated')).toBeVisible()
  await page.getByRole('button', { name: 'Send test event' }).click()
  await expect(probe.getByText('The test event was delivered (HTTP 200 in 12 ms).')).toBeVisible()

  // Subscriptions: the one picked at creation; add a glob, remove it after a confirm.
  await page.getByRole('tab', { name: 'Subscriptions' }).click()
  await expect(page).toHaveURL(/\?tab=subscriptions$/)
  const subs = page.getByRole('table', { name: 'Subscriptions' })
  await expect(rowWith(subs, 'hardware.power_shelf.psu.remove')).toBeVisible()
  await page.getByRole('link', { name: 'Add subscription' }).click()
  const addSub = page.getByRole('dialog', { name: 'Add subscription' })
  await typeInto(addSub.getByRole('textbox', { name: 'Subscription' }), 'hardware.**')
  await expect(addSub.getByText(/Matches hardware\.power_shelf\.psu\.insert, hardware\.power_shelf\.psu\.remove/)).toBeVisible()
  await addSub.getByRole('button', { name: 'Add subscription' }).click()
  await expect(page.getByText('Subscription hardware.** added')).toBeVisible()
  await rowAction(page, rowWith(subs, 'hardware.**'), 'Remove')
  await confirmIn(page, 'Remove', 'Subscription hardware.** removed')
  await expect(rowWith(subs, 'hardware.**')).toHaveCount(0)

  // Secrets: the last one cannot go, and says why; add one, then delete the first.
  await page.getByRole('tab', { name: 'Secrets' }).click()
  await expect(page).toHaveURL(/\?tab=secrets$/)
  const secrets = page.getByRole('table', { name: 'Secrets' })
  await expect(secrets.getByRole('row')).toHaveCount(2)
  const first = secrets.getByRole('row').nth(1)
  await first.getByRole('button', { name: /^Actions for / }).click()
  const refused = page.getByRole('menuitem', { name: 'Delete' })
  await expect(refused).toBeDisabled()
  await expect(page.getByText(/A receiver needs at least one secret/)).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByRole('link', { name: 'Add secret' }).click()
  const addSecret = page.getByRole('dialog', { name: 'Add secret' })
  await expect(addSecret.getByRole('textbox', { name: 'Secret' })).toHaveValue(/^[0-9a-f]{64}$/)
  await addSecret.getByRole('button', { name: 'Add secret' }).click()
  await expect(page.getByText(/^Secret [0-9a-f-]{36} added$/)).toBeVisible()
  await expect(secrets.getByRole('row')).toHaveCount(3)
  await rowAction(page, secrets.getByRole('row').nth(1), 'Delete')
  await confirmIn(page, 'Delete', /^Secret [0-9a-f-]{36} deleted$/)
  await expect(secrets.getByRole('row')).toHaveCount(2)

  // Delete the receiver.
  await page.getByRole('button', { name: 'Receiver actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await confirmIn(page, 'Delete', 'Webhook receiver e2e-hooks deleted')
  await expect(page).toHaveURL(/\/system\/alerts$/)
  await expect(rowWith(receivers, 'e2e-hooks')).toHaveCount(0)
})

test('see a failing receiver’s deliveries, their attempts, filter them and resend a failed one', async ({ page }) => {
  await openConsole(page, '/system/alerts/flaky-sink')
  const deliveries = page.getByRole('table', { name: 'Deliveries' })
  await expect(deliveries.getByRole('row').filter({ hasText: 'failed' })).toHaveCount(2)
  await page.getByLabel('State').selectOption('failed')
  await expect(page).toHaveURL(/\?state=failed$/)
  await expect(deliveries.getByRole('row').filter({ hasText: 'pending' })).toHaveCount(0)
  const failed = deliveries.getByRole('row').filter({ hasText: 'failed' }).first()
  await failed.getByText('3 attempts').click()
  await expect(failed.getByText(/HTTP error · HTTP 503 · 41 ms/).first()).toBeVisible()

  await rowAction(page, failed, 'Resend')
  await expect(page.getByText(/^Alert hardware\.power_shelf\.psu\.\w+ resent to flaky-sink$/)).toBeVisible()
  // The resend is a new delivery: pending, then (this endpoint answers 503) failed after its attempts.
  await page.getByLabel('State').selectOption('all')
  const resent = deliveries.getByRole('row').filter({ hasText: 'Resend' })
  await expect(resent).toContainText('pending')
  await expect(resent).toContainText('failed')
})

test('a fleet viewer reads receivers and may send a test event; every other write is disabled with its reason', async ({ page }) => {
  await openConsole(page)
  await signOut(page)
  await signIn(page, 'grace-hopper')
  await expect(page).toHaveURL(/\/projects$/)
  // In-app only: a reload would start the preview over, signed in as the admin.
  await page.getByRole('button', { name: 'Switch between silo and system' }).click()
  await page.getByRole('menuitem', { name: 'System' }).click()
  await navTo(page, 'Alerts')
  await expect(page.getByRole('button', { name: 'New webhook receiver' })).toBeDisabled()
  await expect(page.getByText('Only a fleet collaborator or admin can create alert receivers')).toBeAttached()

  await page.getByRole('link', { name: 'ops-pager' }).click()
  await page.getByRole('button', { name: 'Receiver actions' }).click()
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeDisabled()
  await expect(page.getByText('Only a fleet admin can change alert receivers').first()).toBeVisible()
  await closeMenu(page)
  // Nexus lets anyone who reads the receiver probe it.
  await page.getByRole('button', { name: 'Send test event' }).click()
  await expect(page.getByText('The test event was delivered (HTTP 200 in 12 ms).')).toBeVisible()
  await page.getByRole('tab', { name: 'Secrets' }).click()
  await expect(page.getByRole('button', { name: 'Add secret' })).toBeDisabled()
})
