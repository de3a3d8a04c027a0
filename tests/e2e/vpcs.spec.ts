import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { navTo, openConsole, typeInto } from './helpers'

/** Opens a row's action menu and picks an item. */
async function rowAction(page: Page, row: Locator, item: string) {
  await row.getByRole('button', { name: /^Actions for / }).click()
  await page.getByRole('menuitem', { name: item }).click()
}

/** Deletes a row through its menu and the confirm dialog; waits for the toast. */
async function deleteRow(page: Page, table: Locator, name: string, toast: string) {
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) })
  await rowAction(page, row, 'Delete')
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(name)
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText(toast)).toBeVisible()
  await expect(row).toHaveCount(0)
}

const rowNamed = (page: Page, table: Locator, name: string) =>
  table.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) })

test('create, edit and delete a VPC with its subnets; see its gateways', { tag: '@firefox' }, async ({ page }) => {
  await openConsole(page, '/projects/mock-project/vpcs')
  const vpcs = page.getByRole('table', { name: 'VPCs' })
  await expect(rowNamed(page, vpcs, 'mock-vpc')).toBeVisible()

  // Create: a DNS name of its own; the new VPC's page opens on firewall rules.
  await page.getByRole('link', { name: 'New VPC' }).first().click()
  const create = page.getByRole('dialog', { name: 'Create VPC' })
  await typeInto(create.getByRole('textbox', { name: 'Name', exact: true }), 'e2e-vpc')
  await typeInto(create.getByLabel('Description'), 'made by e2e')
  await typeInto(create.getByLabel('DNS name'), 'e2e-dns')
  await typeInto(create.getByLabel('IPv6 prefix'), 'fd00:1:2::/x')
  await create.getByRole('button', { name: 'Create VPC' }).click()
  await expect(create.getByText('Width must be an integer')).toBeVisible()
  await expect(create.getByLabel('DNS name')).toHaveValue('e2e-dns')
  await create.getByLabel('IPv6 prefix').clear()
  await create.getByRole('button', { name: 'Create VPC' }).click()
  await expect(create).toBeHidden()
  await expect(page.getByText('VPC e2e-vpc created')).toBeVisible()
  await expect(page).toHaveURL(/\/projects\/mock-project\/vpcs\/e2e-vpc\/firewall-rules$/)
  await expect(page.getByRole('heading', { name: 'e2e-vpc', level: 1 })).toBeVisible()
  await expect(page.getByText('e2e-dns')).toBeVisible()
  const tabs = page.getByRole('tablist', { name: 'VPC' })
  for (const tab of ['Firewall rules', 'Subnets', 'Routers', 'Internet gateways']) {
    await expect(tabs.getByRole('tab', { name: tab })).toBeVisible()
  }
  await expect(tabs.getByRole('tab', { name: 'Firewall rules' })).toHaveAttribute('aria-selected', 'true')

  // Edit over the VPC page; a rename moves to the new URL.
  await page.getByRole('button', { name: 'VPC actions' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit VPC' })
  await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('e2e-vpc')
  await expect(edit.getByLabel('DNS name')).toHaveValue('e2e-dns')
  await expect(edit.getByLabel('IPv6 prefix')).toHaveCount(0)
  await typeInto(edit.getByRole('textbox', { name: 'Name', exact: true }), 'e2e-vpc-2')
  await typeInto(edit.getByLabel('Description'), 'renamed by e2e')
  await edit.getByRole('button', { name: 'Update VPC' }).click()
  await expect(edit).toBeHidden()
  await expect(page.getByText('VPC e2e-vpc-2 updated')).toBeVisible()
  await expect(page).toHaveURL(/\/vpcs\/e2e-vpc-2\/firewall-rules$/)
  await expect(page.getByRole('heading', { name: 'e2e-vpc-2', level: 1 })).toBeVisible()
  await expect(page.getByText('renamed by e2e')).toBeVisible()
  // Without a rename the URL stays: the page's header still shows the change.
  await page.getByRole('button', { name: 'VPC actions' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  await typeInto(edit.getByLabel('Description'), 'described again')
  await edit.getByRole('button', { name: 'Update VPC' }).click()
  await expect(edit).toBeHidden()
  await expect(page.getByText('described again')).toBeVisible()

  // Subnets: the VPC's default subnet, then a new one through every CIDR message.
  await tabs.getByRole('tab', { name: 'Subnets' }).click()
  await expect(page).toHaveURL(/\/vpcs\/e2e-vpc-2\/subnets$/)
  const subnets = page.getByRole('table', { name: 'Subnets' })
  await expect(rowNamed(page, subnets, 'default')).toContainText('172.30.0.0/22')
  await page.getByRole('link', { name: 'New subnet' }).first().click()
  // The form is over the subnets tab (the page behind a modal is hidden from assistive tech).
  await expect(
    page
      .getByRole('tablist', { name: 'VPC', includeHidden: true })
      .getByRole('tab', { name: 'Subnets', includeHidden: true }),
  ).toHaveAttribute('aria-selected', 'true')
  const form = page.getByRole('dialog', { name: 'Create subnet' })
  await typeInto(form.getByRole('textbox', { name: 'Name', exact: true }), 'e2e-subnet')
  const ipv4 = form.getByLabel('IPv4 block')
  const ipv6 = form.getByLabel('IPv6 block')
  const submit = form.getByRole('button', { name: 'Create subnet' })
  for (const [block, message] of [
    ['10.9.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['10.9.0.0/x', 'Width must be an integer'],
    ['10.9.0.0/33', 'Max width for IPv4 is 32'],
  ]) {
    await typeInto(ipv4, block)
    await submit.click()
    await expect(form.getByText(message)).toBeVisible()
  }
  await typeInto(ipv4, '10.9.0.0/24')
  await typeInto(ipv6, 'fd00::/129')
  await submit.click()
  await expect(form.getByText('Max width for IPv6 is 128')).toBeVisible()
  await ipv6.clear()
  // The server's refusal shows in the form, every value kept.
  await typeInto(ipv4, '172.30.1.0/24')
  await submit.click()
  await expect(form.getByText(/conflicts with an existing subnet/)).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('e2e-subnet')
  await expect(ipv4).toHaveValue('172.30.1.0/24')
  await typeInto(ipv4, '10.9.0.0/24')
  await submit.click()
  await expect(form).toBeHidden()
  await expect(page.getByText('Subnet e2e-subnet created')).toBeVisible()
  await expect(rowNamed(page, subnets, 'e2e-subnet')).toContainText('10.9.0.0/24')

  // Internet gateways: the default one, and its details.
  await tabs.getByRole('tab', { name: 'Internet gateways' }).click()
  const gateways = page.getByRole('table', { name: 'Internet gateways' })
  await expect(rowNamed(page, gateways, 'default')).toContainText('ip-pool-1')
  await gateways.getByRole('link', { name: 'default' }).click()
  const gateway = page.getByRole('dialog', { name: 'Internet gateway' })
  await expect(gateway.getByRole('table', { name: 'IP pools' })).toContainText('ip-pool-1')
  await expect(gateway.getByText('No IP addresses are attached to this gateway.')).toBeVisible()
  await gateway.getByRole('button', { name: 'Close' }).last().click()
  await expect(gateway).toBeHidden()
  await expect(page).toHaveURL(/\/vpcs\/e2e-vpc-2\/internet-gateways$/)

  // Nexus keeps a VPC that still has subnets: the dialog names them first and offers no Delete.
  await navTo(page, 'VPCs')
  const vpcRow = rowNamed(page, vpcs, 'e2e-vpc-2')
  await expect(vpcRow).toContainText('e2e-dns')
  await rowAction(page, vpcRow, 'Delete')
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('VPC e2e-vpc-2 cannot be deleted yet')
  await expect(confirm.getByRole('region', { name: '2 subnets' })).toContainText('e2e-subnet')
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeDisabled()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()

  // Without its subnets it goes.
  await vpcs.getByRole('link', { name: 'e2e-vpc-2' }).click()
  await tabs.getByRole('tab', { name: 'Subnets' }).click()
  await deleteRow(page, subnets, 'e2e-subnet', 'Subnet e2e-subnet deleted')
  await deleteRow(page, subnets, 'default', 'Subnet default deleted')
  await expect(page.getByText('No subnets')).toBeVisible()
  await navTo(page, 'VPCs')
  await deleteRow(page, vpcs, 'e2e-vpc-2', 'VPC e2e-vpc-2 deleted')
})

test('subnet routers and gateway details of the seeded VPC', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/vpcs/mock-vpc/subnets')
  const subnets = page.getByRole('table', { name: 'Subnets' })
  const routed = rowNamed(page, subnets, 'mock-subnet-2')
  await expect(routed.getByRole('link', { name: 'mock-custom-router' })).toBeVisible()

  // Edit: the IPv6 block is fixed; detaching the router clears the column.
  await rowAction(page, routed, 'Edit')
  const edit = page.getByRole('dialog', { name: 'Edit subnet' })
  await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('mock-subnet-2')
  await expect(edit.getByLabel('IPv6 block')).toHaveAttribute('readonly', '')
  await expect(edit.getByLabel('Custom router')).toHaveValue('mock-custom-router')
  await edit.getByLabel('Custom router').selectOption({ label: 'None (system router only)' })
  await edit.getByRole('button', { name: 'Update subnet' }).click()
  await expect(edit).toBeHidden()
  await expect(page.getByText('Subnet mock-subnet-2 updated')).toBeVisible()
  await expect(routed.getByRole('link', { name: 'mock-custom-router' })).toHaveCount(0)

  // And back, from the create-time choices of routers.
  await rowAction(page, routed, 'Edit')
  await edit.getByLabel('Custom router').selectOption('mock-custom-router')
  await edit.getByRole('button', { name: 'Update subnet' }).click()
  await expect(edit).toBeHidden()
  await expect(routed.getByRole('link', { name: 'mock-custom-router' })).toBeVisible()

  await page.getByRole('tablist', { name: 'VPC' }).getByRole('tab', { name: 'Internet gateways' }).click()
  const gateways = page.getByRole('table', { name: 'Internet gateways' })
  await expect(rowNamed(page, gateways, 'second-gateway')).toContainText('ip-pool-2')
  await gateways.getByRole('link', { name: 'default' }).click()
  const gateway = page.getByRole('dialog', { name: 'Internet gateway' })
  const addresses = gateway.getByRole('table', { name: 'IP addresses' })
  await expect(addresses).toContainText('mock-address')
  await expect(addresses).toContainText('123.4.56.99')
  await page.keyboard.press('Escape')
  await expect(gateway).toBeHidden()
  await expect(page).toHaveURL(/\/vpcs\/mock-vpc\/internet-gateways$/)
})

test('a fresh project can be deleted once its VPC is gone', async ({ page }) => {
  await openConsole(page)
  await page.getByRole('link', { name: 'New project' }).first().click()
  const create = page.getByRole('dialog', { name: 'Create project' })
  await typeInto(create.getByRole('textbox', { name: 'Name', exact: true }), 'e2e-fresh')
  await create.getByRole('button', { name: 'Create project' }).click()
  await expect(create).toBeHidden()
  const projects = page.getByRole('table', { name: 'Projects' })
  await projects.getByRole('link', { name: 'e2e-fresh' }).click()

  await navTo(page, 'VPCs')
  const vpcs = page.getByRole('table', { name: 'VPCs' })
  await vpcs.getByRole('link', { name: 'default' }).click()
  await page.getByRole('tablist', { name: 'VPC' }).getByRole('tab', { name: 'Subnets' }).click()
  await deleteRow(page, page.getByRole('table', { name: 'Subnets' }), 'default', 'Subnet default deleted')
  await navTo(page, 'VPCs')
  await deleteRow(page, vpcs, 'default', 'VPC default deleted')
  await expect(page.getByText('No VPCs')).toBeVisible()

  await page.getByRole('link', { name: 'Oxide Console home' }).click()
  await deleteRow(page, projects, 'e2e-fresh', 'Project e2e-fresh deleted')
})

test("a subnet's details list the network interfaces in it, each with its instance", async ({ page }) => {
  await openConsole(page, '/projects/mock-project/vpcs/mock-vpc/subnets')
  await page.getByRole('link', { name: 'mock-subnet', exact: true }).click()
  const details = page.getByRole('dialog', { name: /Subnet/ })
  const nics = details.getByRole('table', { name: 'Network interfaces in this subnet' })
  await expect(nics.getByRole('row').filter({ hasText: 'db1' })).toContainText('172.30.0.')
  await nics.getByRole('link', { name: 'analytics' }).click()
  await expect(page).toHaveURL(/\/instances\/analytics\/networking$/)
})
