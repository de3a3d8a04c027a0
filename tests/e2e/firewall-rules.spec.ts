import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openConsole, typeInto } from './helpers'

const rowOf = (page: Page, table: Locator, name: string) =>
  table.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) })

async function rowAction(page: Page, row: Locator, action: string) {
  await row.getByRole('button', { name: /^Actions for / }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

test('add, clone, edit and delete a firewall rule', { tag: '@firefox' }, async ({ page }) => {
  await openConsole(page, '/projects/mock-project/vpcs/mock-vpc/firewall-rules')
  const table = page.getByRole('table', { name: 'Firewall rules' })
  for (const name of ['allow-internal-inbound', 'allow-ssh', 'allow-icmp']) {
    await expect(rowOf(page, table, name)).toBeVisible()
  }
  await expect(rowOf(page, table, 'allow-ssh')).toContainText('65534')

  await page.getByRole('link', { name: 'New rule' }).click()
  const modal = page.getByRole('dialog', { name: 'Add firewall rule' })
  await typeInto(modal.getByRole('textbox', { name: 'Name', exact: true }), 'allow-app')
  await typeInto(modal.getByLabel('Description'), 'the app servers')

  // The VPC itself is the target already; adding it again is refused.
  const targets = modal.getByRole('group', { name: 'Targets' })
  await expect(targets.getByRole('table', { name: 'Targets' })).toContainText('mock-vpc')
  await typeInto(targets.getByLabel('VPC name'), 'mock-vpc')
  await targets.getByRole('button', { name: 'Add target' }).click()
  await expect(targets.getByText('Items must be unique')).toBeVisible()
  await targets.getByLabel('VPC name').clear()

  const hosts = modal.getByRole('group', { name: 'Host filters' })
  await hosts.getByLabel('Host filter type').selectOption({ label: 'VPC subnet' })
  await typeInto(hosts.getByLabel('Subnet name'), 'mock-subnet')
  await hosts.getByRole('button', { name: 'Add host filter' }).click()
  await expect(hosts.getByRole('table', { name: 'Host filters' })).toContainText('mock-subnet')
  await typeInto(hosts.getByLabel('Subnet name'), 'mock-subnet')
  await hosts.getByRole('button', { name: 'Add host filter' }).click()
  await expect(hosts.getByText('Items must be unique')).toBeVisible()
  await hosts.getByLabel('Subnet name').clear()
  await hosts.getByLabel('Host filter type').selectOption({ label: 'IP network' })
  await typeInto(hosts.getByLabel('IP network'), '10.0.0.0/33')
  await hosts.getByRole('button', { name: 'Add host filter' }).click()
  await expect(hosts.getByText('Max width for IPv4 is 32')).toBeVisible()
  await hosts.getByLabel('IP network').clear()

  const ports = modal.getByRole('group', { name: 'Ports' })
  await typeInto(ports.getByLabel('Port range'), '8090-8080')
  await ports.getByRole('button', { name: 'Add port range' }).click()
  await expect(ports.getByText('The end of the range must not be lower than the start')).toBeVisible()
  // Enter in the field adds the range (it does not submit the rule).
  await typeInto(ports.getByLabel('Port range'), '8080-8090')
  await ports.getByLabel('Port range').press('Enter')
  await expect(ports.getByRole('table', { name: 'Ports' })).toContainText('8080-8090')
  await expect(modal).toBeVisible()

  await modal.getByRole('group', { name: 'Protocols' }).getByLabel('TCP').check()
  await modal.getByRole('button', { name: 'Add rule' }).click()
  await expect(modal).toBeHidden()
  await expect(page.getByText('Firewall rule allow-app created')).toBeVisible()
  const added = rowOf(page, table, 'allow-app')
  await expect(added).toContainText('mock-subnet')
  await expect(added).toContainText('8080-8090')
  await expect(added).toContainText('TCP')
  await expect(added).toContainText('enabled')

  // Clone: the same rule under a new name.
  await rowAction(page, added, 'Clone')
  const clone = page.getByRole('dialog', { name: 'Clone firewall rule allow-app' })
  await expect(clone.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('allow-app-copy')
  await expect(clone.getByRole('table', { name: 'Ports' })).toContainText('8080-8090')
  await clone.getByRole('button', { name: 'Add rule' }).click()
  await expect(clone).toBeHidden()
  await expect(page.getByText('Firewall rule allow-app-copy created')).toBeVisible()
  const copy = rowOf(page, table, 'allow-app-copy')
  await expect(copy).toContainText('mock-subnet')

  // Edit: a name in use is refused before anything is sent, values kept.
  await rowAction(page, copy, 'Edit')
  const edit = page.getByRole('dialog', { name: 'Edit firewall rule allow-app-copy' })
  await typeInto(edit.getByRole('textbox', { name: 'Name', exact: true }), 'allow-app')
  await edit.getByRole('button', { name: 'Update rule' }).click()
  await expect(edit.getByText('A rule with this name already exists')).toBeVisible()
  await typeInto(edit.getByRole('textbox', { name: 'Name', exact: true }), 'allow-app-2')
  await typeInto(edit.getByLabel('Priority'), '70000')
  await edit.getByRole('button', { name: 'Update rule' }).click()
  await expect(edit.getByText('Must be 65535 or less')).toBeVisible()
  await typeInto(edit.getByLabel('Priority'), '10')
  await edit.getByLabel('Enabled').uncheck()
  await edit.getByRole('button', { name: 'Update rule' }).click()
  await expect(edit).toBeHidden()
  await expect(page.getByText('Firewall rule allow-app-2 updated')).toBeVisible()
  const edited = rowOf(page, table, 'allow-app-2')
  await expect(edited).toContainText('disabled')
  await expect(edited).toContainText('10')
  await expect(rowOf(page, table, 'allow-app-copy')).toHaveCount(0)

  await rowAction(page, edited, 'Delete')
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('allow-app-2')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText('Firewall rule allow-app-2 deleted')).toBeVisible()
  await expect(rowOf(page, table, 'allow-app-2')).toHaveCount(0)
  await expect(rowOf(page, table, 'allow-app')).toBeVisible()
  await expect(rowOf(page, table, 'allow-ssh')).toBeVisible()
})

test('an empty "add one more" field is not part of the rule and never blocks it', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/vpcs/mock-vpc/firewall-rules')
  const table = page.getByRole('table', { name: 'Firewall rules' })
  await expect(rowOf(page, table, 'allow-ssh')).toBeVisible()

  await page.getByRole('link', { name: 'New rule' }).click()
  const modal = page.getByRole('dialog', { name: 'Add firewall rule' })
  await typeInto(modal.getByRole('textbox', { name: 'Name', exact: true }), 'allow-alt-http')
  const ports = modal.getByRole('group', { name: 'Ports' })
  await typeInto(ports.getByRole('textbox', { name: 'Port range', exact: true }), '8080-8090')
  await ports.getByRole('button', { name: 'Add port range' }).click()
  await expect(ports.getByRole('table', { name: 'Ports' })).toContainText('8080-8090')

  // Add once more with the field empty: nothing is added, nothing is wrong.
  await ports.getByRole('button', { name: 'Add port range' }).click()
  await modal.getByRole('group', { name: 'Targets' }).getByRole('button', { name: 'Add target' }).click()
  await expect(ports.getByRole('textbox', { name: 'Port range', exact: true })).not.toHaveAttribute('aria-invalid', 'true')

  await modal.getByRole('button', { name: 'Add rule' }).click()
  await expect(modal).toBeHidden()
  await expect(page.getByText('Firewall rule allow-alt-http created')).toBeVisible()
  await expect(rowOf(page, table, 'allow-alt-http')).toContainText('8080-8090')
})

test('disable two rules at once from the bulk bar, then enable them again', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/vpcs/mock-vpc/firewall-rules')
  const table = page.getByRole('table', { name: 'Firewall rules' })
  const bar = page.getByRole('toolbar', { name: /selected$/ })
  const status = (name: string) => rowOf(page, table, name).getByText(/^(enabled|disabled)$/)
  await expect(status('allow-ssh')).toHaveText('enabled')
  await expect(status('allow-icmp')).toHaveText('enabled')

  await table.getByRole('checkbox', { name: 'Select allow-ssh' }).check()
  await table.getByRole('checkbox', { name: 'Select allow-icmp' }).check()
  // Both are enabled: Enable has nothing to do, and says why.
  await expect(bar.getByRole('button', { name: 'Enable 0' })).toBeDisabled()
  await bar.getByRole('button', { name: 'Disable 2' }).click()
  const disable = page.getByRole('alertdialog', { name: 'Disable 2 firewall rules' })
  await expect(disable).toContainText('allow-icmp and allow-ssh')
  await disable.getByRole('button', { name: 'Disable 2' }).click()
  await expect(page.getByText('Disabled 2 firewall rules')).toBeVisible()
  await expect(status('allow-ssh')).toHaveText('disabled')
  await expect(status('allow-icmp')).toHaveText('disabled')
  await expect(status('allow-internal-inbound')).toHaveText('enabled')

  await table.getByRole('checkbox', { name: 'Select allow-ssh' }).check()
  await table.getByRole('checkbox', { name: 'Select allow-icmp' }).check()
  await bar.getByRole('button', { name: 'Enable 2' }).click()
  await page.getByRole('alertdialog', { name: 'Enable 2 firewall rules' }).getByRole('button', { name: 'Enable 2' }).click()
  await expect(page.getByText('Enabled 2 firewall rules')).toBeVisible()
  await expect(status('allow-ssh')).toHaveText('enabled')
  await expect(status('allow-icmp')).toHaveText('enabled')
})
