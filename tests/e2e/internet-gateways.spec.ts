import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openConsole, openInApp, typeInto } from './helpers'

// Seed (mock-project/mock-vpc): gateway default has the address 123.4.56.99
// (mock-address), second-gateway the pool ip-pool-2 (pool-two); the router
// mock-custom-router's route to-gateway targets default. Each test has its own mock.
const GATEWAYS = '/projects/mock-project/vpcs/mock-vpc/internet-gateways'
const table = (page: Page) => page.getByRole('table', { name: 'Internet gateways' })
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name })

test('create a gateway, see it gives no outbound address, attach a pool and an address, detach, delete with cascade', { tag: '@firefox' }, async ({ page }) => {
  await openConsole(page, GATEWAYS)
  await page.getByRole('link', { name: 'New internet gateway' }).first().click()
  await expect(page).toHaveURL(/\/internet-gateways-new$/)
  const create = page.getByRole('dialog', { name: 'Create internet gateway' })
  await typeInto(create.getByLabel('Name'), 'e2e-gw')
  await typeInto(create.getByLabel('Description'), 'made in e2e')
  await create.getByRole('button', { name: 'Create gateway' }).click()
  await expect(create).toBeHidden()
  await expect(page.getByText('Internet gateway e2e-gw created')).toBeVisible()

  // Neither pool nor address: the list says so, with the action that fixes it.
  const row = rowOf(page, 'e2e-gw')
  await expect(row).toContainText('No outbound address')
  await row.getByRole('link', { name: 'Attach IP pool' }).click()
  const attach = page.getByRole('dialog', { name: 'Attach IP pool' })
  await attach.getByRole('combobox', { name: 'IP pool' }).selectOption('ip-pool-1')
  await typeInto(attach.getByLabel('Name'), 'pool-one')
  await attach.getByRole('button', { name: 'Attach IP pool' }).click()
  await expect(attach).toBeHidden()
  await expect(page.getByText('IP pool pool-one attached')).toBeVisible()

  // Back on the gateway's page: the pool is listed and the warning is gone.
  const gateway = page.getByRole('dialog', { name: 'Internet gateway' })
  await expect(gateway).toContainText('e2e-gw')
  await expect(gateway.getByRole('table', { name: 'IP pools' })).toContainText('ip-pool-1')
  await expect(gateway.getByText('No outbound address')).toHaveCount(0)

  // An address, with the console's IP check first.
  await gateway.getByRole('link', { name: 'Attach IP address' }).click()
  const address = page.getByRole('dialog', { name: 'Attach IP address' })
  await typeInto(address.getByRole('textbox', { name: 'Address' }), '123.4.56.300')
  await typeInto(address.getByLabel('Name'), 'fixed')
  await address.getByRole('button', { name: 'Attach IP address' }).click()
  await expect(address.getByText('Not a valid IP address')).toBeVisible()
  await typeInto(address.getByRole('textbox', { name: 'Address' }), '123.4.56.77')
  await address.getByRole('button', { name: 'Attach IP address' }).click()
  await expect(address).toBeHidden()
  const addresses = gateway.getByRole('table', { name: 'IP addresses' })
  await expect(addresses).toContainText('123.4.56.77')

  // Detach the address.
  await addresses.getByRole('button', { name: 'Actions for fixed' }).click()
  await page.getByRole('menuitem', { name: 'Detach' }).click()
  const confirm = page.getByRole('alertdialog')
  await confirm.getByRole('button', { name: 'Detach' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText('IP address 123.4.56.77 detached')).toBeVisible()
  await expect(gateway.getByText('No IP addresses are attached to this gateway.')).toBeVisible()

  // Delete: the confirmation says what the cascade takes along.
  await gateway.getByRole('button', { name: 'Delete gateway' }).click()
  const del = page.getByRole('alertdialog', { name: 'Delete internet gateway' })
  await expect(del).toContainText('cascade')
  await expect(del.getByRole('region', { name: '1 IP pool' })).toContainText('ip-pool-1')
  await del.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Internet gateway e2e-gw deleted')).toBeVisible()
  await expect(page).toHaveURL(/\/internet-gateways$/)
  await expect(rowOf(page, 'e2e-gw')).toHaveCount(0)
})

test('a route to a gateway links to it; deleting that gateway says the route goes too', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/vpcs/mock-vpc/routers/mock-custom-router')
  const routes = page.getByRole('table', { name: 'Routes' })
  await routes.getByRole('row').filter({ hasText: 'to-gateway' }).getByRole('link', { name: 'default' }).click()
  await expect(page).toHaveURL(/\/internet-gateways\/default$/)
  const gateway = page.getByRole('dialog', { name: 'Internet gateway' })
  await expect(gateway.getByRole('table', { name: 'IP addresses' })).toContainText('123.4.56.99')
  await gateway.getByRole('button', { name: 'Delete gateway' }).click()
  const del = page.getByRole('alertdialog', { name: 'Delete internet gateway' })
  await expect(del.getByRole('region', { name: /routes?$/ })).toContainText('mock-custom-router/to-gateway')
  await expect(del.getByRole('region', { name: '1 IP address' })).toContainText('123.4.56.99')
  await del.getByRole('button', { name: 'Cancel' }).click()
  await expect(del).toBeHidden()
})

test('detaching a pool that routed instances depend on is refused in Nexus’s words', async ({ page }) => {
  // default's pool link (ip-pool-1) holds web-1's ephemeral address, and routes target default.
  await openConsole(page, GATEWAYS)
  await openInApp(page, `${GATEWAYS}/default`)
  const gateway = page.getByRole('dialog', { name: 'Internet gateway' })
  await gateway.getByRole('table', { name: 'IP pools' }).getByRole('button', { name: 'Actions for default' }).click()
  await page.getByRole('menuitem', { name: 'Detach' }).click()
  const confirm = page.getByRole('alertdialog')
  await confirm.getByRole('button', { name: 'Detach' }).click()
  await expect(page.getByText('VPC routes dependent on this IP pool. To perform a cascading delete set the cascade option')).toBeVisible()
  // The dialog stays for a retry or a cancel; nothing was detached.
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(gateway.getByRole('table', { name: 'IP pools' })).toContainText('ip-pool-1')
})
