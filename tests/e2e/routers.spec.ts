import { type Locator, type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { closeMenu, openConsole, typeInto } from './helpers'

const VPC = '/projects/mock-project/vpcs/mock-vpc'

/** Opens a row's menu and checks an item is disabled with its reason, then closes the menu. */
async function expectDisabledAction(page: Page, row: Locator, label: string, reason: string) {
  await row.getByRole('button', { name: /^Actions for / }).click()
  const item = page.getByRole('menuitem', { name: label })
  await expect(item).toHaveAttribute('aria-disabled', 'true')
  await expect(item).toHaveAccessibleDescription(reason)
  await closeMenu(page)
  await expect(item).toBeHidden()
}

async function rowAction(page: Page, row: Locator, label: string) {
  await row.getByRole('button', { name: /^Actions for / }).click()
  await page.getByRole('menuitem', { name: label }).click()
}

const crumbs = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumbs' })

test('the system router and its routes are read-only, and say why', async ({ page }) => {
  await openConsole(page, `${VPC}/routers`)
  await expect(page.getByRole('tab', { name: 'Routers' })).toHaveAttribute('aria-selected', 'true')
  const routers = page.getByRole('table', { name: 'Routers' })
  const system = routers.getByRole('row').filter({ has: page.getByRole('link', { name: 'system', exact: true }) })
  await expect(system).toContainText('system')
  await expect(routers.getByRole('row').filter({ hasText: 'mock-custom-router' })).toContainText('custom')
  await expectDisabledAction(page, system, 'Edit', 'The system router cannot be edited')
  await expectDisabledAction(page, system, 'Delete', 'The system router cannot be deleted')

  await system.getByRole('link', { name: 'system' }).click()
  await expect(page).toHaveURL(`${VPC}/routers/system`)
  await expect(page.getByRole('heading', { name: 'system', level: 1 })).toBeVisible()
  await expect(crumbs(page)).toContainText('VPCs/mock-vpc/Routers/system')
  const routes = page.getByRole('table', { name: 'Routes' })
  const v4 = routes.getByRole('row').filter({ hasText: 'default-v4' })
  await expect(v4).toContainText('ip_net: 0.0.0.0/0')
  await expect(v4).toContainText('internet_gateway: default')
  await expect(routes.getByRole('row').filter({ hasText: 'VPC Subnet route' }).first()).toContainText(
    'subnet: mock-subnet',
  )
  const reason = 'System router routes cannot be changed'
  await expectDisabledAction(page, v4, 'Edit', reason)
  await expectDisabledAction(page, v4, 'Delete', reason)
  const newRoute = page.getByRole('button', { name: 'New route' })
  await expect(newRoute).toBeDisabled()
  await expect(newRoute).toHaveAccessibleDescription(reason)

  // Back to the tab through the breadcrumbs.
  await crumbs(page).getByRole('link', { name: 'Routers' }).click()
  await expect(page).toHaveURL(`${VPC}/routers`)
  await expect(routers).toBeVisible()
})

test('create a router, add a route, edit and delete it, delete the router', async ({ page }) => {
  await openConsole(page, `${VPC}/routers`)
  const routers = page.getByRole('table', { name: 'Routers' })

  await page.getByRole('link', { name: 'New router' }).first().click()
  await expect(page).toHaveURL(`${VPC}/routers-new`)
  const create = page.getByRole('dialog', { name: 'Create router' })
  await typeInto(create.getByLabel('Name'), 'e2e-router')
  await typeInto(create.getByLabel('Description'), 'made by e2e')
  await create.getByRole('button', { name: 'Create router' }).click()
  await expect(create).toBeHidden()
  await expect(page.getByText('Router e2e-router created')).toBeVisible()
  const row = routers.getByRole('row').filter({ hasText: 'e2e-router' })
  await expect(row).toContainText('custom')
  await expect(row).toContainText('made by e2e')

  // Edit it from the list.
  await rowAction(page, row, 'Edit')
  const editRouter = page.getByRole('dialog', { name: 'Edit router' })
  await expect(editRouter.getByLabel('Name')).toHaveValue('e2e-router')
  await typeInto(editRouter.getByLabel('Description'), 'edited by e2e')
  await editRouter.getByRole('button', { name: 'Update router' }).click()
  await expect(editRouter).toBeHidden()
  await expect(page.getByText('Router e2e-router updated')).toBeVisible()
  await expect(row).toContainText('edited by e2e')

  await row.getByRole('link', { name: 'e2e-router' }).click()
  await expect(page).toHaveURL(`${VPC}/routers/e2e-router`)
  await expect(page.getByRole('heading', { name: 'e2e-router', level: 1 })).toBeVisible()
  await expect(page.getByText('No routes')).toBeVisible()

  // A bad CIDR gets the spec's message; the values stay for the fix.
  await page.getByRole('link', { name: 'New route' }).first().click()
  await expect(page).toHaveURL(`${VPC}/routers/e2e-router/routes-new`)
  const newRoute = page.getByRole('dialog', { name: 'Create route' })
  await typeInto(newRoute.getByLabel('Name'), 'to-internet')
  await expect(newRoute.getByLabel('Destination type')).toHaveValue('ip_net')
  await typeInto(newRoute.getByLabel('Destination value'), '10.1.0.0')
  await newRoute.getByLabel('Target type').selectOption('internet_gateway')
  const gateway = newRoute.getByRole('combobox', { name: 'Target value' })
  await expect(gateway.locator('option', { hasText: 'second-gateway' })).toHaveCount(1)
  await gateway.selectOption('default')
  await newRoute.getByRole('button', { name: 'Create route' }).click()
  await expect(newRoute.getByText('Must contain an IP address and a width, separated by a /')).toBeVisible()
  await typeInto(newRoute.getByLabel('Destination value'), '10.1.0.0/33')
  await expect(newRoute.getByText('Max width for IPv4 is 32')).toBeVisible()
  await expect(newRoute.getByLabel('Name')).toHaveValue('to-internet')
  await expect(gateway).toHaveValue('default')
  await typeInto(newRoute.getByLabel('Destination value'), '10.1.0.0/16')
  await newRoute.getByRole('button', { name: 'Create route' }).click()
  await expect(newRoute).toBeHidden()
  await expect(page.getByText('Route to-internet created')).toBeVisible()
  const routes = page.getByRole('table', { name: 'Routes' })
  const route = routes.getByRole('row').filter({ hasText: 'to-internet' })
  await expect(route).toContainText('ip_net: 10.1.0.0/16')
  await expect(route).toContainText('internet_gateway: default')
  await expect(route).toContainText('custom')

  // Edit: the form starts from the route; a drop target has no value.
  await rowAction(page, route, 'Edit')
  await expect(page).toHaveURL(`${VPC}/routers/e2e-router/routes/to-internet/edit`)
  const edit = page.getByRole('dialog', { name: 'Edit route' })
  await expect(edit.getByLabel('Name')).toHaveValue('to-internet')
  await expect(edit.getByLabel('Destination value')).toHaveValue('10.1.0.0/16')
  await expect(edit.getByLabel('Target type')).toHaveValue('internet_gateway')
  await expect(edit.getByRole('combobox', { name: 'Target value' })).toHaveValue('default')
  await edit.getByLabel('Target type').selectOption('drop')
  await expect(edit.getByLabel('Target value')).toHaveCount(0)
  await edit.getByRole('button', { name: 'Update route' }).click()
  await expect(edit).toBeHidden()
  await expect(page.getByText('Route to-internet updated')).toBeVisible()
  await expect(route.getByRole('cell', { name: 'drop', exact: true })).toBeVisible()

  await rowAction(page, route, 'Delete')
  const confirmRoute = page.getByRole('alertdialog')
  await expect(confirmRoute).toContainText('to-internet')
  await confirmRoute.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Route to-internet deleted')).toBeVisible()
  await expect(page.getByText('No routes')).toBeVisible()

  await crumbs(page).getByRole('link', { name: 'Routers' }).click()
  await rowAction(page, row, 'Delete')
  const confirmRouter = page.getByRole('alertdialog')
  await expect(confirmRouter).toContainText('e2e-router')
  await confirmRouter.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Router e2e-router deleted')).toBeVisible()
  await expect(row).toHaveCount(0)
})

test('an unknown router is not found', async ({ page }) => {
  await openConsole(page, `${VPC}/routers/no-such-router`)
  await expect(page.getByText('Page not found')).toBeVisible()
})

test("the system router's route forms, opened by URL, go back to the router", async ({ page }) => {
  await openConsole(page, `${VPC}/routers/system/routes-new`)
  await expect(page).toHaveURL(`${VPC}/routers/system`)
  await expect(page.getByRole('table', { name: 'Routes' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
