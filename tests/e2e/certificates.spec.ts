import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { actAs, navTo, openConsole, typeInto } from './helpers'

// A throwaway TLS pair made for this run with openssl (a P-256 key and a
// self-signed certificate for e2e.sys.oxide.example); where openssl is
// missing, the committed test-only pair in fixtures/ (made the same way).
function throwawayPair(): { cert: string; key: string; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-tls-'))
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '30', '-subj', '/CN=e2e.sys.oxide.example',
        '-addext', 'subjectAltName=DNS:e2e.sys.oxide.example', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      { stdio: 'ignore' },
    )
    return { cert: readFileSync(join(dir, 'cert.pem'), 'utf8'), key: readFileSync(join(dir, 'key.pem'), 'utf8'), file: join(dir, 'cert.pem') }
  } catch {
    const fixtures = join(import.meta.dirname, 'fixtures')
    const file = join(fixtures, 'throwaway-cert.pem')
    return { cert: readFileSync(file, 'utf8'), key: readFileSync(join(fixtures, 'throwaway-key.pem'), 'utf8'), file }
  }
}

const pair = throwawayPair()
test.afterAll(() => {
  if (pair.file.startsWith(tmpdir())) rmSync(join(pair.file, '..'), { recursive: true, force: true })
})

const certificates = (page: Page) => page.getByRole('table', { name: 'Certificates' })

test('add a certificate (chain read from a file, key pasted), view it, delete it', { tag: '@firefox' }, async ({ page }) => {
  await openConsole(page)
  await navTo(page, 'Certificates')
  await expect(page).toHaveURL(/\/certificates$/)
  await expect(certificates(page).getByRole('link', { name: 'maze-war-tls' })).toBeVisible()

  await page.getByRole('link', { name: 'Add certificate' }).first().click()
  await expect(page).toHaveURL(/\/certificates-new$/)
  const form = page.getByRole('dialog', { name: 'Add certificate' })
  await typeInto(form.getByRole('textbox', { name: 'Name', exact: true }), 'e2e-cert')

  // The parts swapped: each field says what it holds and where it goes; nothing is sent.
  await typeInto(form.getByRole('textbox', { name: 'Certificate chain' }), pair.key)
  await typeInto(form.getByRole('textbox', { name: 'Private key' }), pair.cert)
  await form.getByRole('button', { name: 'Add certificate' }).click()
  await expect(form.getByText('This is a private key: it goes under Private key, and the certificate chain here')).toBeVisible()
  await expect(form.getByText('This is a certificate: it goes under Certificate chain, and the private key here')).toBeVisible()

  // The chain read from a file in the browser; the form reads it back.
  const chooser = page.waitForEvent('filechooser')
  await form.getByRole('button', { name: 'Read certificate chain from a file…' }).click()
  await (await chooser).setFiles(pair.file)
  await expect(form.getByRole('textbox', { name: 'Certificate chain' })).toHaveValue(pair.cert)
  await expect(form.getByText('e2e.sys.oxide.example (self-signed)')).toBeVisible()
  await typeInto(form.getByRole('textbox', { name: 'Private key' }), pair.key)
  await form.getByRole('button', { name: 'Add certificate' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByText('Certificate e2e-cert added')).toBeVisible()

  const row = certificates(page).getByRole('row').filter({ hasText: 'e2e-cert' })
  await expect(row).toContainText('External API')
  await expect(row).toContainText('e2e.sys.oxide.example')

  // Its own URL: subject and expiry, the PEM, never the key.
  await row.getByRole('link', { name: 'e2e-cert' }).click()
  await expect(page).toHaveURL(/\/certificates\/e2e-cert$/)
  const view = page.getByRole('dialog', { name: 'Certificate' })
  await expect(view.getByText('e2e.sys.oxide.example (self-signed)')).toBeVisible()
  await expect(view.getByText('BEGIN CERTIFICATE')).toBeVisible()
  await expect(view.getByText('BEGIN PRIVATE KEY')).toHaveCount(0)
  await view.getByRole('button', { name: 'Close' }).first().click()
  await expect(page).toHaveURL(/\/certificates$/)

  await row.getByRole('button', { name: 'Actions for e2e-cert' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete certificate' })
  await expect(confirm).toContainText('stop offering it')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Certificate e2e-cert deleted')).toBeVisible()
  await expect(row).toHaveCount(0)
})

test('a silo collaborator gets Action not authorized on certificates, and a refused save on settings keeps the value', async ({ page }) => {
  await openConsole(page)
  await actAs(page, 'alan-turing')
  await navTo(page, 'Certificates')
  await expect(page.getByText('Action not authorized')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Silo' })).toBeVisible()

  await navTo(page, 'Settings')
  await typeInto(page.getByRole('spinbutton', { name: 'Days' }), '2')
  await page.getByRole('button', { name: 'Save lifetime' }).click()
  await expect(page.getByText('Action not authorized')).toBeVisible()
  await expect(page.getByRole('spinbutton', { name: 'Days' })).toHaveValue('2')
})

test('set the device token lifetime in days and hours, then no limit', async ({ page }) => {
  await openConsole(page)
  await navTo(page, 'Settings')
  await expect(page).toHaveURL(/\/silo-settings$/)
  const card = page.getByRole('region', { name: 'Device token lifetime' })
  await expect(card.getByText('Now: No limit')).toBeVisible()

  await typeInto(card.getByRole('spinbutton', { name: 'Days' }), '1')
  await typeInto(card.getByRole('spinbutton', { name: 'Hours' }), '12')
  await card.getByRole('button', { name: 'Save lifetime' }).click()
  await expect(page.getByText('Device token lifetime set to 1 day 12 hours')).toBeVisible()
  await expect(card.getByText('Now: 1 day 12 hours')).toBeVisible()
  await expect(card.getByRole('spinbutton', { name: 'Days' })).toHaveValue('1')

  await card.getByRole('spinbutton', { name: 'Days' }).clear()
  await card.getByRole('spinbutton', { name: 'Hours' }).clear()
  await card.getByRole('button', { name: 'Save lifetime' }).click()
  await expect(page.getByText('Device token lifetime set to no limit')).toBeVisible()
  await expect(card.getByText('Now: No limit')).toBeVisible()
})

test('on the certificates page, quick actions offer "New certificate" first', async ({ page }) => {
  await openConsole(page)
  await navTo(page, 'Certificates')
  await expect(certificates(page)).toBeVisible()
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Quick actions' })
  const create = palette.getByRole('group', { name: 'Actions' }).getByRole('option', { name: 'New certificate' })
  await expect(create).toHaveAttribute('data-highlighted')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/certificates-new$/)
  await expect(page.getByRole('dialog', { name: 'Add certificate' })).toBeVisible()
})
