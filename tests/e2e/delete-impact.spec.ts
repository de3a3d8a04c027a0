import { expect, test } from './fixtures'
import { axeBothThemes } from './axe'
import { openConsole, openInApp } from './helpers'

test('a project that holds anything: the dialog lists it, linked, and offers no Delete', { tag: '@firefox' }, async ({ page }) => {
  await openConsole(page, '/projects')
  await page.getByRole('table', { name: 'Projects' }).getByRole('button', { name: 'Actions for mock-project' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete project' })
  await expect(dialog.getByRole('region', { name: /instances$/ })).toContainText('db1')
  await expect(dialog.getByRole('link', { name: 'mock-vpc', exact: true })).toHaveAttribute('href', '/projects/mock-project/vpcs/mock-vpc')
  const del = dialog.getByRole('button', { name: 'Delete' })
  await expect(del).toBeDisabled()
  await expect(dialog).toContainText('Nexus refuses to delete a project that still holds anything')
  // A link leaves the dialog for the page it names.
  await dialog.getByRole('link', { name: 'db1' }).click()
  await expect(page).toHaveURL(/\/instances\/db1/)
  await expect(dialog).toBeHidden()
})

test('a VPC with subnets is refused before it is asked; an IP pool lists ranges, silos and addresses in use', async ({ page }) => {
  await openConsole(page, '/projects/mock-project/vpcs')
  await page.getByRole('table', { name: 'VPCs' }).getByRole('button', { name: 'Actions for mock-vpc-2' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const vpc = page.getByRole('alertdialog', { name: 'Delete VPC' })
  await expect(vpc.getByRole('region', { name: '1 subnet' })).toContainText('default')
  await expect(vpc.getByRole('button', { name: 'Delete' })).toBeDisabled()
  await vpc.getByRole('button', { name: 'Cancel' }).click()

  await openInApp(page, '/system/networking/ip-pools')
  await page.getByRole('table', { name: 'IP pools' }).getByRole('button', { name: 'Actions for ip-pool-1' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const pool = page.getByRole('alertdialog', { name: 'Delete IP pool' })
  await expect(pool.getByRole('region', { name: /range/ })).toBeVisible()
  await expect(pool.getByRole('region', { name: /silo/ })).toContainText('maze-war')
  await expect(pool.getByRole('region', { name: /address/ })).toContainText('in use')
  await expect(pool.getByRole('button', { name: 'Delete' })).toBeDisabled()
})

test('the dependents in a confirmation and the docs popover are axe-clean in both themes', async ({ page }) => {
  await openConsole(page, '/projects')
  await page.getByRole('button', { name: 'Docs: Projects' }).click()
  await expect(page.getByRole('group', { name: 'Projects documentation' })).toBeVisible()
  expect(await axeBothThemes(page, 'docs popover')).toEqual([])
  await page.keyboard.press('Escape')
  await page.getByRole('table', { name: 'Projects' }).getByRole('button', { name: 'Actions for mock-project' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await expect(page.getByRole('alertdialog', { name: 'Delete project' }).getByRole('region', { name: /instances$/ })).toBeVisible()
  expect(await axeBothThemes(page, 'delete project dialog')).toEqual([])
})
