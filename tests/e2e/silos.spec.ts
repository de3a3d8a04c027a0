import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { navTo, openConsole, typeInto } from './helpers'

// Seed: silos maze-war (local, the admin's own; ip-pool-1 default, ip-pool-2
// linked), myriad (SAML, with mock-idp) and thrax (not discoverable).
// ip-pool-4 is linked to no silo. Each test has its own in-page mock.
const CERT = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUe2e\n-----END CERTIFICATE-----'
const KEY = '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49e2e\n-----END PRIVATE KEY-----'
const METADATA = '<?xml version="1.0"?><md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example"/>'

const silosTable = (page: Page) => page.getByRole('table', { name: 'Silos' })

async function openSilos(page: Page) {
  await openConsole(page)
  await page.getByRole('button', { name: 'Switch between silo and system' }).click()
  await page.getByRole('menuitem', { name: 'System' }).click()
  await expect(page).toHaveURL(/\/system\/silos$/)
  await expect(silosTable(page).getByRole('link', { name: 'maze-war' })).toBeVisible()
}

async function createSamlSilo(page: Page, name: string) {
  await page.getByRole('link', { name: 'New silo' }).click()
  const form = page.getByRole('dialog', { name: 'Create silo' })
  await typeInto(form.getByRole('textbox', { name: 'Name', exact: true }), name)
  await typeInto(form.getByLabel('Description'), 'made in e2e')
  await form.getByRole('radio', { name: 'SAML JIT' }).check()
  await typeInto(form.getByLabel('Admin group name'), 'e2e-admins')
  await form.getByRole('button', { name: 'Create silo' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByText(`Silo ${name} created`)).toBeVisible()
}

test('the system sidebar shows only on system pages; /system/networking goes to the IP pools', async ({ page }) => {
  await openSilos(page)
  const system = page.getByRole('navigation', { name: 'System' })
  await expect(system.getByRole('link')).toHaveText([
    'Silos',
    'Utilization',
    'Capacity',
    'Metrics',
    'Inventory',
    'Access',
    'Update',
    'Support bundles',
    'Alerts',
    'IP Pools',
    'Address lots',
    'BGP',
    'BFD',
    'Loopback addresses',
    'Switch port settings',
    'Allow-list',
  ])
  await page.getByRole('button', { name: 'Switch between silo and system' }).click()
  await page.getByRole('menuitem', { name: 'Silo' }).click()
  await expect(page).toHaveURL(/\/projects$/)
  await expect(system).toHaveCount(0)

  await page.goto('/system/networking')
  await expect(page).toHaveURL(/\/system\/networking\/ip-pools$/)
})

test('create a silo with quotas, a fleet role and a certificate; it is listed and its page shows them', { tag: '@firefox' }, async ({ page }) => {
  await openSilos(page)
  await page.getByRole('link', { name: 'New silo' }).click()
  const form = page.getByRole('dialog', { name: 'Create silo' })
  // The quota defaults are shown.
  await expect(form.getByRole('spinbutton', { name: 'CPUs' })).toHaveValue('16')
  await expect(form.getByRole('spinbutton', { name: 'Memory' })).toHaveValue('64')
  await expect(form.getByRole('spinbutton', { name: 'Storage' })).toHaveValue('1024')

  // A name in use: Nexus's error in the form, every value kept.
  await typeInto(form.getByRole('textbox', { name: 'Name', exact: true }), 'myriad')
  await typeInto(form.getByLabel('Description'), 'made in e2e')
  await typeInto(form.getByRole('spinbutton', { name: 'CPUs' }), '8')
  await typeInto(form.getByRole('spinbutton', { name: 'Memory' }), '32')
  await typeInto(form.getByRole('spinbutton', { name: 'Storage' }), '500')
  await form.getByRole('combobox', { name: 'Silo admins get' }).selectOption('viewer')
  await form.getByRole('button', { name: 'Create silo' }).click()
  await expect(form.getByText('Silo name already exists')).toBeVisible()
  await expect(form.getByLabel('Description')).toHaveValue('made in e2e')
  await expect(form.getByRole('spinbutton', { name: 'CPUs' })).toHaveValue('8')
  await expect(form.getByRole('combobox', { name: 'Silo admins get' })).toHaveValue('viewer')

  // A certificate that is not PEM is refused at Add, then a good one is listed.
  await typeInto(form.getByLabel('Certificate name'), 'e2e-cert')
  await typeInto(form.getByLabel('Certificate', { exact: true }), 'not a certificate')
  await typeInto(form.getByLabel('Key', { exact: true }), KEY)
  await form.getByRole('button', { name: 'Add certificate' }).click()
  await expect(form.getByText('Must be PEM: -----BEGIN CERTIFICATE----- … -----END CERTIFICATE-----')).toBeVisible()
  await typeInto(form.getByLabel('Certificate', { exact: true }), CERT)
  await form.getByRole('button', { name: 'Add certificate' }).click()
  await expect(form.getByRole('table', { name: 'TLS certificates' }).getByRole('cell', { name: 'e2e-cert', exact: true })).toBeVisible()

  await typeInto(form.getByRole('textbox', { name: 'Name', exact: true }), 'e2e-silo')
  await form.getByRole('button', { name: 'Create silo' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByText('Silo e2e-silo created')).toBeVisible()
  const row = silosTable(page).getByRole('row').filter({ hasText: 'e2e-silo' })
  await expect(row).toContainText('made in e2e')
  await expect(row).toContainText('Local only')

  await row.getByRole('link', { name: 'e2e-silo' }).click()
  await expect(page).toHaveURL(/\/system\/silos\/e2e-silo$/)
  await expect(page.getByRole('heading', { name: 'e2e-silo' })).toBeVisible()
  await expect(page.getByText('8 vCPUs')).toBeVisible()
  await expect(page.getByText('32 GiB')).toBeVisible()
  await expect(page.getByText('500 GiB')).toBeVisible()
  await expect(page.getByText('silo admin → fleet viewer')).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Identity providers' })).toHaveAttribute('aria-selected', 'true')
})

test('a silo that is not discoverable opens on its own page, since the list leaves it out', async ({ page }) => {
  await openSilos(page)
  await page.getByRole('link', { name: 'New silo' }).click()
  const form = page.getByRole('dialog', { name: 'Create silo' })
  await typeInto(form.getByRole('textbox', { name: 'Name', exact: true }), 'hidden')
  await form.getByRole('checkbox', { name: 'Discoverable' }).uncheck()
  await form.getByRole('button', { name: 'Create silo' }).click()
  await expect(page).toHaveURL(/\/system\/silos\/hidden$/)
  await expect(page.getByRole('heading', { name: 'hidden' })).toBeVisible()
  await navTo(page, 'Silos')
  await expect(silosTable(page).getByRole('link', { name: 'maze-war' })).toBeVisible()
  await expect(silosTable(page).getByRole('link', { name: 'hidden' })).toHaveCount(0)
})

test('delete a silo after confirming; one holding projects is refused', async ({ page }) => {
  await openSilos(page)
  await createSamlSilo(page, 'doomed')
  await silosTable(page).getByRole('button', { name: 'Actions for doomed' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete silo' })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Silo doomed deleted')).toBeVisible()
  await expect(silosTable(page).getByRole('link', { name: 'doomed' })).toHaveCount(0)

  await silosTable(page).getByRole('button', { name: 'Actions for myriad' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('alertdialog', { name: 'Delete silo' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Could not delete silo')).toBeVisible()
  await expect(page.getByText('Silo to be deleted contains a project')).toBeVisible()
})

test('add a SAML identity provider from an uploaded metadata file, then view it', async ({ page }) => {
  await openSilos(page)
  await createSamlSilo(page, 'sso')
  await silosTable(page).getByRole('link', { name: 'sso' }).click()
  await page.getByRole('link', { name: 'New identity provider' }).first().click()
  await expect(page).toHaveURL(/\/system\/silos\/sso\/idps-new$/)
  const form = page.getByRole('dialog', { name: 'Create identity provider' })

  // Submitting empty: each required field says so.
  await form.getByRole('button', { name: 'Create' }).click()
  await expect(form.getByText('ACS URL is required')).toBeVisible()
  await expect(form.getByText('Metadata URL is required')).toBeVisible()

  await typeInto(form.getByRole('textbox', { name: 'Name', exact: true }), 'okta')
  await typeInto(form.getByLabel('Description'), 'the company IdP')
  await typeInto(form.getByLabel('SP client ID'), 'console')
  await typeInto(form.getByLabel('ACS URL'), 'https://sso.sys.example/login/sso/saml/okta')
  await typeInto(form.getByLabel('SLO URL'), 'https://idp.example/slo')
  await typeInto(form.getByLabel('Entity ID'), 'https://idp.example')
  await form.getByRole('radio', { name: 'XML file' }).check()
  await form.getByLabel('Metadata file').setInputFiles({ name: 'metadata.xml', mimeType: 'text/xml', buffer: Buffer.from(METADATA) })
  await expect(form.getByText('metadata.xml')).toBeVisible()
  await typeInto(form.getByLabel('Technical contact email'), 'ops@example.com')
  await typeInto(form.getByLabel('Group attribute name'), 'groups')
  await form.getByRole('button', { name: 'Create' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByText('Identity provider okta created')).toBeVisible()

  const idps = page.getByRole('table', { name: 'Identity providers' })
  await idps.getByRole('link', { name: 'okta' }).click()
  await expect(page).toHaveURL(/\/system\/silos\/sso\/idps\/saml\/okta$/)
  const view = page.getByRole('dialog', { name: 'Identity provider' })
  await expect(view).toContainText('https://sso.sys.example/login/sso/saml/okta')
  await expect(view).toContainText('ops@example.com')
  await expect(view).toContainText('groups')
  // Read-only: nothing to type into.
  await expect(view.getByRole('textbox')).toHaveCount(0)
  await view.getByRole('button', { name: 'Close' }).first().click()
  await expect(page).toHaveURL(/\/system\/silos\/sso$/)
})

test("on a silo's IP pools tab: link a pool, make it the default, unlink it", async ({ page }) => {
  await openSilos(page)
  await silosTable(page).getByRole('link', { name: 'maze-war' }).click()
  await page.getByRole('tab', { name: 'IP pools' }).click()
  await expect(page).toHaveURL(/\/system\/silos\/maze-war\?tab=ip-pools$/)
  const pools = page.getByRole('table', { name: 'IP pools' })
  const row = (name: string) => pools.getByRole('row').filter({ hasText: name })
  await expect(row('ip-pool-1')).toContainText('default')

  await page.getByRole('button', { name: 'Link pool' }).click()
  const link = page.getByRole('dialog', { name: 'Link IP pool' })
  const picker = link.getByRole('combobox', { name: 'IP pool' })
  // Only pools not linked yet are offered.
  await expect(picker.locator('option', { hasText: 'ip-pool-4' })).toHaveCount(1)
  await expect(picker.locator('option', { hasText: 'ip-pool-1' })).toHaveCount(0)
  await picker.selectOption('ip-pool-4')
  await link.getByRole('button', { name: 'Link pool' }).click()
  await expect(link).toBeHidden()
  await expect(page.getByText('IP pool ip-pool-4 linked to maze-war')).toBeVisible()
  await expect(row('ip-pool-4')).toBeVisible()
  await expect(row('ip-pool-4')).not.toContainText('default')

  await row('ip-pool-4').getByRole('button', { name: 'Actions for ip-pool-4' }).click()
  await page.getByRole('menuitem', { name: 'Make default' }).click()
  await page.getByRole('alertdialog', { name: 'Make default pool' }).getByRole('button', { name: 'Make default' }).click()
  await expect(row('ip-pool-4')).toContainText('default')
  await expect(row('ip-pool-1')).not.toContainText('default')

  // Unlinking the default is allowed.
  await row('ip-pool-4').getByRole('button', { name: 'Actions for ip-pool-4' }).click()
  await page.getByRole('menuitem', { name: 'Unlink' }).click()
  await page.getByRole('alertdialog', { name: 'Unlink IP pool' }).getByRole('button', { name: 'Unlink' }).click()
  await expect(page.getByText('IP pool ip-pool-4 unlinked from maze-war')).toBeVisible()
  await expect(row('ip-pool-4')).toHaveCount(0)

  // Back to identity providers by the tab: the query goes.
  await page.getByRole('tab', { name: 'Identity providers' }).click()
  await expect(page).toHaveURL(/\/system\/silos\/maze-war$/)
})

test('a user who is not a fleet viewer sees no switch and gets 403 on a system URL', async ({ page }) => {
  await openConsole(page)
  await page.getByRole('button', { name: 'Learn more' }).click()
  const dialog = page.getByRole('dialog', { name: 'About the technical preview' })
  await dialog.getByRole('row').filter({ hasText: 'alan-turing' }).getByRole('button', { name: /^Act as/ }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Switch between silo and system' })).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible()

  // In-app navigation to a system URL (a reload would reset the preview's user).
  await page.evaluate(() => {
    history.pushState({}, '', '/system/silos')
    dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page.getByRole('heading', { name: 'Something went wrong', exact: true })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: /^403$/ })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'System' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Back to console' }).click()
  await expect(page).toHaveURL(/\/projects$/)
})

test('the silo page is keyboard-reachable: tabs switch with the arrow keys', async ({ page }) => {
  await openSilos(page)
  await navTo(page, 'Silos')
  await silosTable(page).getByRole('link', { name: 'myriad' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('table', { name: 'Identity providers' }).getByRole('link', { name: 'mock-idp' })).toBeVisible()
  await page.getByRole('tab', { name: 'Identity providers' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(/\?tab=ip-pools$/)
  await expect(page.getByRole('table', { name: 'IP pools' }).getByRole('row').filter({ hasText: 'ip-pool-3' })).toContainText('default')
})
